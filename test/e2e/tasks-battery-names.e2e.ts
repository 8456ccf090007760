/**
 * The task battery, part 3: targets a scripted model names by role and name where the snapshot once printed a
 * different name (a CSS mark appended to it) or none (text-only suggestions, grid headers). Run as part 1
 * (tasks-battery.e2e.ts) is; each test checks the app's own state.
 */
import { expect, it } from 'vitest';
import { batteryHarness } from './helpers/battery-harness';
import { latest, runApproving } from './helpers/battery';

const { h, open } = batteryHarness();

it('Form.io: after a failed send the button is still "Send request" (its ✗ is a mark), and the second send goes', async () => {
  const page = await open('formio');
  const seen: string[] = [];
  h.llm.script([
    { tool: 'snapshot', args: { mode: 'full' } },
    { tool: 'click', target: { role: 'button', name: 'Send request' } },
    { tool: 'snapshot', args: { mode: 'full' } },
    (req) => {
      seen.push(latest(req));
      return { tool: 'type', target: { role: 'textbox', name: 'Full name *' }, args: { text: 'Ada Lovelace' } };
    },
    { tool: 'type', target: { role: 'textbox', name: 'Email *' }, args: { text: 'ada@example.com' } },
    { tool: 'click', target: { role: 'button', name: 'Send request' } },
    { say: 'Sent.' },
  ]);
  await runApproving(h.ext, page, 'Send a support request as Ada Lovelace, ada@example.com');
  // The mark still shows, as the button's text: the model sees the send failed.
  expect(seen[0]).toMatch(/button "Send request" e\d+[^\n]*: ✗$/m);
  await page.waitForFunction(() => document.title === 'Sent: Ada Lovelace', { timeout: 5000 });
});

it('jQuery UI autocomplete: picks the suggestion named "Lyon" by its text', async () => {
  const page = await open('jquery-ui');
  h.llm.script([
    { tool: 'snapshot', args: {} },
    { tool: 'type', target: { role: 'textbox', name: 'Destination' }, args: { text: 'L' } },
    { tool: 'snapshot', args: {} },
    { tool: 'click', target: { role: 'generic', name: 'Lyon' } },
    { say: 'Destination set to Lyon.' },
  ]);
  await runApproving(h.ext, page, 'Set the destination to Lyon');
  expect(await page.$eval('#dest', (n) => (n as HTMLInputElement).value)).toBe('Lyon');
});

it('w2ui grid: sorts the orders by the column header named "Total (EUR)", and the header then says so', async () => {
  const page = await open('w2ui');
  const seen: string[] = [];
  h.llm.script([
    { tool: 'snapshot', args: {} },
    { tool: 'click', target: { role: 'columnheader', name: 'Total (EUR)' } },
    { tool: 'snapshot', args: {} },
    (req) => {
      seen.push(latest(req));
      return { say: 'Sorted by total.' };
    },
  ]);
  await runApproving(h.ext, page, 'Sort the orders by total');
  const sort = await page.evaluate(
    () => (window as unknown as { w2ui: Record<string, { sortData: unknown[] }> }).w2ui.orders!.sortData,
  );
  expect(sort).toEqual([{ field: 'total', direction: 'asc' }]);
  expect(seen[0]).toMatch(/columnheader "Total \(EUR\)" e\d+ \[[^\]]*ascending/);
});
