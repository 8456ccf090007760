/**
 * A download the page starts after the agent's click has settled, while the task still runs, is the agent's too:
 * cancelled and told to the model with its next action. Once the task is over, the same button is the user's.
 */
import { expect, it } from 'vitest';
import { createGate } from '../fake-llm/index.js';
import { assistantTexts, sendTask, waitForSession } from './helpers/agent';
import { downloadsNamed } from './helpers/downloads';
import { agentHarness } from './helpers/harness';

const h = agentHarness({ model: 'openai', allowFixtureSite: true });

const states = async (fragment: string) => (await downloadsNamed(h.ext, fragment)).map((d) => d.state);

it("cancels a download that begins after the action settled, reports it with the next action; the user's own goes through", async () => {
  const page = await h.ext.newPage(`${h.servers.main.url}/test/fixtures/pages/tools/download.html`);
  const tabId = await h.ext.tabIdOf(page);
  const gate = createGate();
  h.llm.script([
    { tool: 'snapshot', args: { mode: 'full' } },
    { tool: 'click', target: { role: 'button', name: 'Export later' } },
    // The model thinks while the page starts its download.
    { tool: 'click', target: { role: 'button', name: 'Refresh' }, hold: gate },
    { say: 'Done.' },
  ]);
  await sendTask(h.ext, tabId, 'Export the report');
  await gate.reached;
  await page.waitForFunction(() => document.getElementById('status')?.textContent?.includes('export started'), {
    timeout: 10_000,
  });
  await new Promise((r) => setTimeout(r, 500));
  gate.release();
  const view = await waitForSession(h.ext, tabId, (v) => v.status === 'idle' && assistantTexts(v).length > 0, 30_000);
  const refresh = view.messages.filter((m) => m.role === 'toolResult').at(-1)!;
  expect(refresh.role === 'toolResult' && refresh.text).toMatch(
    /started a download; Tabwright (cancelled|removed) it because downloads need the user/,
  );
  expect(await states('report-late')).toEqual([]);

  // The task is over: the user's own click on the same button downloads as usual.
  await page.click('#late');
  await expect.poll(async () => states('report-late'), { timeout: 10_000 }).toContain('complete');
  await page.close();
});
