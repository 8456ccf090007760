/**
 * Perception on real apps (issue 12), through the built extension's worker as the agent calls the tools: an app
 * shell whose content scrolls in an inner box, code editors (Ace, Monaco) from npm, and a debugger session that
 * detached while idle.
 */
import { describe, expect, it } from 'vitest';
import { appHarness, openApp, type AppHarness } from './helpers/app-harness';
import { refOf } from './helpers/refs';

const open = (app: string, query = '') => openApp(page, servers.main.url, app, query);

let { ext, servers, page, tabId, tools } = {} as AppHarness;
appHarness((made) => ({ ext, servers, page, tabId, tools } = made));

describe('app shell: the content scrolls in an inner box, a sticky nav inside it, a fixed cookie banner', () => {
  it('full mode holds every article; find reaches the last one; viewport mode summarises the box', async () => {
    await open('app-shell');
    const full = await tools.ok('snapshot', { mode: 'full' });
    for (const topic of ['World', 'Science', 'Health']) expect(full).toContain(`h2 "${topic}: the story of the day"`);
    expect(full).toMatch(/button "Accept cookies" e\d+/);
    const found = await tools.ok('find', { query: 'Read more about Health' });
    expect(found).toMatch(/1 match .*\n\s*link "Read more about Health" e\d+/);
    const view = await tools.ok('snapshot', { mode: 'viewport' });
    expect(view).toMatch(/\[scrollable\]\n\s+banner/);
    expect(view).toMatch(/\n {2}\(\+\d+ refs below in this box; sections: heading "Business: the story of the day"/);
    expect(view).toMatch(/link "Health" e\d+/); // the sticky nav
    expect(view).toMatch(/button "Accept cookies" e\d+/); // the fixed banner
    // A click on a link far down the box: scrolled into view inside the box, and it works.
    const clicked = await tools.ok('click', { ref: refOf(full, 'link', 'Read more about Health') });
    expect(await page.evaluate(() => location.hash)).toBe('#a9-more');
    // A #hash link keeps the page: the message says the refs stay valid, and a diff (not a new page) follows.
    expect(clicked).toContain('refs stay valid');
    expect(clicked).not.toContain('are gone');
    expect(clicked).not.toContain('[page]');
  });
});

describe('a virtual data grid (ag-grid-community)', () => {
  it('sorting by a header: the rows read sorted, the header says how; typing in a column filter shows the result', async () => {
    await open('ag-grid-staff');
    const before = await tools.ok('snapshot', { mode: 'full' });
    expect(before).toMatch(/grid e\d+ \[scrollable\]: rows 1-\d+ of 42/);
    await page.evaluate(() => {
      document.querySelector('.ag-grid-viewport')!.scrollTop = 300; // rows get reused from here on
    });
    await tools.ok('click', { ref: refOf(before, 'columnheader', 'Salary') });
    const sorted = await tools.ok('snapshot', { mode: 'full' });
    expect(sorted).toMatch(/columnheader "Salary" e\d+ \[(focused )?sorted=ascending\]/);
    const salaries = [...sorted.matchAll(/gridcell "(\d{5})"/g)].map((m) => Number(m[1]));
    expect(salaries.length).toBeGreaterThan(10);
    expect(salaries).toEqual([...salaries].sort((a, b) => a - b));
    expect(await tools.ok('find', { query: 'columnheader' })).toMatch(/3 matches/);
    expect(await tools.ok('find', { query: '61000' })).toMatch(/row: Jan D\. \| Legal \| 61000/);
    // The floating filter applies after a debounce: the diff must show the filtered rows, not "no change".
    // Its aria-label is short (at most 48 characters print whole, shown or not: shown-name.ts).
    const typed = await tools.ok('type', { ref: refOf(sorted, 'textbox', 'Name Filter Input'), text: 'Gus' });
    // Six rows fit: the grid no longer scrolls, so it may print without a ref of its own.
    expect(typed).toMatch(/grid( e\d+ \[scrollable\])?: rows 1-6 of 6/);
    expect(typed).toMatch(/gridcell "Gus A\." e\d+/);
    expect(typed).not.toContain('Ada A.');
  });
});

describe('code editors from npm', () => {
  it('ace: the code shows with line numbers, find reaches it, type replaces it and press_key edits it', async () => {
    await open('ace');
    const text = await tools.ok('snapshot', { mode: 'viewport' });
    expect(text).toMatch(/textbox "[^"]*" e\d+: code editor, lines 1-\d+ shown/);
    expect(text).toContain('\n  3:   const steps = ["lint", "test", "bundle"];');
    expect(text).not.toMatch(/generic e\d+: \/\/ build steps/); // the drawing layer is not printed twice
    expect(await tools.ok('find', { query: 'step number 7' })).toMatch(/10: {3}step7\(target\); \/\/ step number 7/);
    const editor = refOf(text, 'textbox', /.*/);
    await tools.ok('click', { ref: editor });
    const typed = await tools.ok('type', { ref: editor, text: 'const answer = 42;\nexport default answer;' });
    expect(typed).toContain('into the code editor');
    expect(typed).not.toContain('Warning');
    expect(typed).toMatch(/2: export default answer;/); // the diff shows the new lines
    expect(await page.evaluate(() => (window as any).editor.getValue())).toBe(
      'const answer = 42;\nexport default answer;',
    );
    const pressed = await tools.ok('press_key', { ref: editor, keys: ['Control+End', 'Backspace'] });
    expect(pressed).toContain('the keys went to the code editor (Ace)');
    expect(await page.evaluate(() => (window as any).editor.getValue())).toBe(
      'const answer = 42;\nexport default answer',
    );
  });

  it('monaco: the code shows, clicking its input focuses the editor, type replaces the text', async () => {
    await open('monaco');
    const text = await tools.ok('snapshot', { mode: 'viewport' });
    expect(text).toMatch(/textbox "Editor content" e\d+: code editor, lines 1-\d+ shown/);
    expect(text).toContain('\n  2:   "name": "orders",');
    const editor = refOf(text, 'textbox', 'Editor content');
    await tools.ok('click', { ref: editor });
    expect(await page.evaluate(() => (window as any).editor.hasTextFocus())).toBe(true);
    await tools.ok('type', { ref: editor, text: '{ "name": "billing" }' });
    expect(await page.evaluate(() => (window as any).editor.getValue())).toBe('{ "name": "billing" }');
    const pressed = await tools.ok('press_key', { keys: 'End' });
    expect(pressed).toContain('the keys went to the code editor (Monaco)');
  });

  it('codemirror 6: the code shows numbered, find reaches it, type and press_key land in the editor and read back', async () => {
    await open('codemirror');
    const text = await tools.ok('snapshot', { mode: 'viewport' });
    expect(text).toMatch(/textbox[^\n]* e\d+[^\n]*: code editor, lines 1-\d+ shown/);
    expect(text).toMatch(/\n\s+4: export const TAX_RATE = 0\.2;\n/);
    // find reaches the lines CodeMirror has drawn (it draws only around its viewport).
    expect(await tools.ok('find', { query: 'reorderLevel3(' })).toMatch(/20: export function reorderLevel3\(item\) \{/);
    const editor = refOf(text, 'textbox', /.*/);
    const typed = await tools.ok('type', {
      ref: editor,
      text: 'export const TAX_RATE = 0.25;\nexport default TAX_RATE;',
    });
    expect(typed).toContain('into the code editor');
    expect(typed).toMatch(/2: export default TAX_RATE;/); // read back in the diff
    const doc = () => page.evaluate(() => (window as any).view.state.doc.toString());
    expect(await doc()).toBe('export const TAX_RATE = 0.25;\nexport default TAX_RATE;');
    const pressed = await tools.ok('press_key', { ref: editor, keys: ['Control+Home', 'Delete', 'Delete'] });
    expect(pressed).toMatch(/the keys went to the code editor \(CodeMirror[^)]*\)/);
    expect(await doc()).toBe('port const TAX_RATE = 0.25;\nexport default TAX_RATE;');
    expect(await page.$eval('#status', (s) => s.textContent)).toBe('Unsaved changes');
  });

  it('press_key fails honestly when typing keys go to the page body', async () => {
    await open('ace');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const r = await tools.run('press_key', { keys: 'a' });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toContain('no element had focus');
  });
});

describe('the debugger detached while idle', () => {
  it('the next tool attaches again by itself, on the same refs', async () => {
    await open('ace');
    const before = await tools.ok('snapshot', { mode: 'viewport' });
    await ext.inWorker(() => {
      (globalThis as unknown as { tabwright: { debuggerIdleMs?: number } }).tabwright.debuggerIdleMs = 200;
    });
    try {
      await tools.ok('find', { query: 'Run' }); // arms the idle timer with the short delay
      await new Promise((r) => setTimeout(r, 700));
      // Our attachment is gone (Puppeteer's own stays, so getTargets cannot tell): a command on it is refused.
      const ours = await ext.inWorker(
        (tabId: number) =>
          chrome.debugger.sendCommand({ tabId }, 'Runtime.evaluate', { expression: '1' }).then(
            () => 'attached',
            (e: Error) => e.message,
          ),
        tabId,
      );
      expect(ours).toMatch(/not attached/i);
      const clicked = await tools.ok('click', { ref: refOf(before, 'button', 'Run') });
      expect(clicked).toContain('click: done');
      expect(await page.$eval('#out', (p) => p.textContent)).toMatch(/^ran \d+ lines$/);
      expect(await tools.ok('snapshot', { mode: 'viewport' })).toContain('button "Run"');
    } finally {
      await ext.inWorker(() => {
        delete (globalThis as unknown as { tabwright: { debuggerIdleMs?: number } }).tabwright.debuggerIdleMs;
      });
    }
  });
});
