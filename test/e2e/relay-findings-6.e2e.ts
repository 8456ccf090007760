/**
 * Relay round 6 (docs/relay-log.md, C83 and later): what the built extension's tools tell a model on four real apps
 * from npm it was not tuned on: a virtual data grid with a filter row (SlickGrid), a JSON tree editor
 * (svelte-jsoneditor), a Markdown editor with a live preview (TOAST UI Editor), a week and month scheduler
 * (EventCalendar). One browser for the file.
 */
import { describe, expect, it } from 'vitest';
import { appHarness, openApp, type AppHarness } from './helpers/app-harness';
import { refOnLine } from './helpers/refs';
import { judgeTool } from './helpers/tools';

let { ext, servers, page, tools, tabId } = {} as AppHarness;
appHarness((made) => ({ ext, servers, page, tools, tabId } = made));

/** Runs the policy gate's judgement without cards and arms the press guard, as an approved action does. */
const judge = (name: string, args: Record<string, unknown>) => judgeTool(ext, tabId, name, args);
const refOf = refOnLine;

describe('SlickGrid: headers that sort by a class (relay log C83, C84)', () => {
  it('a sortable header has a ref, and a click says which way the grid is sorted', async () => {
    await openApp(page, servers.main.url, 'slickgrid');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    // Before: `row: ID | Name | Department | City | Salary | Start date`, no ref to click, found only by find.
    const salary = refOf(snap, /columnheader "Salary" (e\d+) \[sortable\]/);
    expect(snap).toMatch(/columnheader "Name" e\d+ \[sortable\]/);
    const up = await tools.ok('click', { ref: salary });
    expect(up).toContain(`columnheader "Salary" ${salary} [sorted=ascending]`);
    const down = await tools.ok('click', { ref: salary });
    expect(down).toContain(`columnheader "Salary" ${salary} [sorted=descending]`);
    const top = await page.$eval('.slick-row[style*="top: 0px"] .slick-cell.l4', (c) => c.textContent);
    expect(top).toBe('129,000');
  });
});

