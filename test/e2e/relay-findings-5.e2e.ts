/**
 * Relay round 5 (docs/relay-log.md, C70 and later): what the built extension's tools tell a model on real apps from
 * npm it was not tuned on: a block editor (Editor.js), sortable lists (SortableJS) and a tree grid drawn from divs
 * with no ARIA (Wunderbaum).
 */
import { describe, expect, it } from 'vitest';
import { appHarness, openApp, type AppHarness } from './helpers/app-harness';
import { refOnLine } from './helpers/refs';

let { servers, page, tools } = {} as AppHarness;
appHarness((made) => ({ servers, page, tools } = made));

const refOf = refOnLine;

const saved = () =>
  page.evaluate(async () => {
    const out = await (window as unknown as { editor: { save(): Promise<{ blocks: unknown[] }> } }).editor.save();
    return JSON.stringify(out.blocks);
  });

describe('Editor.js: headings, the checklist, the toolbar, the text (relay log C70-C73)', () => {
  it('a heading block has a ref and takes typing; a ticked box reads [looks=checked]; get_page_text keeps headings', async () => {
    await openApp(page, servers.main.url, 'editorjs');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    // C70: editable headings had no ref (a heading's role gives none), so the model could not rename one.
    // C61: bold made in an editor shows (the paragraph's <b>), a heading's own weight does not.
    expect(snap).toMatch(/We launch on \*\*12 March\*\* ?\. Marketing owns/);
    expect(snap).not.toContain('**Budget**');
    const budget = refOf(snap, /h2 "Budget" (e\d+) \[editable\]/);
    const typed = await tools.ok('type', { ref: budget, text: 'Budget and costs' });
    expect(typed).toContain('typed "Budget and costs" into heading "Budget"');
    expect(await saved()).toContain('"text":"Budget and costs","level":2');
    // C71: the ticked item's box says so; the open ones do not, and a click on one now shows the tick.
    const boxes = [...snap.matchAll(/\n\s+generic (e\d+)( \[looks=checked\])?\n\s+generic e\d+ \[editable\]: (.+)/g)];
    expect(boxes.map((m) => [m[3], !!m[2]])).toEqual([
      ['Freeze the feature branch', true],
      ['Book the venue', false],
      ['Send the press kit', false],
    ]);
    const ticked = await tools.ok('click', { ref: boxes[1]![1]! });
    expect(ticked).toMatch(new RegExp(`generic ${boxes[1]![1]} \\[looks=checked\\]`));
    // C72: the block toolbar (shown since the typing), two nameless icons before, says which is which.
    const toolbar = await tools.ok('snapshot', { mode: 'viewport' });
    expect(toolbar).toMatch(/generic e\d+ \[icon=add\]\n\s+generic e\d+ \[icon=settings\]/);
    expect(await saved()).toContain('{"text":"Book the venue","checked":true}');
    // C74: Enter at the end of the list's last item opens a new, empty one: the keys' target is told apart.
    const last = refOf(snap, /generic (e\d+) \[editable\]: Do we need a Japanese press release\?/);
    const entered = await tools.ok('press_key', { ref: last, keys: ['End', 'Enter'] });
    expect(entered).toContain('the keys went to an empty editor (the one [focused])');
    expect(entered).toMatch(/listitem \(new\)\n\s+text: •\n\s+generic e\d+ \[editable focused\]/);
    // C73: Readability dropped every heading of the editor (their class is "ce-header").
    const text = await tools.ok('get_page_text');
    for (const h of ['# Launch plan for Tabby 2.0', '## Before launch', '## Budget and costs', '## Open questions'])
      expect(text).toContain(h);
    expect(text).toContain('Total budget is 18,000 EUR');
  });
});

