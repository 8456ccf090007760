/**
 * The task battery, part 2 (drag-and-drop boards, a code editor, a tag widget, a shop page's tabs and form): run as
 * part 1 (tasks-battery.e2e.ts) is. The scripted model names targets by role and name, or, for a card that has
 * only text, by the text the snapshot shows inside it (helpers/battery.ts); each test checks the app's own state.
 */
import { expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { assistantTexts, runTaskOn } from './helpers/agent';
import { batteryHarness } from './helpers/battery-harness';
import { editorLine, latest, refHolding, runApproving } from './helpers/battery';

const { h, open } = batteryHarness();
const text = (page: Page, selector: string) => page.$eval(selector, (n) => (n as HTMLElement).innerText.trim());

it('dragula board: moves "Crash when a PDF has no pages" from To do to Review', async () => {
  const page = await open('dragula-board');
  h.llm.script([
    { tool: 'snapshot', args: {} },
    (req) => {
      const s = latest(req);
      return {
        tool: 'drag',
        args: { ref: refHolding(s, 'Crash when a PDF has no pages'), to_ref: refHolding(s, 'Upgrade the payment SDK') },
      };
    },
    { say: 'Moved it to Review.' },
  ]);
  await runTaskOn(h.ext, page, 'Move the PDF crash bug to Review');
  const column = await page.evaluate(() => {
    const card = [...document.querySelectorAll('[data-id]')].find((c) => /Crash when a PDF/.test(c.textContent ?? ''));
    return card?.closest('[data-col]')?.getAttribute('data-col');
  });
  expect(column).toBe('review');
  expect(await text(page, 'body')).toMatch(/T-322 moved to Review/);
});

it('jKanban: drags "Audit npm dependencies" onto the Done column', async () => {
  const page = await open('jkanban');
  h.llm.script([
    { tool: 'snapshot', args: {} },
    (req) => {
      const s = latest(req);
      return {
        tool: 'drag',
        args: { ref: refHolding(s, 'Audit npm dependencies'), to_ref: refHolding(s, 'Onboarding emails') },
      };
    },
    { say: 'Done.' },
  ]);
  await runTaskOn(h.ext, page, 'Mark the npm audit card as done');
  expect(await text(page, '#count')).toBe('To do: 3 · In progress: 3 · Review: 1 · Done: 3');
});

it('CodeMirror: changes TAX_RATE to 0.25 and reads the line back', async () => {
  const page = await open('codemirror');
  h.llm.script([
    { tool: 'snapshot', args: {} },
    { tool: 'click', target: { role: 'textbox' } },
    { tool: 'press_key', args: { keys: ['Control+Home', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'End', 'ArrowLeft'] } },
    { tool: 'type', target: { role: 'textbox' }, args: { text: '5', mode: 'insert' } },
    { tool: 'snapshot', args: {} },
    (req) => ({ say: `Line 4 now reads: ${editorLine(latest(req), 4)}` }),
  ]);
  const view = await runTaskOn(h.ext, page, 'Set the tax rate to 0.25 and show me the line');
  expect(assistantTexts(view).at(-1)).toBe('Line 4 now reads: export const TAX_RATE = 0.25;');
  const line4 = await page.evaluate(
    () =>
      (window as unknown as { view: { state: { doc: { line(n: number): { text: string } } } } }).view.state.doc.line(4)
        .text,
  );
  expect(line4).toBe('export const TAX_RATE = 0.25;');
});

it('Tom Select: adds the "feature" label, assigns Ada Lovelace and creates the issue', async () => {
  const page = await open('tom-select');
  h.llm.script([
    { tool: 'snapshot', args: {} },
    { tool: 'select_option', target: { role: 'combobox', name: 'Labels' }, args: { values: 'feature' } },
    { tool: 'select_option', target: { role: 'combobox', name: 'Assignee' }, args: { values: 'Ada Lovelace' } },
    { tool: 'click', target: { role: 'button', name: 'Create issue' } },
    { say: 'Created.' },
  ]);
  await runApproving(h.ext, page, 'Label the issue as a feature too, assign it to Ada and create it');
  await page.waitForFunction(() => location.search.includes('assignee='), { timeout: 5000 });
  const query = new URL(page.url()).searchParams;
  expect(query.get('assignee')).toBe('ada');
  expect(query.getAll('labels').sort()).toEqual(['bug', 'feature', 'p1']);
});

it('react-tabs shop: Rust, size S/M, two of them into the cart, then opens the shipping tab', async () => {
  const page = await open('react-tabs');
  h.llm.script([
    { tool: 'snapshot', args: {} },
    { tool: 'click', target: { role: 'radio', name: 'Rust' } },
    { tool: 'select_option', target: { role: 'combobox', name: 'Size' }, args: { values: 'S/M' } },
    { tool: 'type', target: { role: 'spinbutton', name: 'Quantity' }, args: { text: '2' } },
    { tool: 'click', target: { role: 'button', name: 'Add to cart' } },
    { tool: 'click', target: { role: 'tab', name: 'Shipping & returns' } },
    { say: 'Two Rust S/M packs are in the cart.' },
  ]);
  await runApproving(h.ext, page, 'Put two Rust backpacks in size S/M in my cart, then show me the shipping terms');
  expect(await page.evaluate(() => (window as unknown as { __cart: unknown[] }).__cart)).toEqual([
    { colour: 'rust', size: 'S/M', qty: 2 },
  ]);
  expect(await text(page, 'a[href="#cart"]')).toBe('Cart (2)');
  expect(await text(page, '[role=tab][aria-selected=true]')).toBe('Shipping & returns');
});
