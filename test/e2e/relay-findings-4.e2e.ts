/**
 * Relay round 4 (docs/relay-log.md, C43 and later, and round 3's open findings): what the built extension's tools
 * tell a model on real apps from npm, where the page says a state only by a class, a pager is re-rendered, or CSS
 * draws a sort arrow with empty alternative text.
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

describe('DataTables: the pager after "25 a page", and its headers (relay log C43, C34)', () => {
  it('the diff prints the pages now there; a header is named once, without the sort arrows', async () => {
    // A window tall enough for the pager to be on screen after the change (the relay's was): the change is then a
    // diff, not the whole new view.
    const size = page.viewport();
    await page.setViewport({ width: 1280, height: 1200 });
    await openApp(page, servers.main.url, 'datatables');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    expect(snap).toMatch(
      /columnheader "Order" e\d+ \[sorted=ascending\]\n\s+button "Order: Activate to invert sorting" e\d+\n/,
    );
    expect(snap).not.toContain('▲');
    const out = await tools.ok('select_option', {
      ref: refOf(snap, /combobox "entries per page" (e\d+)/),
      values: '25',
    });
    const pager = out.slice(out.lastIndexOf('navigation "pagination"'));
    expect(pager).toMatch(/link "5" e\d+ \(re-rendered, was e\d+\)/);
    expect(pager).toMatch(/removed: link "12" e\d+/);
    expect(pager).not.toContain('with the same content');
    if (size) await page.setViewport(size);
  });
});

describe('Litepicker: booked nights and the chosen day (relay log C39, C63, C64)', () => {
  it('a booked day reads [looks=disabled]; a free one does not', async () => {
    await openApp(page, servers.main.url, 'litepicker');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    const opened = await tools.ok('click', { ref: refOf(snap, /textbox "Check-in" (e\d+)/) });
    // Next month is the picker's second month: nights 4-9, 12 and 20-23 are booked there (the host page's data).
    const next = opened.slice(opened.search(/text: \w+ \d{4}\n(?![\s\S]*text: \w+ \d{4}\n)/));
    expect(next).toMatch(/generic e\d+ \[looks=disabled\]: 5\n/);
    expect(next).toMatch(/generic e\d+ \[looks=disabled\]: 12\n/);
    expect(next).toMatch(/generic e\d+: 13\n/);
    const locked = await page.$$eval('.day-item.is-locked', (els) => els.length);
    expect((opened.match(/\[looks=disabled\]/g) ?? []).length).toBe(locked);
    // The chosen check-in day says so in the diff (C63): before, the picker's re-render read "same content".
    const day13 = refOf(next, /generic (e\d+): 13\n/);
    const chosen = await tools.ok('click', { ref: day13 });
    // And the click names the day with its month (C64): "13" alone fits both months shown.
    const month = /text: (\w+ \d{4})\n/.exec(next)![1];
    expect(chosen).toContain(`clicked generic ${day13} showing "13" under "${month}"`);
    expect(chosen).toMatch(/generic e\d+ \[[^\]]*looks=active[^\]]*\]: 13/);
  });
});

describe('Smart Wizard: the current step (relay log C47)', () => {
  it('the current step reads [looks=active], Previous on step 1 [looks=disabled]; Next moves the mark', async () => {
    await openApp(page, servers.main.url, 'smartwizard');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    const steps = [...snap.matchAll(/link "([^"]+)" e\d+[^\n]*\[[^\]]*looks=active[^\]]*\]/g)].map((m) => m[1]);
    expect(steps).toHaveLength(1);
    expect(snap).toMatch(/button "Previous" e\d+ \[looks=disabled\]/);
    await page.$eval('[name=email]', (e) => {
      (e as HTMLInputElement).value = 'ada@example.com';
    });
    const out = await tools.ok('click', { ref: refOf(snap, /button "Next" (e\d+)/) });
    expect(out).toMatch(/looks=active/);
    const after = await tools.ok('snapshot', { mode: 'viewport' });
    const now = [...after.matchAll(/link "([^"]+)" e\d+[^\n]*\[[^\]]*looks=active[^\]]*\]/g)].map((m) => m[1]);
    expect(now).toHaveLength(1);
    expect(now[0]).not.toBe(steps[0]);
    expect(after).not.toMatch(/button "Previous" e\d+ \[looks=disabled\]/);
  });
});

describe("Trix: Bold's state (relay log C27)", () => {
  it('Bold reads [looks=active] with the caret in bold text, and not elsewhere', async () => {
    await openApp(page, servers.main.url, 'trix');
    // Put the caret inside "faster exports" (bold) through Trix's own API, as a click there would.
    await page.evaluate(() => {
      const editor = document.querySelector('trix-editor') as HTMLElement & {
        editor: { setSelectedRange(r: number[]): void };
      };
      editor.focus();
      editor.editor.setSelectedRange([22, 22]);
    });
    const bold = await tools.ok('snapshot', { mode: 'viewport' });
    expect(bold).toMatch(/button "Bold" e\d+ \[looks=active\]/);
    await page.evaluate(() => {
      const editor = document.querySelector('trix-editor') as HTMLElement & {
        editor: { setSelectedRange(r: number[]): void };
      };
      editor.editor.setSelectedRange([2, 2]);
    });
    const plain = await tools.ok('snapshot', { mode: 'viewport' });
    expect(plain).toMatch(/button "Bold" e\d+\n/);
  });
});

describe("Jspreadsheet: the open sheet's tab", () => {
  it('the shown worksheet tab reads [looks=active]', async () => {
    await openApp(page, servers.main.url, 'jspreadsheet');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    expect(snap).toMatch(/Spending[^\n]*\[looks=active\]|\[looks=active\][^\n]*Spending/);
    expect(snap).not.toMatch(/Headcount[^\n]*looks=active|looks=active[^\n]*Headcount/);
  });
});

describe('Shoelace: a profile filled in one call and saved (relay log C55, C56)', () => {
  it("the radio under the select's closing list is waited for; the panel keeps its name after Save", async () => {
    await openApp(page, servers.main.url, 'shoelace');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    const ref = (line: RegExp) => refOf(snap, line);
    const filled = await tools.ok('fill_form', {
      fields: [
        { ref: ref(/textbox "Full name \*" (e\d+)/), value: 'Ada Lovelace' },
        { ref: ref(/textbox "Email \*" (e\d+)/), value: 'ada@example.com' },
        { ref: ref(/combobox "Country" (e\d+)/), value: 'Norway' },
        { ref: ref(/radio "Pro" (e\d+)/), value: true },
        { ref: ref(/checkbox "I accept the terms" (e\d+)/), value: true },
      ],
    });
    expect(filled, filled).toContain('checked radio "Pro"');
    expect(filled).not.toContain('looks=active');
    const saved = await tools.ok('click', { ref: ref(/button "Save" (e\d+)/) });
    expect(saved, saved).not.toContain('tabpanel (was');
    // The alert slides in on its own clock (slow on a loaded machine): read the page once it is open.
    await page.waitForFunction(() => (document.querySelector('#saved') as HTMLElement & { open: boolean }).open);
    const after = await tools.ok('snapshot', { mode: 'viewport' });
    expect(after).toMatch(/tabpanel "Profile"\n[\s\S]*alert: Profile saved/);
  });
});

describe('TinyMCE: keys into its frame editor, and a table inserted (relay log C58, C60)', () => {
  it('press_key names the editor and what the keys selected; an empty 2x2 table prints its size', async () => {
    await openApp(page, servers.main.url, 'tinymce');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    const editor = refOf(snap, /generic "Rich Text Area" (f\d+e\d+)/);
    const keys = await tools.ok('press_key', { ref: editor, keys: ['Control+Home', 'Control+Shift+ArrowRight'] });
    expect(keys).toMatch(
      /the keys went to the editor in a frame \("Rich Text Area"\); the text selected there now: "first ?"/,
    );
    // Enter in the editor with the press guard armed, as an approved action runs (C66: it was refused, "nothing
    // would receive it now", the frame's body not counting as an element).
    await judge('press_key', { ref: editor, keys: ['Control+End', 'Enter'] });
    const enter = await tools.run('press_key', { ref: editor, keys: ['Control+End', 'Enter'] });
    expect(enter.ok, JSON.stringify(enter)).toBe(true);
    const content = () => page.evaluate(() => (window as any).tinymce.activeEditor.getContent() as string);
    expect(await content()).toMatch(/second paragraph<\/p>\s*<p>/);
    // Bullet list, then text typed at the caret: it goes into the new item (C67: a focusing click moved the caret
    // to the end of "second paragraph", and the list was lost).
    await tools.ok('click', { ref: refOf(snap, /button "Bullet list" (e\d+)/) });
    const typed = await tools.ok('type', { ref: editor, text: 'milk', mode: 'insert' });
    expect(typed, 'C68: a false "did not land" warning').not.toContain('did not land');
    expect(await content()).toMatch(/<ul>\s*<li>milk<\/li>\s*<\/ul>/);
    // get_page_text reads the editor's frame (C69: it printed the toolbar and none of the text).
    expect(await tools.ok('get_page_text', {})).toMatch(/first paragraph[\s\S]*second paragraph[\s\S]*- milk/);
    // TinyMCE's own command, as its Table > 2x2 picker runs it: the grid of 100 buttons is not what is tested here.
    await page.evaluate(() =>
      (
        window as unknown as { tinymce: { activeEditor: { execCommand(c: string, u: boolean, v: object): void } } }
      ).tinymce.activeEditor.execCommand('mceInsertTable', false, { rows: 2, columns: 2 }),
    );
    const after = await tools.ok('snapshot', { mode: 'viewport' });
    expect(after).toMatch(/table: empty: 2 rows of 2 cells/);
  });
});

describe('Quill: the editor the keys went to (relay log C62)', () => {
  it('is named by its text as shown, paragraphs apart, and says what Shift+keys selected', async () => {
    await openApp(page, servers.main.url, 'quill');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    const editor = refOf(snap, /generic (e\d+) \[editable\]/);
    const out = await tools.ok('press_key', { ref: editor, keys: ['Control+Home', 'ArrowDown', 'Shift+End'] });
    expect(out).toContain('the keys went to editor "Agenda for Monday Budget review Hiring plan"');
    expect(out).toContain('the text selected there now: "Budget review"');
  });
});

describe('flatpickr: weekend days of a no-weekends picker, and its open input (relay log C51, C52)', () => {
  it('a weekend day reads [looks=disabled] though it has no ref; the open input gets no class state', async () => {
    await openApp(page, servers.main.url, 'flatpickr');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    expect(snap).toMatch(/generic "March 15, 2025" \[looks=disabled\]\n/);
    expect(snap).toMatch(/generic "March 14, 2025" e\d+\n/);
    const opened = await tools.ok('click', { ref: refOf(snap, /textbox "Dates" (e\d+)/) });
    expect(opened).toMatch(/textbox "Dates" e\d+/);
    expect(opened).not.toMatch(/textbox "Dates"[^\n]*looks=/);
  });
});