describe('SortableJS: stories dragged by ref (relay log C77, C80)', () => {
  it('list items with a grab cursor have refs, and drag moves one into the other list', async () => {
    await openApp(page, servers.main.url, 'sortable');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    const fix = refOf(snap, /listitem (e\d+): Fix login redirect 2 pts/);
    const first = refOf(snap, /listitem (e\d+): Upgrade to Node 22 3 pts/);
    const out = await tools.ok('drag', { ref: fix, to_ref: first });
    expect(out).toContain('Planned: 10 of 20 points');
    const sprint = await page.$$eval('#sprint li', (els) => els.map((e) => e.firstChild?.textContent?.trim()));
    expect(sprint).toEqual(['Fix login redirect', 'Upgrade to Node 22', 'Translate settings page']);
    // C80: a list whose items move only by their handle ("☰", title "Drag to reorder"): a drag from the item's
    // centre did nothing, and the result said "no visible changes".
    const ideas = await tools.ok('drag', {
      ref: refOf(snap, /listitem (e\d+): ☰ Voice commands/),
      to_ref: refOf(snap, /listitem (e\d+): ☰ Offline mode/),
    });
    expect(ideas).toContain('(by its handle');
    const order = await page.$$eval('#ideas li', (els) => els.map((e) => e.textContent));
    expect(order).toEqual(['☰Voice commands', '☰Offline mode', '☰Plugin store']);
  });
});

describe('Wunderbaum: a tree grid with no ARIA (relay log C78, C81)', () => {
  it('each row is a target of its own; a double-click opens a folder, a click selects a file', async () => {
    await openApp(page, servers.main.url, 'wunderbaum');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    // Before: one line of text for the whole tree, `text: Documents Photos Projects README.txt 2 KB 2022-01-04`.
    expect(snap).toMatch(/generic e\d+: README\.txt 2 KB 2022-01-04\n/);
    const opened = await tools.ok('click', {
      ref: refOf(snap, /generic (e\d+): Documents\n/),
      double: true,
    });
    // C81: once rows sit at two depths, each says its own (before, every row printed at the same level).
    const finance = refOf(opened, /generic (e\d+) \[level=2\]: Finance(?: \(new\))?\n/);
    const files = await tools.ok('click', { ref: finance, double: true });
    const report = refOf(files, /generic (e\d+) \[level=3\]: report-2024\.pdf 3\.7 MB 2025-02-20(?: \(new\))?\n/);
    const chosen = await tools.ok('click', { ref: report });
    expect(chosen).toContain('Selected: Documents/Finance/report-2024.pdf');
  });
});

describe('flatpickr: the month arrows (relay log C50)', () => {
  it('the nameless arrows say previous and next', async () => {
    await openApp(page, servers.main.url, 'flatpickr');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    const opened = await tools.ok('click', { ref: refOf(snap, /textbox "Dates" (e\d+)/) });
    expect(opened).toMatch(/generic e\d+ \[icon=previous\]/);
    const next = refOf(opened, /generic (e\d+) \[icon=next\]/);
    const month = () =>
      page.$eval('#range', (e) => (e as unknown as { _flatpickr: { currentMonth: number } })._flatpickr.currentMonth);
    const before = await month();
    await tools.ok('click', { ref: next });
    expect(await month()).toBe((before + 1) % 12);
  });
});

describe('Choices.js: a choice the widget shows (relay log C82)', () => {
  it('select_option on the transparent native select chooses through the widget, which then shows it', async () => {
    await openApp(page, servers.main.url, 'choices');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    await tools.ok('select_option', { ref: refOf(snap, /combobox "Country" (e\d+)/), values: 'Norway' });
    const interests = await tools.ok('select_option', {
      ref: refOf(snap, /listbox "Interests" (e\d+)/),
      values: ['Hiking', 'Food'],
    });
    expect(interests).not.toMatch(/Warning/);
    // What the user sees: before, "Choose a country" and no interest, while the form would send Norway, Hiking, Food.
    const shown = await page.$$eval(
      '.choices__list--single .choices__item, .choices__list--multiple .choices__item',
      (els) => els.map((e) => e.firstChild?.textContent),
    );
    expect(shown).toEqual(['Norway', 'Hiking', 'Food', 'budget']);
    expect(await page.$eval('#country', (e) => (e as HTMLSelectElement).value)).toBe('Norway');
  });
});
