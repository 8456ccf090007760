/**
 * What playing the model through the relay found (docs/relay-log.md), checked through the built extension's tools
 * on real apps from npm: a line inserted at the caret of a code editor, capital letters pressed key by key, and a
 * virtual grid that does not say how many rows it has; round 2: a tag input's chosen chips, a spreadsheet cell edited
 * and committed with Enter.
 */
import { describe, expect, it } from 'vitest';
import { appHarness, openApp, type AppHarness } from './helpers/app-harness';
import { refOf } from './helpers/refs';
import { judgeTool } from './helpers/tools';

let { ext, servers, page, tabId, tools } = {} as AppHarness;
appHarness((made) => ({ ext, servers, page, tabId, tools } = made));

/** Runs the policy gate's judgement without cards and arms the press guard, as an approved action does. */
const judge = (name: string, args: Record<string, unknown>) => judgeTool(ext, tabId, name, args);

const monacoValue = () => page.evaluate(() => (window as any).editor.getValue() as string);

describe('a line into code at the caret (relay log C5, C6)', () => {
  it('monaco: press_key puts the caret at the top, type with mode "insert" adds a line there and keeps the rest', async () => {
    await openApp(page, servers.main.url, 'monaco');
    const before = await monacoValue();
    const editor = refOf(await tools.ok('snapshot', { mode: 'viewport' }), 'textbox', 'Editor content');
    await tools.ok('press_key', { ref: editor, keys: 'Control+Home' });
    const typed = await tools.ok('type', { ref: editor, text: '// Reviewed by Sam\n', mode: 'insert' });
    expect(typed).toContain('inserted "// Reviewed by Sam\\n" into the code editor');
    expect(typed).not.toContain('did not show up');
    expect(await monacoValue()).toBe(`// Reviewed by Sam\n${before}`);
    // Key by key, a capital letter types the capital.
    await tools.ok('press_key', { ref: editor, keys: ['Control+Home', 'End', 'Space', 'O', 'K'] });
    expect((await monacoValue()).split('\n')[0]).toBe('// Reviewed by Sam OK');
  });

  it('a plain text field (Bootstrap form): insert goes in at the caret, the rest of the value stays', async () => {
    await openApp(page, servers.main.url, 'bootstrap');
    const first = refOf(await tools.ok('snapshot', { mode: 'viewport' }), 'textbox', 'First name');
    await tools.ok('press_key', { ref: first, keys: 'Home' });
    const typed = await tools.ok('type', { ref: first, text: 'Countess ', mode: 'insert' });
    expect(typed).toContain('(value is now "Countess Ada")');
    expect(typed).not.toContain('did not land');
    // C176: Bootstrap 5 scrolls smoothly (:root scroll-behavior); a click below the screen failed "outside the
    // visible area" while the scroll was still on its way.
    const viewport = page.viewport();
    await page.setViewport({ width: 1000, height: 300 });
    await page.evaluate(() => scrollTo(0, 0));
    const snap = await tools.ok('snapshot', { mode: 'full' });
    await tools.ok('click', { ref: refOf(snap, 'button', 'Can I export my data?') });
    expect(await page.$eval('#q2', (q) => q.classList.contains('show') || q.classList.contains('collapsing'))).toBe(
      true,
    );
    if (viewport) await page.setViewport(viewport);
  });
});

