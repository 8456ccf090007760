/**
 * A task in a tab the user is not looking at: the side panel (opened as a tab here) or another tab is in front, so
 * Chrome paints no frames for the worked-on page and throttles its timers. Actions must still land, in order, with
 * the page's own result read back. Step times are printed for the record; the benchmark (bench:actions, hidden
 * rows) is where their speed is judged, not here.
 */
import { expect, it } from 'vitest';
import { assistantTexts, sendTask, waitForSession } from './helpers/agent';
import { agentHarness, openSwaggerForTask } from './helpers/harness';

const h = agentHarness({ check: 'done' });

it('swagger-ui: a task runs to the right result while another tab is in front', { timeout: 240_000 }, async () => {
  const { page, tabId } = await openSwaggerForTask(h, 'openai');
  h.llm.script([
    { tool: 'snapshot', args: { mode: 'full' } },
    { tool: 'hover', target: { role: 'button', name: /^GET \/pet\/\{petId\}/ } },
    { tool: 'click', target: { role: 'button', name: /^GET \/pet\/\{petId\}/ } },
    { tool: 'click', target: { role: 'button', name: 'Try it out' } },
    { tool: 'type', target: { role: 'textbox', name: /petId/ }, args: { text: '5' } },
    { tool: 'click', target: { role: 'button', name: 'Execute' } },
    { say: 'I sent GET /pet/5.' },
  ]);
  // The panel as a tab sits in front of the page, and a second tab goes in front of both.
  const panel = await h.ext.openPanel(tabId);
  const other = await h.ext.newPage(`${h.servers.main.url}/test/fixtures/pages/tools/second.html`);
  await other.bringToFront();
  expect(await page.evaluate(() => document.visibilityState)).toBe('hidden');
  await sendTask(h.ext, tabId, 'Find pet 5 in this API console');
  const view = await waitForSession(
    h.ext,
    tabId,
    (v) => v.status !== 'running' && assistantTexts(v).length > 0,
    150_000,
  );
  expect(view.status).toBe('idle');
  const results = view.messages.filter((m) => m.role === 'toolResult');
  expect(results.map((r) => r.toolName)).toEqual(['snapshot', 'hover', 'click', 'click', 'type', 'click']);
  expect(results.filter((r) => r.isError)).toEqual([]);
  // What the page shows, not what the agent says: the request went out with the typed id.
  expect(await page.$eval('.request-url pre', (n) => n.textContent)).toMatch(/\/pet\/5$/);
  // Step times (from each result back to the previous message), for the record.
  const steps = view.messages.flatMap((m, i) =>
    m.role === 'toolResult' ? [`${m.toolName} ${m.createdAt - view.messages[i - 1]!.createdAt} ms`] : [],
  );
  console.log(`hidden-tab task steps: ${steps.join(', ')}`);
  await other.close();
  await panel.close();
  await page.close();
});
