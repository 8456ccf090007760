/**
 * What playing the model through the relay found (docs/relay-log.md), checked through the built extension's tools
 * on real apps from npm: a line inserted at the caret of a code editor, capital letters pressed key by key, and a
 * virtual grid that does not say how many rows it has.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { appHarness, openApp } from './helpers/app-harness';
import { refOf } from './helpers/refs';
import type { startFixtureServers } from './helpers/servers';
import type { toolRunner } from './helpers/tools';

let servers: Awaited<ReturnType<typeof startFixtureServers>>;
let page: Page;
let tools: ReturnType<typeof toolRunner>;

appHarness((made) => ({ servers, page, tools } = made));

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