describe('a virtual grid without aria-rowcount (relay log C16)', () => {
  it('tabulator: the grid line says how many rows are in the page and that it may hold more', async () => {
    await openApp(page, servers.main.url, 'tabulator');
    const full = await tools.ok('snapshot', { mode: 'full' });
    const rendered = Number(/grid: (\d+) rows in the page now; the grid scrolls and may hold more/.exec(full)?.[1]);
    // 500 people in the data set; a 480 px box renders a few dozen of them.
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(500);
  });

  it('tabulator: a header marked aria-sort="none" has a ref and says sortable; clicking it sorts the rows', async () => {
    await openApp(page, servers.main.url, 'tabulator');
    const before = await tools.ok('snapshot', { mode: 'full' });
    const salary = /columnheader "Salary" (e\d+) \[sortable\]/.exec(before)?.[1];
    expect(salary, before.slice(0, 1500)).toBeDefined();
    await tools.ok('click', { ref: salary });
    const after = await tools.ok('snapshot', { mode: 'full' });
    expect(after).toMatch(new RegExp(`columnheader "Salary" ${salary} \\[sorted=(ascending|descending)\\]`));
    // The rows as the snapshot lists them are in salary order.
    const salaries = [...after.matchAll(/gridcell "\$([\d,]+)"/g)].map((m) => Number(m[1]!.replace(/,/g, '')));
    expect(salaries.length).toBeGreaterThan(5);
    const sorted = [...salaries].sort((a, b) => a - b);
    expect([sorted, [...sorted].reverse()]).toContainEqual(salaries);
  });
});

describe('round 2: widgets from npm (relay log C22, C24, C25)', () => {
  it('tom-select: choosing two tags through the combobox reads them back from the chips, with no false warning', async () => {
    await openApp(page, servers.main.url, 'tom-select');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    const labels = refOf(snap, 'combobox', 'Labels');
    const chosen = await tools.ok('select_option', { ref: labels, values: ['feature', 'export'] });
    expect(chosen).not.toContain('does not include');
    expect(await page.$$eval('#labels option:checked', (os) => os.map((o) => o.textContent))).toEqual(
      expect.arrayContaining(['feature', 'export']),
    );
    // The list left open covers the submit button: the error names the cover by the refs the diff gave it (C23).
    const list = /listbox "Labels" (e\d+)/.exec(chosen)?.[1];
    expect(list, chosen).toBeDefined();
    const blocked = await tools.run('click', { ref: refOf(snap, 'button', 'Create issue') });
    expect(!blocked.ok && blocked.error).toMatch(
      new RegExp(`\\(option .+ e\\d+ in listbox .+ ${list} is on top of it\\)`),
    );
  });

  it('trix: press_key says what the keys selected, so a word can be selected by keys and checked (C27)', async () => {
    await openApp(page, servers.main.url, 'trix');
    const body = refOf(await tools.ok('snapshot', { mode: 'viewport' }), 'textbox', 'Body');
    const keys = ['Control+Home', 'ArrowDown', 'End', 'Control+Shift+ArrowLeft'];
    const pressed = await tools.ok('press_key', { ref: body, keys });
    expect(pressed).toContain('the keys went to textbox "Body"; the text selected there now: "minute"');
    await tools.ok('press_key', { keys: 'ArrowRight' });
    expect(await tools.ok('press_key', { keys: 'End' })).not.toContain('selected there');
  });

  it('jspreadsheet: type on a cell says how to edit it; Enter that commits and closes the editor is a press done', async () => {
    await openApp(page, servers.main.url, 'jspreadsheet');
    await tools.ok('snapshot', { mode: 'viewport' });
    const cell = /cell "\$ 1,500" (e\d+)/.exec(await tools.ok('find', { query: '1,500' }))?.[1];
    expect(cell).toBeDefined();
    const typedOnCell = await tools.run('type', { ref: cell, text: '2500' });
    expect(!typedOnCell.ok && typedOnCell.hint).toMatch(/double-click it/);
    const opened = await tools.ok('click', { ref: cell, double: true });
    const field = refOf(opened, 'textbox', '');
    await judge('type', { ref: field, text: '2500', submit: true });
    const r = await tools.run('type', { ref: field, text: '2500', submit: true });
    // The guard holds back the rest of Enter once focus left the closed editor, but the page had the keydown and the
    // edit landed: a press done that says so, not a refusal (the task battery's Tabulator cell edit).
    expect(r.ok && r.text).toMatch(/the field closed as the key went down .*so the rest of the key was not pressed/);
    await page.waitForFunction(() => document.body.innerText.includes('$ 5,500'));
    // find after that failed action reads the page again, not the view from before it (relay log C32).
    expect(await tools.ok('find', { query: 'Monitors' })).toMatch(/\| \$ 2,500 \| \$ 5,500 \|/);
  });
});
