/**
 * Hand-off on real pages, through the real panel: the agent stops for a sign-in wall, a CAPTCHA and a one-time
 * code (detected in code, not left to the model), the test acts as the user in the tab, presses Continue (or Take
 * over, then Hand back with a note) and the agent goes on with what changed. A stopped worker loses nothing.
 */
import type { Page } from 'puppeteer';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createGate } from '../fake-llm/index.js';
import { type HandoffSite, startHandoffSite } from '../fixtures/handoff-site';
import { type LoginSite, startLoginSite } from '../fixtures/login-site';
import { allowSites, assistantTexts, useFakeModel, waitForSession } from './helpers/agent';
import { agentHarness } from './helpers/harness';
import { openPalette, paletteClosed } from './helpers/palette';

const h = agentHarness();
let login: LoginSite;
let site: HandoffSite;

beforeAll(async () => {
  [login, site] = await Promise.all([startLoginSite(), startHandoffSite()]);
  await useFakeModel(h.ext, h.llm, 'openai', { sitePermissions: allowSites(login.url, site.url) });
});
afterAll(() => {
  login?.close();
  site?.close();
});

async function startInPanel(url: string, task: string) {
  const page = await h.ext.newPage(url);
  const tabId = await h.ext.tabIdOf(page);
  const panel = await h.ext.openPanel(tabId);
  await panel.type('textarea', task);
  await panel.keyboard.press('Enter');
  return { page, tabId, panel };
}

const turnText = (panel: Page) => panel.$eval('.handoff-title', (p) => p.textContent);
const pressResume = (panel: Page) =>
  panel.$eval('.handoff button[type=submit]', (b) => (b as HTMLButtonElement).click());
const isActive = (tabId: number) =>
  h.ext.inWorker(async (id: number) => (await chrome.tabs.get(id)).active, tabId) as Promise<boolean>;

it('a sign-in wall: the agent hands off, the user signs in and presses Continue, the agent finishes', async () => {
  h.llm.script([
    { tool: 'snapshot', args: {} },
    {
      label: 'after Continue',
      expect: (req) => {
        const resume = req.messages.find((m) => m.role === 'user' && m.text.includes('pressed Continue'))!;
        expect(resume.text).toContain('because of a sign-in page');
        expect(req.messages.at(-1)!.text).toContain('Signed in as Ada');
        expect(req.rawBody).not.toContain('secret'); // the password the user typed
      },
      tool: 'type',
      target: { role: 'textbox', name: 'Display name' },
      args: { text: 'Grace' },
    },
    { tool: 'click', target: { role: 'button', name: 'Save profile' } },
    { say: 'Your display name is now Grace.' },
  ]);
  const { page, tabId, panel } = await startInPanel(`${login.url}/account`, 'Change my display name to Grace');
  await panel.waitForSelector('.handoff');
  expect(await turnText(panel)).toBe('Your turn: sign in on this page, then press Continue.');
  // The banner names the site the user signs in to (a look-alike sign-in on another site would show its own host).
  expect(await panel.$eval('.handoff-site', (p) => p.getAttribute('data-site'))).toBe(new URL(login.url).host);
  const waiting = await waitForSession(h.ext, tabId, (v) => v.status === 'waiting');
  expect(waiting.handoff?.kind).toBe('login');
  expect(await isActive(tabId)).toBe(true); // brought to front over the panel's tab
  expect(h.llm.requests).toHaveLength(1);

  // The user signs in, in the agent's tab.
  await page.type('input[name=user]', 'ada');
  await page.type('input[name=password]', 'secret');
  await Promise.all([page.waitForNavigation(), page.click('button')]);
  await pressResume(panel);
  const done = await waitForSession(h.ext, tabId, (v) => v.status === 'idle' && assistantTexts(v).length > 0);
  expect(assistantTexts(done).at(-1)).toBe('Your display name is now Grace.');
  expect(login.account.name).toBe('Grace');
  await panel.close();
  await page.close();
});

