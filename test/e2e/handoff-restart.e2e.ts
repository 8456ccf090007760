/**
 * A hand-off outlives a browser restart. A restart clears which conversation each tab shows and gives the restored
 * tab a new id; here that is done by hand: the page reopens in a new tab, the old tab closes, the session storage
 * is cleared and the worker stopped. The new tab's panel shows the task waiting, and Continue goes on in it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type HandoffSite, startHandoffSite } from '../fixtures/handoff-site';
import { allowSites, useFakeModel } from './helpers/agent';
import { agentHarness } from './helpers/harness';

const h = agentHarness();
let site: HandoffSite;

beforeAll(async () => {
  site = await startHandoffSite();
  await useFakeModel(h.ext, h.llm, 'openai', {
    sitePermissions: allowSites(site.url),
  });
});
afterAll(() => site?.close());

it('a one-time code hand-off is waiting in the restored tab after a restart, and Continue finishes there', async () => {
  h.llm.script([
    { tool: 'snapshot', args: {} },
    {
      expect: (req) => expect(req.rawBody).not.toContain('834721'),
      say: 'Signed in with your code.',
    },
  ]);
  const first = await h.ext.newPage(`${site.url}/otp`);
  const firstId = await h.ext.tabIdOf(first);
  const panel = await h.ext.openPanel(firstId);
  await panel.type('textarea', 'Sign me in');
  await panel.keyboard.press('Enter');
  await panel.waitForSelector('.handoff');
  await panel.close();

  // The restart: the page comes back in a tab with another id; which tab showed what is forgotten.
  const page = await h.ext.newPage(`${site.url}/otp`);
  const tabId = await h.ext.tabIdOf(page);
  await first.close();
  await h.ext.inWorker(() => chrome.storage.session.clear());
  await h.ext.stopWorker();

  const restored = await h.ext.openPanel(tabId);
  await restored.waitForSelector('.handoff', { timeout: 20_000 });
  expect(await restored.$eval('.handoff-title', (p) => p.textContent)).toBe(
    'Your turn: enter the verification code, then press Continue.',
  );
  expect(await restored.$eval('main.panel', (m) => m.getAttribute('data-status'))).toBe('waiting');
  expect(await h.ext.inWorker((id: number) => chrome.action.getBadgeText({ tabId: id }), tabId)).toBe('!');

  await page.type('input[name=app_otp]', '834721');
  await restored.$eval('.handoff button[type=submit]', (b) => (b as HTMLButtonElement).click());
  await restored.waitForFunction(
    () =>
      document.querySelector('main.panel')?.getAttribute('data-status') === 'idle' &&
      [...document.querySelectorAll('.message-assistant')].some((n) => n.textContent?.includes('Signed in')),
    { timeout: 20_000 },
  );
  // The model's resume note came from this tab, and a tab that shows the page later does not take the task.
  const later = await h.ext.newPage(`${site.url}/otp`);
  const laterPanel = await h.ext.openPanel(await h.ext.tabIdOf(later));
  await laterPanel.waitForSelector('main.panel');
  expect(await laterPanel.$('.handoff')).toBeNull();
  await Promise.all([laterPanel.close(), later.close(), restored.close(), page.close()]);
});
