/**
 * Relay round 7 (docs/relay-log.md, C96 and later): what the built extension's tools tell a model on real apps
 * from npm that draw rather than write: a terminal (xterm.js), a Gantt chart in SVG (Frappe Gantt), a spreadsheet
 * on a canvas (x-data-spreadsheet). Relay round 8 (C108 and later) adds Element Plus's admin page, kept here to
 * start no new browser. One browser for the file.
 */
import { describe, expect, it } from 'vitest';
import { appHarness, openApp, type AppHarness } from './helpers/app-harness';
import { refOf, refOnLine } from './helpers/refs';
import { judgeTool } from './helpers/tools';

let { ext, servers, page, tabId, tools } = {} as AppHarness;
appHarness((made) => ({ ext, servers, page, tabId, tools } = made));

interface Judged {
  decisions: Array<{ verdict: string; kind?: string; reasons: Array<{ text: string }> }>;
}

describe('xterm.js: the terminal reads as its screen (relay log C96, C97)', () => {
  it('a command typed with submit runs, and its output comes back in the result', async () => {
    await openApp(page, servers.main.url, 'xterm');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    // Before: `textbox e1` and nothing else; the output of a command was nowhere, in page text or find either.
    const input = refOnLine(snap, /textbox "Terminal input" (e\d+)(?: \[focused\])?: terminal/);
    expect(snap).toContain('Maintenance window: Sundays 02:00-04:00 UTC');
    const ran = await tools.ok('type', { ref: input, text: 'cat todo.txt', submit: true });
    expect(ran).toContain('clean /var/log/app (disk at 91%) (new)');
    // C97: the value is read before Enter, and said so (it read as a command still waiting in the field).
    expect(ran).toContain('(value is now "cat todo.txt"), then pressed Enter');
    expect(await page.evaluate('window.__history')).toEqual(['cat todo.txt']);
    expect(await tools.ok('find', { query: 'TLS certificate' })).toContain('rotate the TLS certificate before 30 June');
  });

  it('Enter in the terminal runs a command: the user confirms it (relay log C105)', async () => {
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    const input = refOnLine(snap, /textbox "Terminal input" (e\d+)/);
    // Before: `deploy 4.2.2` typed with submit ran with no card, as typing into any field does.
    for (const [tool, args] of [
      ['type', { ref: input, text: 'deploy 4.2.2', submit: true }],
      ['press_key', { ref: input, keys: 'Enter' }],
    ] as const) {
      const judged = await judgeTool<Judged>(ext, tabId, tool, args);
      const asks = judged.decisions.filter((d) => d.verdict === 'ask');
      expect(
        asks.map((d) => d.kind),
        tool,
      ).toContain('high-risk');
      expect(asks.flatMap((d) => d.reasons.map((r) => r.text)).join()).toMatch(/runs the command in the terminal/);
    }
    // A judge arms the press guard as an approval does, for the action that would follow; none follows here, and a
    // tool run without policy next (the Gantt click) would meet this terminal's fingerprints. A read arms nothing.
    await judgeTool(ext, tabId, 'snapshot', {});
  });
});

describe('Frappe Gantt: bars drawn in SVG are read and clicked (relay log C98)', () => {
  it('each bar prints with its label and a ref; a click shows its dates', async () => {
    await openApp(page, servers.main.url, 'frappe-gantt');
    const snap = await tools.ok('snapshot', { mode: 'full' });
    // Before: the <svg> was an unnamed image and dropped with everything in it: no bar, in full mode too.
    const qa = refOnLine(snap, /generic (e\d+): QA and accessibility review/);
    expect(snap).toMatch(/generic e\d+: Launch/);
    expect(await tools.ok('click', { ref: qa })).toContain('Apr 14 - Apr 18 (5 days)');
  });
});

describe('x-data-spreadsheet: a sheet drawn on a canvas (relay log C102)', () => {
  it('the snapshot says a drawing is there, rather than showing an empty page', async () => {
    await openApp(page, servers.main.url, 'x-spreadsheet');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    expect(snap).toMatch(/canvas: a drawing, \d+×\d+ px: what it shows is pixels, not text, and cannot be read here/);
  });
});

