/**
 * A task cut off by a worker restart, as the user sees it: the panel reconnects to the new worker, says the task
 * was interrupted and offers Continue, which resumes the saved transcript (chat/continue) and shows the answer.
 */
import { expect, it } from 'vitest';
import { createGate } from '../fake-llm/index.js';
import { type AgentHarness, agentHarness } from './helpers/harness';
import { axeViolations, saveScreenshot } from './ui-support';

let { ext, llm, servers } = {} as AgentHarness;
agentHarness({ model: 'openai', ready: (made) => ({ ext, llm, servers } = made) });

it('shows "This task was interrupted" after a worker restart mid-task, and Continue resumes it', async () => {
  const page = await ext.newPage(`${servers.main.url}/test/fixtures/pages/child.html`);
  const tabId = await ext.tabIdOf(page);
  const gate = createGate();
  llm.script([
    { say: 'Never arrives.', hold: gate },
    // The resumed run sends the saved transcript: the user's task is still the last message.
    {
      say: 'Picked up where we left off.',
      expect: (req) => expect(req.messages.at(-1)!.text).toContain('Summarise this page'),
    },
  ]);
  const panel = await ext.openPanel(tabId);
  await panel.type('textarea', 'Summarise this page');
  await panel.keyboard.press('Enter');
  await gate.reached;
  await panel.waitForSelector('main.panel[data-status=running]');

  await ext.stopWorker();
  gate.release();
  // The panel's port drops with the worker; reconnecting wakes a new one, which finds the task cut off.
  const notice = await panel.waitForSelector('.notice-bar', { timeout: 20_000 });
  expect(await notice!.$eval('p', (p) => p.textContent)).toBe('This task was interrupted.');
  expect(await panel.$eval('main.panel', (m) => m.getAttribute('data-status'))).toBe('interrupted');
  expect(await panel.$$eval('.message-user .text', (ns) => ns.map((n) => n.textContent))).toEqual([
    'Summarise this page',
  ]);
  expect(await axeViolations(panel)).toEqual([]);
  await saveScreenshot(panel, 'panel-interrupted');

  await notice!.$eval('button', (b) => (b as HTMLButtonElement).click());
  await panel.waitForFunction(
    () =>
      [...document.querySelectorAll('.message-assistant')].some((n) =>
        n.textContent?.includes('Picked up where we left off.'),
      ),
    { timeout: 20_000 },
  );
  await panel.waitForFunction(() => document.querySelector('main.panel')?.getAttribute('data-status') === 'idle');
  expect(await panel.$$('.notice-bar')).toHaveLength(0);
  expect(llm.requests).toHaveLength(2);
  await panel.close();
  await page.close();
});