it('a CAPTCHA frame: the agent hands off and never touches it, even when the model tries to click it', async () => {
  h.llm.script([
    { tool: 'snapshot', args: {} },
    { tool: 'click', target: { role: 'button', name: 'Subscribe' } },
    // Continue pressed without solving it: the fooled model goes for the checkbox in the frame.
    { tool: 'click', target: { role: 'checkbox', name: "I'm not a robot" } },
  ]);
  const { page, tabId, panel } = await startInPanel(`${site.url}/signup`, 'Subscribe me to the newsletter');
  await panel.waitForSelector('.handoff');
  expect(await turnText(panel)).toBe('Your turn: solve the CAPTCHA on this page, then press Continue.');
  expect((await waitForSession(h.ext, tabId, (v) => v.status === 'waiting')).handoff?.kind).toBe('captcha');
  expect(h.llm.requests).toHaveLength(2);

  await pressResume(panel);
  const again = await waitForSession(h.ext, tabId, (v) => v.status === 'waiting' && h.llm.requests.length === 3);
  const refusal = again.messages.at(-1)!;
  expect(refusal.role === 'toolResult' && refusal.text).toMatch(
    /Policy refused this action: The action targets a CAPTCHA/,
  );
  expect(again.handoff?.kind).toBe('captcha');
  expect(site.captchaEvents).toEqual([]);
  await panel.$eval('button.danger, .composer .danger', (b) => (b as HTMLButtonElement).click()).catch(() => undefined);
  await h.ext.inWorker(`globalThis.tabwright.stopTask(${tabId})`);
  await panel.close();
  await page.close();
});

it('a CAPTCHA the page draws itself (no vendor frame): handed off on reading; typing into it after Continue is refused', async () => {
  h.llm.script([
    { tool: 'snapshot', args: {} },
    // Continue pressed without solving it: the fooled model goes for the field.
    { tool: 'type', target: { role: 'textbox', name: 'Enter the captcha' }, args: { text: 'X7KQ2' } },
  ]);
  const { page, tabId, panel } = await startInPanel(`${site.url}/contact`, 'Send them a message');
  const waiting = await waitForSession(h.ext, tabId, (v) => v.status === 'waiting');
  expect(waiting.handoff?.kind).toBe('captcha');
  expect(h.llm.requests).toHaveLength(1); // found as the agent read the page, before the model acted
  await panel.waitForSelector('.handoff');
  await pressResume(panel);
  const again = await waitForSession(h.ext, tabId, (v) => v.status === 'waiting' && h.llm.requests.length === 2);
  const refusal = again.messages.at(-1)!;
  expect(refusal.role === 'toolResult' && refusal.text).toMatch(/The action targets a CAPTCHA/);
  expect(await page.$eval('[name=captcha]', (i) => (i as HTMLInputElement).value)).toBe('');
  expect(site.captchaEvents).toEqual([]);
  await h.ext.inWorker(`globalThis.tabwright.stopTask(${tabId})`);
  await panel.close();
  await page.close();
});

it('Take over mid-task, then Hand back with a note that the model receives', async () => {
  const gate = createGate();
  const note = 'I typed the name myself; just press Save.';
  h.llm.script([
    { tool: 'snapshot', args: {}, hold: gate },
    {
      expect: (req) => {
        const resume = req.messages.find((m) => m.role === 'user' && m.text.includes('Take over'))!;
        expect(resume.text).toContain(`The user's note: ${note}`);
      },
      tool: 'click',
      target: { role: 'button', name: 'Save' },
    },
    { say: 'Saved.' },
  ]);
  const { page, tabId, panel } = await startInPanel(`${site.url}/form`, 'Fill in my name and save the profile');
  await gate.reached;
  await panel.waitForSelector('button.take-over');
  await panel.click('button.take-over');
  await panel.waitForFunction(() => document.querySelector('button.take-over')?.hasAttribute('disabled'));
  gate.release();
  await panel.waitForSelector('.handoff');
  expect(await turnText(panel)).toBe('You have the tab. Do what you need, then press Hand back.');
  expect(h.llm.requests).toHaveLength(1);

  await page.type('input[name=name]', 'Ada Lovelace');
  await panel.type('.handoff textarea', note);
  await pressResume(panel);
  await waitForSession(h.ext, tabId, (v) => v.status === 'idle' && assistantTexts(v).includes('Saved.'));
  expect(await page.$eval('#out', (p) => p.textContent)).toBe('Saved Ada Lovelace');
  expect(h.llm.requests[1]!.messages.some((m) => m.text.includes(note))).toBe(true);
  await panel.close();
  await page.close();
});