describe('Element Plus: a select, a dialog and its date picker (relay log C108, C111)', () => {
  it('the select opens through its own placeholder; a dialog covers the page behind, its date picker too', async () => {
    await openApp(page, servers.main.url, 'element-plus');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    // C108, before: `covered by another element (<span> "Any status" is on top of it)`: the select's own placeholder.
    const picked = await tools.ok('select_option', { ref: refOf(snap, 'combobox', 'Status'), values: 'Refunded' });
    expect(picked).toContain('text: Total 11 (new)');
    const edit = await tools.ok('click', { ref: refOf(snap, 'button', 'Edit') });
    // C111, before: a `(now covered)` line for each of ~60 elements behind the dialog, the dialog last.
    expect(edit).toMatch(/now covered by an overlay or dialog \(close it to reach them\): \d{2,} elements/);
    expect(edit).not.toContain('(now covered)');
    // Before: the date picker's popup at the screen's centre hid the dialog's backdrop from the cover check.
    const picker = await tools.ok('click', { ref: refOnLine(edit, /combobox "Ship on" (e\d+)/) });
    expect(picker).toMatch(/gridcell "14" e\d+/);
    expect(picker).not.toContain('no longer covered');
  });
});

describe('Naive UI: a select drawn with no ARIA at all (relay log C114)', () => {
  it('select_option finds the option by its text in the popup layer', async () => {
    await openApp(page, servers.main.url, 'naive-ui');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    // The priority filter is a div showing "Any priority": before, `No options appeared after opening it.`
    const filter = refOnLine(snap, /generic (e\d+)\n\s+text: Any priority/);
    expect(await tools.ok('select_option', { ref: filter, values: 'Urgent' })).toContain('selected "Urgent"');
    expect(await page.evaluate(() => document.querySelector('.n-data-table-tbody')?.textContent)).not.toMatch(
      /Low|High/,
    );
  });
});

describe('Vuetify: a select whose input lets clicks through to its frame (relay log C119)', () => {
  it('select_option on the named inner combobox opens the menu through the box around it', async () => {
    await openApp(page, servers.main.url, 'vuetify');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    // Before: `combobox "Room" is covered by another element (<div class="v-field__input"> is on top of it)`.
    const picked = await tools.ok('select_option', { ref: refOf(snap, 'combobox', 'Room'), values: 'Glacier' });
    expect(picked).toContain('selected "Glacier" in combobox "Room"');
    expect(await page.evaluate(() => document.querySelector('tbody')?.textContent)).not.toMatch(/Fjord|Harbour|Aurora/);
  });
});

describe('Ant Design: a select whose list fades in and draws its options again (relay log C125)', () => {
  it('select_option chooses in the category filter', async () => {
    await openApp(page, servers.main.url, 'antd');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    // Before: `option "Kitchen" is not visible (it has no size)`: found at opacity 0, then drawn again.
    const filter = refOnLine(snap, /text: All categories\n\s+combobox (e\d+)/);
    // The list's fade-in, slowed as on a loaded machine (the relay saw it): found mid-fade, the option is drawn anew.
    await page.addStyleTag({ content: '.ant-select-dropdown { animation-duration: 1.2s !important; }' });
    expect(await tools.ok('select_option', { ref: filter, values: 'Kitchen' })).toContain('selected "Kitchen"');
    expect(await page.evaluate(() => document.querySelector('.ant-pagination')?.textContent)).toContain('1-4 of 4');
  });
});

describe('Ionic: a mobile shell that fixes <body> and scrolls in a shadow root (relay log C122, C123)', () => {
  it('nothing reads as covered, and the full snapshot reaches past the screen', async () => {
    await openApp(page, servers.main.url, 'ionic');
    // C123, before: every control `[covered]`, <body> (position: fixed, the whole screen) taken for an overlay.
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    expect(snap).toMatch(/button "HELP" e\d+\n/);
    expect(snap).not.toContain('covered');
    // C122, before: the suggestions past y = 720 of ion-content's shadow scroller were hidden as off the page.
    expect(await tools.ok('snapshot', { mode: 'full' })).toContain('Cherry tomatoes 250 g');
  });

  it('find reaches a row action shown only by a swipe, and its hint swipes the row (relay log C129)', async () => {
    // Before: `Remove` (ion-item-options, display: none until the row is swiped) was in no snapshot, find or text.
    const found = await tools.ok('find', { query: 'remove' });
    expect(found).toMatch(/button "Remove" {2}— in the row "Organic milk 1 L", shown when it is swiped left: drag/);
    const [, from, onto] = /"Organic milk 1 L", shown when it is swiped left: drag \S+ "[^"]+" (e\d+) onto (e\d+)/.exec(
      found,
    )!;
    expect(await tools.ok('drag', { ref: from!, to_ref: onto! })).toMatch(/REMOVE/i);
  });
});

