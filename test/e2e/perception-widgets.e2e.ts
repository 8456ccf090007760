/**
 * Widgets from npm added to the corpus unseen (round 3), driven through the built extension as the agent calls the
 * tools: a combobox library that hides its native selects (Tom Select), an ARIA tree drawn as siblings (jsTree), a
 * rich-text editor whose toolbar buttons hide their labels (Trix), a modal dialog over an aria-hidden page
 * (SweetAlert2), a spreadsheet of plain table cells (Jspreadsheet CE). Each asks: is the widget's state readable in the snapshot, and can the model act on it by ref?
 */
import { describe, expect, it } from 'vitest';
import { appHarness, openApp, type AppHarness } from './helpers/app-harness';
import { refOf } from './helpers/refs';

const open = (app: string) => openApp(page, servers.main.url, app);

let { servers, page, tools } = {} as AppHarness;
appHarness((made) => ({ servers, page, tools } = made));

describe('Tom Select: native selects hidden under a drawn combobox', () => {
  it('the chosen values read; select_option on the hidden select chooses through the widget; the opened list has refs', async () => {
    await open('tom-select');
    const snap = await tools.ok('snapshot', { mode: 'full' });
    expect(snap).toMatch(/combobox e\d+ \[collapsed\] value="Grace Hopper"/);
    expect(snap).toMatch(/listbox e\d+\n\s+option "bug" \[selected\]\n\s+option "p1" \[selected\]/);
    const labels = /text: Labels\n\s+listbox (e\d+)/.exec(snap)?.[1];
    expect(labels, snap).toBeTruthy();
    await tools.ok('select_option', { ref: labels, values: 'feature' });
    expect(await page.$$eval('#labels option:checked', (os) => os.map((o) => o.textContent))).toContain('feature');
    expect(await page.$eval('#labels + .ts-wrapper .ts-control', (c) => c.textContent)).toContain('feature');
    // The hidden select's options read their state from the page now, not from a stale accessibility tree.
    const chosen = await tools.ok('snapshot', { mode: 'full' });
    expect(chosen).toMatch(/listbox e\d+\n(\s+option "[^"]+"( \[selected\])?\n)*\s+option "feature" \[selected\]/);
    // A click on the hidden native select lands on the widget drawn for it, which opens.
    const native = /combobox (e\d+) \[collapsed\] value="Grace Hopper"/.exec(snap)![1];
    expect(await tools.ok('click', { ref: native })).toMatch(/option "Alan Turing" e\d+/);
    await tools.ok('press_key', { keys: 'Escape' });
    // Opening the assignee combobox lists every person with a ref; a click on one chooses it.
    const opened = await tools.ok('click', { ref: refOf(snap, 'combobox', 'Assignee') });
    expect(opened).toMatch(/option "Alan Turing" e\d+/);
    const now = await tools.ok('snapshot', { mode: 'full' });
    await tools.ok('click', { ref: refOf(now, 'option', 'Alan Turing') });
    expect(await page.$eval('#assignee', (s) => (s as HTMLSelectElement).value)).toBe('alan');
  });
});

describe('jsTree: tree items drawn as siblings', () => {
  it('each item says its level and state; a key on a folder opens it and the diff shows what is inside', async () => {
    await open('jstree');
    const snap = await tools.ok('snapshot', { mode: 'full' });
    expect(snap).toMatch(/treeitem "prompts.ts" e\d+ \[selected level=3\]/);
    expect(snap).toMatch(/treeitem "background" e\d+ \[collapsed level=2\]/);
    const folder = refOf(snap, 'treeitem', 'background');
    await tools.ok('click', { ref: folder });
    expect(await page.$eval('#chosen', (p) => p.textContent)).toContain('background');
    const opened = await tools.ok('press_key', { keys: 'ArrowRight', ref: folder });
    // jsTree's three-state checkboxes select what a selected folder holds.
    expect(opened).toMatch(/treeitem "worker.ts" e\d+ \[(selected )?level=3\] \(new\)/);
  });
});

describe('Trix: toolbar buttons that draw an icon and move their label out of the box', () => {
  it('the buttons read by their labels and act by ref', async () => {
    await open('trix');
    // The page's text keeps every paragraph the editor shows, the short one holding a link too (relay C26).
    const text = await tools.ok('get_page_text', {});
    for (const line of ['faster exports', 'Dark mode follows the system setting', 'Read the [upgrade guide]'])
      expect(text).toContain(line);
    const snap = await tools.ok('snapshot', { mode: 'full' });
    for (const label of ['Bold', 'Italic', 'Link', 'Bullets', 'Undo']) expect(snap).toContain(`button "${label}" e`);
    await tools.ok('click', { ref: refOf(snap, 'textbox', 'Body') });
    await tools.ok('press_key', { keys: ['Control+A'] });
    await tools.ok('click', { ref: refOf(snap, 'button', 'Bold') });
    expect(await page.$eval('trix-editor', (e) => e.innerHTML)).toMatch(
      /^<div>(<!--block-->)?<strong>This release brings/,
    );
  });
});

describe('SweetAlert2: a modal dialog over a page it hides from assistive technology', () => {
  it('the dialog, its select and buttons read and act by ref; closing it brings the page back', async () => {
    await open('sweetalert2');
    const snap = await tools.ok('snapshot', { mode: 'full' });
    expect(snap).toMatch(/dialog "Refund order #1042\?"/);
    expect(snap).toMatch(/combobox "Reason" e\d+ \[collapsed( focused)?\] value="Delivered late"/);
    expect(snap).not.toContain('Refund #1041'); // aria-hidden behind the dialog
    expect(snap).not.toContain('[covered]'); // nor a nameless target for what the backdrop covers
    await tools.ok('select_option', { ref: refOf(snap, 'combobox', 'Reason'), values: 'Item arrived damaged' });
    expect(await page.$eval('.swal2-select', (s) => (s as HTMLSelectElement).value)).toBe('damaged');
    await tools.ok('click', { ref: refOf(snap, 'button', 'Keep the order') });
    const after = await tools.ok('snapshot', { mode: 'full' });
    expect(after).not.toContain('dialog "Refund order');
    expect(after).toMatch(/button "Refund #1041" e\d+/);
    // A toast after Refresh: the click's own result says what it announced; the page stays usable under it.
    const refreshed = await tools.ok('click', { ref: refOf(after, 'button', 'Refresh') });
    expect(refreshed).toContain('3 orders refreshed');
    expect(refreshed).not.toContain('[covered]');
  });
});

describe('Jspreadsheet CE: a spreadsheet of plain <td> cells, edited through a listener on the document', () => {
  it('find gives a cell a ref; a double click on it edits the value and the total follows', async () => {
    await open('jspreadsheet');
    const snap = await tools.ok('snapshot', { mode: 'full' });
    expect(snap).toMatch(/cell "Cloud hosting"\n/); // values read, no ref of their own
    const found = await tools.ok('find', { query: '$ 8,600' });
    const ref = /cell "\$ 8,600" (e\d+)/.exec(found)?.[1];
    expect(ref, found).toBeTruthy();
    expect(found).toContain('row: 3 | Cloud hosting | Services | $ 8,200 | $ 8,600 | $ 16,800');
    const editing = await tools.ok('click', { ref, double: true });
    const input = /textbox e(\d+)/.exec(editing)?.[0]?.split(' ')[1];
    expect(input, editing).toBeTruthy();
    await tools.ok('type', { ref: input, text: '9000', submit: true });
    const after = await tools.ok('snapshot', { mode: 'full' });
    expect(after).toMatch(/cell "\$ 9,000" e\d+/); // the edited cell keeps the ref find gave it
    expect(after).toContain('cell "$ 17,200"');
  });
});

describe('swagger-ui: a native <select multiple> a script enables, then a choice', () => {
  it("the options read as the page holds them, not as Chrome's accessibility tree first saw them", async () => {
    await open('swagger-ui');
    await tools.ok('click', { ref: await tools.ref('button', /findByStatus/) });
    await tools.ok('click', { ref: await tools.ref('button', 'Try it out') });
    const snap = await tools.ok('snapshot', { mode: 'full' });
    const list = /listbox[^\n]* (e\d+)\n/.exec(snap)![1];
    await tools.ok('select_option', { ref: list, values: 'sold' });
    const after = await tools.ok('snapshot', { mode: 'full' });
    // Before: all three [disabled] (the list was disabled until "Try it out"), none [selected].
    expect(after).toMatch(/option "available" e\d+\n\s+option "pending" e\d+\n\s+option "sold" e\d+ \[selected\]/);
  }, 60_000);
});
