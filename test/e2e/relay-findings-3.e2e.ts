/**
 * Relay round 3 (docs/relay-log.md, C33-): a kanban board, a date-range picker and a paged data table from npm,
 * through the built extension's tools as a model uses them: a dragged card says where it went, unnamed targets are
 * told by their text, and a picker's days can be clicked. Relay round 12 (C178 and later) adds a station search
 * that suggests as you type (autocompleter) and an inbox in perfect-scrollbar panes, kept here to start no new
 * browser.
 */
import { describe, expect, it } from 'vitest';
import { appHarness, openApp, type AppHarness } from './helpers/app-harness';
import { refOf, refOnLine } from './helpers/refs';

let { ext, servers, page, tools } = {} as AppHarness;
appHarness((made) => ({ ext, servers, page, tools } = made));

const cardRef = (snapshot: string, title: string) => {
  const ref = new RegExp(`generic (e\\d+): ${title}`).exec(snapshot)?.[1];
  if (!ref) throw new Error(`no card "${title}" in:\n${snapshot}`);
  return ref;
};

describe('jKanban: a card dragged to another column (relay log C35, C37)', () => {
  it('the drag names both cards by their text and the diff says where the card went', async () => {
    // jKanban's cards are targets only by their click listener (relay log C48): the in-page collector asks Chrome
    // about card-like boxes (page-ax/dom.ts listenerSuspect), so they have refs under the default collector too.
    await openApp(page, servers.main.url, 'jkanban');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    const card = cardRef(snap, 'Fix login redirect Alan');
    const onto = cardRef(snap, 'Onboarding emails Donald');
    const out = await tools.ok('drag', { ref: card, to_ref: onto });
    expect(out).toContain(
      `dragged generic ${card} showing "Fix login redirect Alan" onto generic ${onto} showing "Onboarding emails Donald"`,
    );
    expect(out).toMatch(
      new RegExp(
        `generic ${card}: Fix login redirect Alan \\(moved here, into main after banner: Done; it was in main after banner: In progress\\)`,
      ),
    );
    const done = await page.$$eval('[data-id="done"] .kanban-item', (els) =>
      els.map((e) => e.getAttribute('data-eid')),
    );
    expect(done).toContain('d1');
  });
});

describe('Litepicker: days of a range picker (relay log C38)', () => {
  it('each day has a ref; clicking two of them books the range', async () => {
    await openApp(page, servers.main.url, 'litepicker');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    const checkin = /textbox "Check-in" (e\d+)/.exec(snap)![1];
    const opened = await tools.ok('click', { ref: checkin });
    expect(opened).toMatch(/text: No booking requested yet\.\n/);
    // Next month is the picker's second month: its days follow its title.
    const next = opened.slice(opened.search(/text: \w+ \d{4}\n(?![\s\S]*text: \w+ \d{4}\n)/));
    const day = (d: number) => new RegExp(`generic (e\\d+): ${d}\\n`).exec(next)?.[1];
    expect(day(13), opened).toBeDefined();
    const first = await tools.ok('click', { ref: day(13) });
    expect(first).toContain(`clicked generic ${day(13)} showing "13"`);
    await tools.ok('click', { ref: day(16) });
    const values = await page.$$eval('#checkin, #checkout', (els) => els.map((e) => (e as HTMLInputElement).value));
    expect(values[0]).toMatch(/-13$/);
    expect(values[1]).toMatch(/-16$/);
  });
});

describe('DataTables: the last page after "Last" (relay log C44)', () => {
  it("the viewport snapshot says the page's first row is above the screen", async () => {
    await openApp(page, servers.main.url, 'datatables');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    const perPage = /combobox "entries per page" (e\d+)/.exec(snap)![1];
    await tools.ok('select_option', { ref: perPage, values: '25' });
    const last = /link "Last" (e\d+)/.exec(await tools.ok('snapshot', { mode: 'full' }))![1];
    await tools.ok('click', { ref: last });
    expect(await page.evaluate(() => window.scrollY), 'the click scrolled the pager into view').toBeGreaterThan(0);
    // Put the page's first row (#10500) just above the top of the screen, whatever the window's height.
    await page.evaluate(() => {
      const first = document.querySelector('#orders tbody tr')!.getBoundingClientRect();
      window.scrollBy(0, first.bottom + 2);
    });
    const view = await tools.ok('snapshot', { mode: 'viewport' });
    expect(view).not.toContain('#10500');
    // The column headers may sit in the table or in their own row group, the rows in theirs: the note is said
    // where the cut rows were, right before the first row on screen.
    expect(view).toMatch(
      /\(1 row (and the column headers )?above the screen: scroll up to read (it|them)\)\n\s+row: #10501/,
    );
    expect(view).toMatch(/column headers above the screen/);
  });
});

describe('autocompleter: stations suggested as you type (relay log C178, C180, C181)', () => {
  it('fill_form chooses a suggestion in a field that acts on keys, and the date field shows its value', async () => {
    await openApp(page, servers.main.url, 'autocompleter');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    const field = (name: string) => ({ ref: refOf(snap, 'combobox', name) });
    // C178, before: `No option "Bergen"` (the text went in with no key, and autocompleter listens for keyup only);
    // C180, before: `"Bergen" chosen already, left so` (its first suggestion is highlighted as `selected`).
    const filled = await tools.ok('fill_form', {
      fields: [
        { ...field('From'), value: 'Bergen' },
        { ...field('To'), value: 'Oslo S' },
      ],
    });
    expect(filled).toContain('selected "Bergen" in combobox "From"');
    expect(filled).not.toContain('chosen already');
    await page.click('button[type=submit]');
    expect(await page.evaluate('window.__search')).toMatchObject({ from: 'BGO', to: 'OSL', date: '2026-12-18' });
    // C181, before: `Date "Departure date" e3` with no value.
    expect(await tools.ok('snapshot', { mode: 'viewport' })).toMatch(/Date "Departure date" e\d+ value="2026-12-18"/);
  });
});

describe('perfect-scrollbar: an inbox in panes that clip their overflow and scroll by a drawn rail (C182)', () => {
  it('find reaches a message below the pane, and a click on it opens it', async () => {
    await openApp(page, servers.main.url, 'perfect-scrollbar');
    // Before: messages 13-30 printed as empty `generic eN` lines and find answered `No element matches "garage"`.
    const found = await tools.ok('find', { query: 'garage' });
    const message = refOnLine(found, /generic (e\d+): 7 Nov Facility manager Garage works/);
    expect(await tools.ok('click', { ref: message })).toContain('closed from 2 to 6 December');
  });
});