describe('Ionic: a select that asks in an alert of radios (relay log C130)', () => {
  it('select_option chooses the radio and presses the alert OK', async () => {
    // On the Ionic page the case before left open.
    await tools.ok('click', { ref: refOf(await tools.ok('snapshot', { mode: 'viewport' }), 'tab', 'DELIVERY') });
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    // Before: `No option "18:00-20:00" in button e67.` / `No options appeared after opening it.`
    // C132, before: a nameless `button e67` beside `text: Delivery slot` (its label's words were aria-hidden).
    const slot = refOnLine(snap, /button "Delivery slot, Choose a slot" (e\d+)/);
    const picked = await tools.ok('select_option', { ref: slot, values: '18:00-20:00' });
    expect(picked).toContain('selected "18:00-20:00"');
    expect(picked).not.toContain('does not include');
    expect(await tools.ok('snapshot', { mode: 'viewport' })).toContain('button "Delivery slot, 18:00-20:00 (+EUR 2)"');
    expect(await page.evaluate(() => (document.querySelector('#slot') as HTMLInputElement).value)).toBe('18-20');
  });
});

describe('Air Datepicker: a time picker of range sliders (relay log C143)', () => {
  it('fill_form sets a slider by keys, as a user would', async () => {
    await openApp(page, servers.main.url, 'air-datepicker');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    const opened = await tools.ok('click', { ref: refOnLine(snap, /textbox "Arrival time" (e\d+)/) });
    // Before: `slider e110 is not a text field (input type=range).`
    const hours = refOnLine(opened, /slider (e\d+) value="15"/);
    expect(await tools.ok('fill_form', { fields: [{ ref: hours, value: '18' }] })).toContain('set slider');
    expect(await page.evaluate(() => (document.querySelector('#arrival') as HTMLInputElement).value)).toBe('18:00');
  });
});

describe('jSuites: dropdowns that keep their closed list in the page (relay log C162, C165)', () => {
  it('select_option opens a closed list, and leaves an option chosen already as it is', async () => {
    await openApp(page, servers.main.url, 'jsuites');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    // C162, before: `option «1» is not visible (it is outside the visible area)`: the closed list's item was clicked.
    await tools.ok('select_option', { ref: refOf(snap, 'textbox', 'Meeting point'), values: 'Lighthouse Point' });
    // C165, before: "Beach litter pick", chosen already, was clicked again and so taken out; the tool said both chosen.
    const both = await tools.ok('select_option', {
      ref: refOf(snap, 'textbox', 'Activities'),
      values: ['Beach litter pick', 'Kayak cleanup'],
    });
    expect(both).toContain('("Beach litter pick" chosen already, left so)');
    const text = (id: string) => `document.getElementById('${id}').dropdown.getText()`;
    expect(await page.evaluate(`[${text('meeting')}, ${text('activities')}]`)).toEqual([
      'Lighthouse Point',
      'Beach litter pick; Kayak cleanup',
    ]);
    // C166: the tag editor has no list; the hint said only `No options appeared after opening it.`
    await tools.ok('click', { ref: refOnLine(snap, /^\s*generic (e\d+): Team$/m) });
    const full = await tools.ok('snapshot', { mode: 'full' });
    const tags = refOnLine(full, /^\s*generic (e\d+) \[editable\]: Ada Berg/m);
    const none = await tools.run('select_option', { ref: tags, values: 'Ola Nordmann' });
    expect(none).toMatchObject({ ok: false, hint: expect.stringContaining('use type with mode "append" and submit') });
  });
});

describe('Inputmask: fields that format what is typed (relay log C170, C171)', () => {
  it('a masked number takes its new value, and a value the mask only formatted raises no warning', async () => {
    await openApp(page, servers.main.url, 'inputmask');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    const field = (name: string) => ({ ref: refOf(snap, 'textbox', name) });
    const filled = await tools.ok('fill_form', {
      fields: [
        { ...field('Phone on the card'), value: '912 34 567' },
        { ...field('Quantity'), value: '500' },
        { ...field('Delivery date'), value: '2026-12-15' },
      ],
    });
    // C171, before: "500" typed over "200" read "205" (the mask mangled text inserted at once).
    expect(await page.$eval('#quantity', (i) => (i as HTMLInputElement).value)).toBe('500');
    // C170, before: a warning for "+47 912 34 567"; the date the mask took in other groups still warns.
    expect(filled).not.toMatch(/«\d+» "\+47 912 34 567"/);
    expect(filled).toMatch(/now holds «\d+», expected «\d+»/);
  });
});
