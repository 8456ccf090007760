/**
 * CAPTCHAs found as the agent reads the page (issue #16), in real Chromium through the real panel: a reCAPTCHA
 * frame from another site (localhost, at the vendor's anchor path) that is there from the start, a site's own
 * "I'm not a robot" box, and a page that only claims to be a check. Each time the task is handed to the user right
 * after the first snapshot, before the model could act on the page, and nothing in the page is touched. The
 * claiming page may stop the task (harmless), but none of its words reach the hand-off the model and panel read.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type HandoffSite, startHandoffSite } from '../fixtures/handoff-site';
import { allowSites, useFakeModel, waitForSession } from './helpers/agent';
import { agentHarness } from './helpers/harness';

// The scripted click after the snapshot must never be asked for: 'failures' lets it stay unused.
const h = agentHarness({ check: 'failures' });
let site: HandoffSite;

beforeAll(async () => {
  site = await startHandoffSite();
  await useFakeModel(h.ext, h.llm, 'openai', { sitePermissions: allowSites(site.url) });
});
afterAll(() => site?.close());

/** Runs the task on the page; the fooled model would click `target` once it saw the snapshot. */
async function handsOff(path: string, target: { role: string; name: string }) {
  h.llm.script([
    { tool: 'snapshot', args: {} },
    { tool: 'click', target },
  ]);
  const page = await h.ext.newPage(`${site.url}${path}`);
  const tabId = await h.ext.tabIdOf(page);
  const panel = await h.ext.openPanel(tabId);
  await panel.type('textarea', 'Get this done for me');
  await panel.keyboard.press('Enter');
  const waiting = await waitForSession(h.ext, tabId, (v) => v.status === 'waiting');
  const title = await (await panel.waitForSelector('.handoff-title'))!.evaluate((p) => p.textContent);
  const shown = await panel.$eval('.handoff', (p) => p.textContent ?? '');
  await h.ext.inWorker(`globalThis.tabwright.stopTask(${tabId})`);
  await panel.close();
  await page.close();
  return { waiting, title, shown };
}

it('a reCAPTCHA frame on the page from the start: handed off as the agent reads the page, never touched', async () => {
  const { waiting, title } = await handsOff('/captcha-now', { role: 'checkbox', name: "I'm not a robot" });
  expect(waiting.handoff?.kind).toBe('captcha');
  expect(title).toBe('Your turn: solve the CAPTCHA on this page, then press Continue.');
  expect(h.llm.requests).toHaveLength(1); // the snapshot's result never went to the model to act on
  expect(site.captchaEvents).toEqual([]);
});

it('a site\'s own "I\'m not a robot" box: handed off as the agent reads the page, never touched', async () => {
  const { waiting } = await handsOff('/robot', { role: 'checkbox', name: 'I’m not a robot' });
  expect(waiting.handoff?.kind).toBe('captcha');
  expect(waiting.handoff?.reason).toMatch(/draws itself/);
  expect(h.llm.requests).toHaveLength(1);
  expect(site.captchaEvents).toEqual([]);
});

it('a page that only claims to be a check stops the task, and none of its words become the hand-off', async () => {
  const { waiting, shown } = await handsOff('/claim', { role: 'button', name: 'Verify you are human' });
  expect(waiting.handoff?.kind).toBe('captcha');
  for (const text of [JSON.stringify(waiting.handoff), shown])
    expect(text).not.toMatch(/evil|password|CANARY-CLAIM|cannot be solved/i);
  expect(h.llm.requests).toHaveLength(1);
  expect(site.captchaEvents).toEqual([]);
});
