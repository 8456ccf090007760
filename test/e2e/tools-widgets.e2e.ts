/**
 * Widgets that trip agents up, driven only through the tools with refs read from snapshots and checked from the
 * page: flatpickr date range, choices.js search/multi/tags, tinymce (editor inside an iframe), quill.
 */
import { describe, expect, it } from 'vitest';
import { appHarness, openApp, QUILL_HEADING_AND_BULLET, quillOps, type AppHarness } from './helpers/app-harness';
import { refsOf } from './helpers/refs';

const open = (app: string) => openApp(page, servers.main.url, app);

let { ext, servers, page, tabId, tools } = {} as AppHarness;
appHarness((made) => ({ ext, servers, page, tabId, tools } = made));

describe('flatpickr', () => {
  it('picks 2025-03-10 to 2025-03-14 in the range picker', async () => {
    await open('flatpickr');
    await tools.ok('click', { ref: await tools.ref('textbox', 'Dates') });
    // The inline "tour" calendar has the same day names; the range popup opens last in the page. flatpickr redraws
    // its days after each pick, so the second day's ref comes from a fresh snapshot.
    const day = async (name: string) => refsOf(await tools.ok('snapshot', { mode: 'full' }), 'generic', name).at(-1)!;
    await tools.ok('click', { ref: await day('March 10, 2025') });
    await tools.ok('click', { ref: await day('March 14, 2025') });
    expect(await page.$eval('#range', (i) => (i as HTMLInputElement).value)).toBe('2025-03-10 to 2025-03-14');
  });
});

describe('choices.js', () => {
  it('searches and selects Norway, adds Hiking and Food, adds a tag, submits', async () => {
    await open('choices');
    const country = await tools.ok('select_option', { ref: await tools.ref('combobox', 'Country'), values: 'Norway' });
    expect(country).not.toMatch(/Warning/);
    const interests = await tools.ok('select_option', {
      ref: await tools.ref('listbox', 'Interests'),
      values: ['Hiking', 'Food'],
    });
    expect(interests).not.toMatch(/Warning/);
    await tools.ok('type', { ref: await tools.ref('searchbox', 'Tags'), text: 'family', submit: true });
    await tools.ok('click', { ref: await tools.ref('button', 'Submit') });
    await page.waitForFunction(() => location.pathname === '/mock/trip');
    const query = new URL(page.url()).searchParams;
    expect(query.get('country')).toBe('Norway');
    expect(query.getAll('interests')).toEqual(['Hiking', 'Food']);
    expect(query.get('tags')).toBe('budget,family');
  });
});

describe('tinymce', () => {
  it('makes "first" bold and adds a 2x2 table inside the editor iframe, then saves', async () => {
    await open('tinymce');
    await tools.ok('click', { ref: await tools.ref('generic', 'Rich Text Area') });
    await tools.ok('press_key', { keys: ['Control+Home', 'Control+Shift+ArrowRight'] });
    await tools.ok('click', { ref: await tools.ref('button', 'Bold') });
    await tools.ok('press_key', { keys: ['Control+End', 'Enter'] });
    const menu = await tools.ok('click', { ref: await tools.ref('button', 'Table') });
    const opened = await tools.ok('click', { ref: /menuitem "Table" (e\d+)/.exec(menu)![1]! });
    const cell =
      /(?:gridcell|button|menuitem|menuitemcheckbox)[^\n]*"2 columns, 2 rows" (e\d+)/.exec(opened)?.[1] ??
      /"2x2"[^\n]* (e\d+)\b/.exec(opened)?.[1];
    if (!cell) throw new Error(`no 2x2 cell in:\n${opened}`);
    await tools.ok('click', { ref: cell });
    await tools.ok('click', { ref: await tools.ref('button', 'Save') });
    await page.waitForFunction(() => location.pathname === '/mock/post');
    const body = new URL(page.url()).searchParams.get('body') ?? '';
    expect(body).toContain('<strong>first</strong>');
    expect(body).toMatch(/<table[\s\S]*<tr>[\s\S]*<\/tr>[\s\S]*<tr>[\s\S]*<\/table>/);
    expect(body.match(/<td/g)).toHaveLength(4);
  });
});

describe('quill', () => {
  it('makes line 1 a heading 1 and line 2 a bullet list item', async () => {
    await open('quill');
    await tools.ok('click', { ref: await tools.ref('generic', '') });
    await tools.ok('press_key', { keys: 'Control+Home' });
    await tools.ok('select_option', { ref: await tools.ref('button', 'Normal'), values: 'Heading 1' });
    await tools.ok('press_key', { keys: 'ArrowDown' });
    await tools.ok('click', { ref: await tools.ref('button', 'list: bullet') });
    expect(await quillOps(page)).toEqual(QUILL_HEADING_AND_BULLET);
  });
});
