/**
 * Content that exists but is not rendered now (issue 12, class 4) and grids read as text (class 2), on real apps
 * from npm: a reveal.js deck, Bootstrap 5 tabs and accordion, an ag-grid, a Leaflet map. find reaches what is not shown and says
 * how to reveal it; get_page_text can include it, labelled as not shown; grids read in shown order with headers.
 */
import { describe, expect, it } from 'vitest';
import { appHarness, openApp, type AppHarness } from './helpers/app-harness';
import { refOf } from './helpers/refs';

const open = (app: string, query = '') => openApp(page, servers.main.url, app, query);

let { servers, page, tools } = {} as AppHarness;
appHarness((made) => ({ servers, page, tools } = made));

describe('a slide deck (reveal.js)', () => {
  it('find reaches a slide not shown and says how to get there; the keys it names get there', async () => {
    await open('reveal');
    const view = await tools.ok('snapshot', { mode: 'full' });
    expect(view).not.toContain('launch date');
    const next = refOf(view, 'button', 'next slide');
    const found = await tools.ok('find', { query: 'launch date' });
    expect(found).toContain('none shown now');
    expect(found).toContain(
      `h2 "Secret slide: the launch date is 14 March"  — in slide 9 of 10 (slide 1 is shown): press_key ArrowRight 11 times, or click button "next slide" ${next} 11 times`,
    ); // slide 3 builds its list in three steps (fragments): each is a press
    await tools.ok('press_key', { keys: Array(11).fill('ArrowRight') });
    expect(await page.evaluate(() => (window as any).Reveal.getIndices().h)).toBe(8);
    // The theme upper-cases headings: the snapshot prints what is shown.
    expect(await tools.ok('snapshot', { mode: 'viewport' })).toContain(
      'h2 "SECRET SLIDE: THE LAUNCH DATE IS 14 MARCH"',
    );
    // The way back: eight slides, and slide 3's three fragments shown again on the way.
    expect(await tools.ok('find', { query: 'Quarterly review' })).toMatch(
      /in slide 1 of 10 \(slide 9 is shown\): press_key ArrowLeft 11 times/,
    );
  });

  it('get_page_text includes the other slides only when asked, each labelled as not shown', async () => {
    await open('reveal');
    const plain = await tools.ok('get_page_text', {});
    expect(plain).not.toContain('Revenue by region');
    const all = await tools.ok('get_page_text', { include_not_shown: true });
    expect(all).toContain('### Not shown: in slide 4 of 10 (slide 1 is shown): press_key ArrowRight 6 times');
    expect(all).toContain('| North | $1.2M | $1.4M |');
    expect(all).toContain('- Churn down to 2.1%'); // a fragment, shown step by step
  });
});

describe('tabs and an accordion (Bootstrap 5)', () => {
  it('find names the tab or the collapsed header to click, with its ref; after the click the element has a ref', async () => {
    await open('bootstrap');
    const view = await tools.ok('snapshot', { mode: 'full' });
    const billing = refOf(view, 'tab', 'Billing');
    const found = await tools.ok('find', { query: 'Cancel subscription' });
    expect(found).toContain(`button "Cancel subscription"  — in tab "Billing": click tab "Billing" ${billing}`);
    const invoice = await tools.ok('find', { query: 'button invoice' });
    expect(invoice).toMatch(
      /button "Download the latest invoice" {2}— inside collapsed "Where is my invoice\?": click button "Where is my invoice\?" e\d+/,
    );
    await tools.ok('click', { ref: billing });
    const after = await tools.ok('find', { query: 'Cancel subscription' });
    expect(after).toMatch(/\[find\] 1 match for "Cancel subscription":\nbutton "Cancel subscription" e\d+/);
    expect(after).not.toContain('not shown');
    const text = await tools.ok('get_page_text', { include_not_shown: true });
    expect(text).toMatch(
      /### Not shown: in tab "Security": click tab "Security" e\d+\n\nTwo-factor authentication is off\./,
    );
    expect(text).not.toMatch(/Not shown: in tab "Billing"/);
  });
});

