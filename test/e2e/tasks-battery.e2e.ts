/**
 * The task battery, part 1 (grids, jQuery UI widgets, a form library's validation): user tasks on corpus apps run
 * as an independent evaluation runs them. The fake LLM plays a scripted model that names its targets by role and
 * name and reads its answers from the snapshots the extension really sent (helpers/battery.ts); the agent loop
 * runs every tool through the policy gate; each test then checks what the user would see in the app.
 * Part 2 (boards, editors, pickers, tabs) is tasks-battery-2.e2e.ts.
 */
import { expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { assistantTexts, runTaskOn } from './helpers/agent';
import { batteryHarness } from './helpers/battery-harness';
import { gridRows, latest, newestText, runApproving } from './helpers/battery';

const { h, open } = batteryHarness();
const answerOf = async (page: Page, task: string) => assistantTexts(await runTaskOn(h.ext, page, task)).at(-1)!;
const text = (page: Page, selector: string) => page.$eval(selector, (n) => (n as HTMLElement).innerText.trim());

it('ag-grid: sorts by Salary, highest first, and reads the top row', async () => {
  const page = await open('ag-grid');
  h.llm.script([
    { tool: 'snapshot', args: {} },
    { tool: 'click', target: { role: 'columnheader', name: 'Salary' } },
    { tool: 'click', target: { role: 'columnheader', name: 'Salary' } },
    { tool: 'snapshot', args: {} },
    (req) => {
      const top = gridRows(latest(req))[0]!;
      return { say: `The top earner is ${top[1]} with ${top[4]}.` };
    },
  ]);
  const answer = await answerOf(page, 'Sort the employees by salary, highest first, and tell me who earns the most');
  const top = await page.evaluate(() => {
    const api = (
      window as unknown as { gridApi: { getDisplayedRowAtIndex(i: number): { data: Record<string, unknown> } } }
    ).gridApi;
    const { name, salary } = api.getDisplayedRowAtIndex(0).data;
    return { name, salary: `$${(salary as number).toLocaleString('en-US')}` };
  });
  expect(await page.$eval('.ag-header-cell[col-id=salary]', (c) => c.getAttribute('aria-sort'))).toBe('descending');
  expect(answer).toBe(`The top earner is ${top.name} with ${top.salary}.`);
});

it('tabulator: filters the names by "Grace" and reads the first match', async () => {
  const page = await open('tabulator');
  h.llm.script([
    { tool: 'snapshot', args: {} },
    { tool: 'type', target: { role: 'searchbox', name: 'Filter name' }, args: { text: 'Grace' } },
    { tool: 'snapshot', args: {} },
    (req) => {
      const rows = gridRows(latest(req));
      if (!rows.every((r) => r[0]!.startsWith('Grace'))) return { say: `Not filtered: ${rows[0]!.join(' | ')}` };
      return { say: `${rows[0]![0]} works in ${rows[0]![1]}.` };
    },
  ]);
  const answer = await answerOf(page, 'Show only people called Grace and tell me where the first one works');
  const first = await page.evaluate(() => {
    const t = (window as unknown as { table: { getData(s: string): Array<Record<string, string>> } }).table;
    return t.getData('active')[0]!;
  });
  expect(answer).toBe(`${first.name} works in ${first.department}.`);
});

it('tabulator: renames the first person by editing the Name cell', async () => {
  const page = await open('tabulator');
  h.llm.script([
    { tool: 'snapshot', args: {} },
    { tool: 'click', target: { role: 'gridcell', name: 'Ada Lovelace 1', nth: 0 } }, // the first row's
    // The cell's editor is the focused textbox now, showing the old name.
    (req) => {
      const ref = /^ *textbox(?: "[^"]*")? (e\d+) \[[^\]]*focused[^\]]*\]/m.exec(latest(req))?.[1];
      return ref ? { tool: 'type', args: { ref, text: 'Ada King', submit: true } } : { say: 'no editor' };
    },
    { say: 'Renamed to Ada King.' },
  ]);
  await answerOf(page, 'Rename Ada Lovelace 1 to Ada King');
  expect(await text(page, '.tabulator-row:first-child .tabulator-cell[tabulator-field=name]')).toBe('Ada King');
});

it('jQuery UI: opens the Hotels tab and the breakfast question, and answers from them', async () => {
  const page = await open('jquery-ui');
  h.llm.script([
    { tool: 'snapshot', args: {} },
    { tool: 'click', target: { role: 'link', name: 'Hotels' } },
    { tool: 'click', target: { role: 'tab', name: 'Is breakfast included?' } },
    (req) => {
      const said = newestText(req.messages, /Hotel Aurora has a sea view/);
      const breakfast = newestText(req.messages, /Breakfast is included/);
      return {
        say: `${/Hotel Aurora has a sea view\./.exec(said)![0]} ${/Breakfast is included at [^.]+\./.exec(breakfast)![0]}`,
      };
    },
  ]);
  const answer = await answerOf(page, 'Which hotel is offered, and is breakfast included?');
  expect(answer).toBe('Hotel Aurora has a sea view. Breakfast is included at Hotel Aurora only.');
  expect(await page.$eval('#tab-hotels', (n) => (n as HTMLElement).offsetHeight > 0)).toBe(true);
  expect(
    await page.$$eval('#faq .ui-accordion-content', (ps) => ps.map((p) => (p as HTMLElement).offsetHeight > 0)),
  ).toEqual([false, true, false]);
});

it('jQuery UI: picks Lyon from the autocomplete, 15 March in the datepicker, and books in the dialog', async () => {
  const page = await open('jquery-ui');
  h.llm.script([
    { tool: 'snapshot', args: {} },
    { tool: 'type', target: { role: 'textbox', name: 'Destination' }, args: { text: 'Ly' } },
    // jQuery UI's suggestions have no roles: the one that reads "Lyon" is named by its text.
    { tool: 'click', target: { role: 'generic', name: 'Lyon' } },
    { tool: 'click', target: { role: 'textbox', name: 'Departure' } },
    { tool: 'click', target: { role: 'link', name: '15' } },
    { tool: 'click', target: { role: 'button', name: 'Review trip' } },
    { tool: 'type', target: { role: 'textbox', name: 'Notes' }, args: { text: 'Window seat' } },
    { tool: 'click', target: { role: 'button', name: 'Book' } },
    { say: 'Booked: Lyon, leaving 15 March 2025.' },
  ]);
  const { asked } = await runApproving(
    h.ext,
    page,
    'Plan a trip to Lyon leaving 15 March 2025, note "Window seat", and book it',
  );
  // Booking is the step a user is asked about; picking a city and a date are not.
  expect(asked).toEqual([expect.stringMatching(/Book/)]);
  expect(await text(page, 'h1')).toBe('Trip booked');
  expect(await page.$eval('#dest', (i) => (i as HTMLInputElement).value)).toBe('Lyon');
  expect(await page.$eval('#depart', (i) => (i as HTMLInputElement).value)).toBe('03/15/2025');
  expect(await page.$eval('#notes', (i) => (i as HTMLInputElement).value)).toBe('Window seat');
});

it('Form.io: sends the empty form, reads what is missing, fills it and sends again', async () => {
  const page = await open('formio');
  h.llm.script([
    { tool: 'snapshot', args: { mode: 'full' } },
    { tool: 'click', target: { role: 'button', name: 'Send request' } },
    (req) => {
      const after = newestText(req.messages, /required/i);
      const missing = ['Full name', 'Email'].filter((f) => new RegExp(`${f} is required`).test(after));
      return {
        say: `Missing: ${missing.join(', ')}`,
        tool: 'type',
        target: { role: 'textbox', name: 'Full name *' },
        args: { text: 'Ada Lovelace' },
      };
    },
    { tool: 'type', target: { role: 'textbox', name: 'Email *' }, args: { text: 'ada@example.com' } },
    { tool: 'click', target: { role: 'radio', name: 'High' } },
    // Form.io marks the failed button with a CSS glyph (✗): a mark, printed as its text, not part of its name.
    { tool: 'click', target: { role: 'button', name: 'Send request' } },
    { say: 'Sent.' },
  ]);
  const { view, asked } = await runApproving(
    h.ext,
    page,
    'Send a high-urgency support request as Ada Lovelace, ada@example.com',
  );
  expect(asked).toHaveLength(2); // each Send asks the user first
  expect(assistantTexts(view).join('\n')).toMatch(/Missing: Full name, Email/);
  await page.waitForFunction(() => document.title === 'Sent: Ada Lovelace', { timeout: 5000 });
});