describe('svelte-jsoneditor: a value edited in place, found by its key (relay log C87, C88)', () => {
  const config = () =>
    page.evaluate(() => (window as unknown as { __editor: { get(): { json: unknown } } }).__editor.get().json);

  it('Enter that opens or closes the value editor is a press done, not a refusal', async () => {
    await openApp(page, servers.main.url, 'jsoneditor');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    const replicas = refOf(snap, /text: replicas :\n\s+button "3" (e\d+)/);
    // C93: typing on the value said only "use click".
    const typedOn = await tools.run('type', { ref: replicas, text: '5' });
    expect(typedOn.ok ? '' : typedOn.hint).toContain('click it and press Enter, or double-click it');
    await tools.ok('click', { ref: replicas });
    // With the press guard armed (an approved action), the editor's keydown moved focus into the field it opened:
    // the model was told "Policy refused the rest of this key press" for an Enter that did what it asked.
    await judge('press_key', { keys: 'Enter' });
    const opened = await tools.run('press_key', { keys: 'Enter' });
    expect(opened.ok, JSON.stringify(opened)).toBe(true);
    expect(opened.ok && opened.text).toMatch(/pressed Enter; the page moved the focus to textbox "Edit value"/);
    const field = refOf(opened.ok ? opened.text : '', /textbox "Edit value" (e\d+) \[focused\] value="3"/);
    await judge('type', { ref: field, text: '5', submit: true });
    const typed = await tools.run('type', { ref: field, text: '5', submit: true });
    expect(typed.ok, JSON.stringify(typed)).toBe(true);
    expect((await config()) as { replicas: number }).toMatchObject({ replicas: 5 });
  });

  it('find of a key lists the checkbox that edits its value; paths are short', async () => {
    const found = await tools.ok('find', { query: 'circuitBreaker' });
    const item = found.split('\n').find((l) => l.startsWith('treeitem "circuitBreaker : false"'))!;
    const box = refOf(item, /holds: checkbox "Click to toggle this boolean value" (e\d+), button "false" e\d+/);
    expect(found).not.toMatch(/\(\+\d+ chars\)" e\d+ >/);
    await tools.ok('click', { ref: box });
    expect(((await config()) as { features: { circuitBreaker: boolean } }).features.circuitBreaker).toBe(true);
  });
});

describe('TOAST UI Editor: Markdown source read as written (relay log C89)', () => {
  it('each line of the source is a line, and no ** the document does not hold', async () => {
    await openApp(page, servers.main.url, 'toastui-editor');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    // Before: `text: **#** **Release 4.2**` and the three list items glued into one line with `****` between.
    expect(snap).not.toMatch(/\*\*\*\*|\*\*#\*\*|\*\*-\*\*/);
    for (const line of [
      '# Release 4.2',
      '- Faster search in the **archive**',
      '- New export to CSV',
      '- Dark theme for the settings page',
      '1. Login no longer loops after a password reset',
      '2. Totals in the invoice table round correctly',
    ])
      expect(snap).toMatch(new RegExp(`\\n\\s+text: ${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n`));
    // C90: arrow keys moved a caret nothing showed; the model counted lines blind.
    const editor = refOf(snap, /generic (e\d+) \[editable[^\]]*\]\n\s+text: # Release 4\.2/);
    const down = Array.from({ length: 11 }, () => 'ArrowDown');
    const moved = await tools.ok('press_key', { ref: editor, keys: ['Control+Home', ...down, 'End'] });
    expect(moved).toContain('the caret is at | in its line: "2. Totals in the invoice table round correctly|"');
    const home = await tools.ok('press_key', { keys: ['Home', 'ArrowRight', 'ArrowRight', 'ArrowRight'] });
    expect(home).toContain('the caret is at | in its line: "2. |Totals in the invoice table round correctly"');
    // C92: the preview's numbered items drew their number by a CSS counter; only its "." was read, a line of its own.
    expect(snap).not.toMatch(/\n\s+text: \.\n/);
    expect(snap).toMatch(/listitem\n\s+paragraph: Login no longer loops after a password reset/);
  });

  it('which of the Markdown / WYSIWYG switches is on (relay log C95)', async () => {
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    // Before: `generic e22: Markdown`, `generic e23: WYSIWYG`; only the class `tab-item active` told them apart.
    expect(snap).toMatch(/generic e\d+ \[looks=active\]: Markdown\n/);
    const wysiwyg = refOf(snap, /generic (e\d+): WYSIWYG\n/);
    const switched = await tools.ok('click', { ref: wysiwyg });
    expect(switched).toMatch(new RegExp(`generic ${wysiwyg} \\[looks=active\\]: WYSIWYG`));
  });
});

describe('EventCalendar: which day an event is on, and a move to another day (relay log C85, C86, C91)', () => {
  it('week view: events under their day header; month view: under their day cell', async () => {
    await openApp(page, servers.main.url, 'event-calendar');
    const week = await tools.ok('snapshot', { mode: 'full' });
    // Before: the seven headers, then every event after them with a time and no day, each with an empty `h4`.
    expect(week).toMatch(
      /columnheader "Wednesday, March 12, 2025"\n\s+time "Wednesday, March 12, 2025": Wed, 3\/12\n\s+button "8:00 – 9:00 AM Dentist" e\d+\n\s+button "12:00 – 1:00 PM Lunch with Rosa" e\d+\n/,
    );
    expect(week).toMatch(/columnheader "Friday, March 14, 2025"\n.*\n\s+button "Release 4\.2" e\d+/);
    expect(week).not.toMatch(/^\s+h4$/m);
    // C91: "move it to Thursday, same time" had no time slot to drop on; a drop on Thursday's header landed at 5:00.
    const dentist = refOf(week, /button "8:00 – 9:00 AM Dentist" (e\d+)/);
    const thursday = await tools.ok('find', { query: 'Thursday, March 13' });
    const moved = await tools.ok('drag', {
      ref: dentist,
      to_ref: refOf(thursday, /columnheader "Thursday, March 13, 2025" (e\d+)/),
      keep: 'row',
    });
    expect(moved).toContain('(its column, at the row the drag started in)');
    expect(await page.$eval('#log', (l) => l.textContent)).toBe('Dentist moved to 2025-03-13 08:00');
    const month = await tools.ok('click', { ref: refOf(week, /button "month" (e\d+)/) });
    expect(month).toMatch(/cell "26"\n\s+button "10:00 AM Quarterly review" e\d+/);
    // 2 April, in the month view of March: its day says it is of another month (C142).
    expect(month).toMatch(/cell "2" \[looks=other-month\]\n\s+button "1:00 PM Hiring panel" e\d+/);
    // A bar over three days is on the first of them.
    expect(month).toMatch(/cell "19"\n\s+button "Offsite in Porto" e\d+/);
  });
});