it('a one-time code hand-off survives a stopped worker; Continue works after it and the code stays hidden', async () => {
  h.llm.script([
    { tool: 'snapshot', args: {} },
    {
      expect: (req) => {
        expect(req.rawBody).not.toContain('834721');
        expect(req.messages.at(-1)!.text).toContain('Authentication code');
      },
      say: 'The code is entered; press Verify when ready.',
    },
  ]);
  const { page, tabId, panel } = await startInPanel(`${site.url}/otp`, 'Sign me in');
  await panel.waitForSelector('.handoff');
  expect(await turnText(panel)).toBe('Your turn: enter the verification code, then press Continue.');

  await h.ext.stopWorker();
  // A panel opened now wakes a new worker, which still has the task waiting for the user (read from storage).
  const fresh = await h.ext.openPanel(tabId);
  await fresh.waitForSelector('.handoff', { timeout: 20_000 });
  expect(await turnText(fresh)).toBe('Your turn: enter the verification code, then press Continue.');
  expect(await fresh.$eval('main.panel', (m) => m.getAttribute('data-status'))).toBe('waiting');

  await page.type('input[name=app_otp]', '834721');
  await pressResume(fresh);
  await fresh.waitForFunction(
    () =>
      document.querySelector('main.panel')?.getAttribute('data-status') === 'idle' &&
      [...document.querySelectorAll('.message-assistant')].some((n) => n.textContent?.includes('The code is entered')),
    { timeout: 20_000 },
  );
  expect(await fresh.$eval('main.panel', (m) => m.textContent)).not.toContain('834721');
  await fresh.close();
  await panel.close();
  await page.close();
});

/** Opens the palette on `page` (as the shortcut does) and returns its frame, an extension page over the web page. */
async function paletteFrame(page: Page, tabId: number) {
  await openPalette(h.ext, page, tabId);
  const frame = await page.waitForFrame((f) => f.url().includes('/src/palette/frame.html'));
  await frame.waitForSelector('button.handoff-action');
  return frame;
}

it('Take over and Hand back from the palette: the note typed there reaches the model', async () => {
  const gate = createGate();
  const note = 'Name typed; press Save please.';
  h.llm.script([
    { tool: 'snapshot', args: {}, hold: gate },
    {
      expect: (req) => expect(req.messages.some((m) => m.text.includes(`The user's note: ${note}`))).toBe(true),
      tool: 'click',
      target: { role: 'button', name: 'Save' },
    },
    { say: 'Saved from the palette.' },
  ]);
  const { page, tabId, panel } = await startInPanel(`${site.url}/form`, 'Fill in my name and save the profile');
  await gate.reached;
  const running = await paletteFrame(page, tabId);
  expect(await running.$eval('button.handoff-action', (b) => b.textContent)).toBe('Take over');
  await running.click('button.handoff-action');
  await paletteClosed(page);
  gate.release();
  await waitForSession(h.ext, tabId, (v) => v.status === 'waiting');
  expect(h.llm.requests).toHaveLength(1);

  await page.type('input[name=name]', 'Grace Hopper');
  const waiting = await paletteFrame(page, tabId);
  await waiting.type('input', note);
  await waiting.click('button.handoff-action');
  await waitForSession(
    h.ext,
    tabId,
    (v) => v.status === 'idle' && assistantTexts(v).includes('Saved from the palette.'),
  );
  expect(await page.$eval('#out', (p) => p.textContent)).toBe('Saved Grace Hopper');
  await panel.close();
  await page.close();
});