describe('a data grid as text (ag-grid-community)', () => {
  it('get_page_text writes the grid as a table: header names, rows in the order shown, the count rendered', async () => {
    await open('ag-grid-staff');
    // Sorted the way the agent sorts: clicks on the header (ascending, then descending), each settled, so the rows'
    // sliding animation has ended (mid-slide, a row painted over another hides its text, as on the screen).
    for (let i = 0; i < 2; i++) await tools.ok('click', { ref: await tools.ref('columnheader', /^Salary/) });
    await page.waitForFunction(() => document.querySelector('[col-id=salary][aria-sort=descending]'));
    const text = await tools.ok('get_page_text', {});
    expect(text).toContain('| Name | Dept | Salary |\n| --- | --- | --- |\n');
    const salaries = [...text.matchAll(/^\| [^|]+ \| [^|]+ \| (\d+) \|$/gm)].map((m) => Number(m[1]));
    expect(salaries.length).toBeGreaterThan(8);
    expect(salaries).toEqual([...salaries].sort((a, b) => b - a));
    expect(text).toMatch(/\(\d+ of 40 rows are rendered; scroll the grid for the others\)/);
  });
});

describe('a map as text (Leaflet)', () => {
  it('get_page_text keeps the markers by their alt and leaves out an inline image encoding', async () => {
    await open('leaflet');
    const text = await tools.ok('get_page_text', {});
    // The map's ground is a data: SVG of ~600 encoded characters: before, all of it was in the text.
    expect(text).not.toContain('%3Csvg');
    expect(text).not.toMatch(/data:image/);
    for (const store of ['Grünerløkka store', 'Majorstuen store', 'Bjørvika store'])
      expect(text).toContain(`![${store}](`);
  });
});

describe('text drawn by ::before and ::after (the page script asks only elements a content rule can reach)', () => {
  const url = (q = '') => `${servers.main.url}/test/fixtures/pages/snapshot/generated.html${q}`;

  it('reads content from plain, nested, @media, @layer and var() rules, and from rules added or shadow roots later', async () => {
    await page.goto(url(), { waitUntil: 'load' });
    let text = await tools.ok('snapshot', { mode: 'full' });
    for (const shown of [
      'Before-Lead',
      'After-Tail',
      'Nested-After',
      'Deep-Before',
      'Media-Before',
      'Layered-After',
      'Imported-After',
    ])
      expect(text).toContain(shown);
    expect(text).toContain('Var-Before');
    expect(text).not.toContain('Later-Added');
    // A rule a script adds after the first read (CSS-in-JS does this all the time).
    await page.evaluate(() => {
      const sheet = document.styleSheets[0]!;
      sheet.insertRule('.later::after { content: " Later-Added"; }', sheet.cssRules.length);
    });
    text = await tools.ok('snapshot', { mode: 'full' });
    expect(text).toContain('Later-Added');
    // A shadow root's own sheet draws on its host.
    await page.evaluate(() => {
      const root = document.getElementById('host')!.attachShadow({ mode: 'open' });
      root.innerHTML = '<style>:host::before { content: "Host-Before "; }</style><span>shadow text</span>';
    });
    text = await tools.ok('snapshot', { mode: 'full' });
    expect(text).toContain('Host-Before');
    expect(text).toContain('Later-Added');
  });

  it("reads content from a style sheet of another origin, whose rules the page's script cannot read", async () => {
    await page.goto(url(`?other=${encodeURIComponent(servers.other.url)}`), { waitUntil: 'load' });
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('.cross')!, '::before').content !== 'none',
    );
    const text = await tools.ok('snapshot', { mode: 'full' });
    expect(text).toContain('Cross-Before');
    expect(text).toContain('Before-Lead');
  });
});
