/**
 * The other answers to a card, through the real panel: "Always allow on <site>" runs the call and is remembered in
 * settings, so the next action on the site does not ask; a high-risk card offers no "always" and asks every time;
 * Stop while a card waits answers it "aborted" and the call never runs. Every decision is in the conversation.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runTask, settingsFor, startHarness, stopHarness, TASK, type Harness } from '../fixtures/pages/redteam/harness';
import { sendTask, waitForSession } from './helpers/agent';
import { readSettings } from './helpers/settings';
import { axeViolations } from './ui-support';

const h = {} as Harness;
const FORMS = '/test/fixtures/pages/tools/forms.html';

beforeAll(async () => {
  Object.assign(h, await startHarness());
}, 60_000);
afterAll(() => stopHarness(h));

it('the first act on a new site asks; "Always allow" runs it, is saved, and the next act does not ask', async () => {
  await settingsFor(h, 'act-without-asking', { sitePermissions: {} });
  await h.page.goto(`${h.origins.VICTIM}${FORMS}`, { waitUntil: 'load' });
  const { answers, conversation } = await runTask(
    h,
    [
      { tool: 'snapshot', args: {} },
      { tool: 'click', target: { role: 'checkbox', name: 'Newsletter' } },
      { tool: 'type', target: { role: 'textbox', name: 'City' }, args: { text: 'Bergen' } },
      { say: 'Subscribed and set the city.' },
    ],
    'Subscribe me and set the city to Bergen',
    (card) => {
      expect(card.buttons).toEqual(['allow-once', 'allow-always', 'deny']);
      return 'allow-always';
    },
  );
  // Reading the page the user opened needed no ask; the first act did, the second did not.
  expect(answers).toEqual(['site:click:allow-always']);
  expect(await h.page.$eval('#news', (el) => (el as HTMLInputElement).checked)).toBe(true);
  expect(await h.page.$eval('#city', (el) => (el as HTMLInputElement).value)).toBe('Bergen');
  const saved = (await readSettings(h.ext)) as { sitePermissions: Record<string, { act: string; read: string }> };
  expect(saved.sitePermissions[h.origins.VICTIM]).toMatchObject({ act: 'allow', read: 'ask' });
  const log = conversation.decisions.map((d: any) => `${d.tool}:${d.verdict}${d.answer ? `:${d.answer}` : ''}`);
  expect(log).toEqual(['snapshot:allow', 'click:ask:always', 'type:allow']);
  // The answered card stays in the panel with the answer.
  await h.panel.waitForSelector('.ask [data-answer="always"].ask-answer');
});

it('a high-risk card offers no "always", runs on "Allow once", and asks again next time', async () => {
  await settingsFor(h, 'act-without-asking');
  await h.page.goto(`${h.origins.VICTIM}${FORMS}`, { waitUntil: 'load' });
  let cards = 0;
  const { answers, conversation } = await runTask(
    h,
    [
      { tool: 'evaluate', args: { code: 'return document.title' } },
      { tool: 'evaluate', args: { code: 'return location.href' } },
      { say: 'Done.' },
    ],
    'What is the title of this page?',
    (card) => {
      expect(card.buttons).toEqual(['allow-once', 'deny']);
      return card.kind === 'high-risk' && cards++ === 0 ? 'allow-once' : 'deny';
    },
  );
  const results = conversation.messages.filter((m: any) => m.role === 'toolResult');
  expect(answers).toEqual(['high-risk:evaluate:allow-once', 'high-risk:evaluate:deny']);
  expect(results[0].isError).toBe(false);
  expect(results[1].text).toMatch(/^Error: The user declined this action: evaluate is a high-risk tool/);
});

it('a download the user approves on its card goes through; one the page starts on its own is cancelled', async () => {
  await settingsFor(h, 'act-without-asking');
  await h.page.goto(`${h.origins.VICTIM}/test/fixtures/pages/tools/download.html`, { waitUntil: 'load' });
  const { answers, conversation } = await runTask(
    h,
    [
      { tool: 'snapshot', args: {} },
      { tool: 'click', target: { role: 'link', name: 'Monthly report' } },
      { tool: 'click', target: { role: 'link', name: 'Quarterly report' } },
      { say: 'Downloaded the quarterly report; the monthly one needs you.' },
    ],
    'Download the reports',
    (card) => (card.kind === 'high-risk' ? 'allow-once' : 'deny'),
  );
  expect(answers).toEqual(['high-risk:click:allow-once']);
  const results = conversation.messages.filter((m: any) => m.role === 'toolResult');
  expect(results[1].text).toMatch(/started a download; Tabwright (cancelled|removed) it/);
  expect(results[2].text).not.toMatch(/started a download/);
  const states = (name: string) =>
    h.ext.inWorker(
      async (n: string) => (await chrome.downloads.search({ filenameRegex: n })).map((d) => d.state),
      name,
    );
  expect(await states('report-agent')).toEqual([]);
  await expect.poll(() => states('report-approved'), { timeout: 10_000 }).toContain('complete');
});

it('going back to a blocked site is refused like any navigation there', async () => {
  await settingsFor(h, 'act-without-asking');
  // The user visited the blocked site, then this page, in this tab.
  await h.page.goto(`${h.origins.BLOCKED}${FORMS}`, { waitUntil: 'load' });
  await h.page.goto(`${h.origins.VICTIM}${FORMS}`, { waitUntil: 'load' });
  const { answers, conversation } = await runTask(
    h,
    [{ tool: 'navigate', args: { action: 'back' } }, { say: 'I could not go back.' }],
    'Go back',
  );
  expect(answers).toEqual([]);
  const result = conversation.messages.find((m: any) => m.role === 'toolResult');
  expect(result.isError).toBe(true);
  expect(result.text).toMatch(/^Error: Policy refused/);
  expect(h.page.url()).toContain(h.origins.VICTIM);
});

it('Stop while a card waits answers it "aborted": the call never runs; the card is accessible', async () => {
  await settingsFor(h, 'act-without-asking');
  await h.page.goto(`${h.origins.VICTIM}${FORMS}`, { waitUntil: 'load' });
  await h.ext.inWorker(`globalThis.tabwright.sessions.reset(${h.tabId})`);
  h.llm.reset();
  h.llm.script([
    { tool: 'evaluate', args: { code: "document.body.dataset.ran = 'yes'; return 1" } },
    { say: 'unused' },
  ]);
  await sendTask(h.ext, h.tabId, TASK);
  await h.panel.bringToFront();
  const card = await h.panel.waitForSelector('.ask-pending.ask-high-risk');
  expect(await card!.$eval('.ask-details', (el) => el.textContent)).toContain("document.body.dataset.ran = 'yes'");
  expect(await axeViolations(h.panel, '.asks')).toEqual([]);
  await h.ext.inWorker(`globalThis.tabwright.stopTask(${h.tabId})`);
  await h.panel.waitForSelector('.ask [data-answer="aborted"].ask-answer');
  await h.page.bringToFront();
  const view = await waitForSession(h.ext, h.tabId, (v) => v.status !== 'running');
  expect(await h.page.evaluate(() => document.body.dataset.ran)).toBeUndefined();
  const results = view.messages.filter((m) => m.role === 'toolResult') as Array<{ isError: boolean; text: string }>;
  expect(results.map((r) => r.isError)).toEqual([true]);
  expect(results[0]!.text).toMatch(/^Error: The user declined this action/);
  const decisions = await h.ext.inWorker<any[]>(
    `globalThis.tabwright.sessions.get(${h.tabId}).then((l) => l.conversation.decisions)`,
  );
  expect(decisions.map((d) => [d.verdict, d.answer, d.outcome])).toEqual([['ask', 'aborted', 'refused']]);
});

it('ask before acting: the plan is approved once, acts on its site then run without asking, high-risk still asks', async () => {
  await settingsFor(h, 'ask-before-acting');
  await h.page.goto(`${h.origins.VICTIM}${FORMS}`, { waitUntil: 'load' });
  const plan = {
    summary: 'Subscribe and set the city',
    steps: ['Tick Newsletter', 'Type Oslo into City'],
    sites: [h.origins.VICTIM],
  };
  const { answers, conversation } = await runTask(
    h,
    [
      { tool: 'snapshot', args: {} },
      { tool: 'propose_plan', args: plan },
      { tool: 'click', target: { role: 'checkbox', name: 'Newsletter' } },
      { tool: 'type', target: { role: 'textbox', name: 'City' }, args: { text: 'Oslo' } },
      { tool: 'evaluate', args: { code: 'return 1' } },
      { say: 'Done within the plan.' },
    ],
    'Subscribe me and set the city to Oslo',
    (card) => (card.kind === 'plan' ? 'allow-once' : 'deny'),
  );
  expect(answers).toEqual(['plan:propose_plan:allow-once', 'high-risk:evaluate:deny']);
  expect(await h.page.$eval('#city', (el) => (el as HTMLInputElement).value)).toBe('Oslo');
  const log = conversation.decisions.map((d: any) => `${d.tool}:${d.verdict}${d.answer ? `:${d.answer}` : ''}`);
  expect(log).toEqual(['snapshot:allow', 'propose_plan:ask:once', 'click:allow', 'type:allow', 'evaluate:ask:deny']);
  await h.panel.bringToFront();
  expect(await h.panel.$$eval('.ask-plan .ask-details', (els) => els.map((e) => e.textContent))).toEqual([
    '1. Tick Newsletter\n2. Type Oslo into City',
  ]);
  await h.page.bringToFront();
});

it("after the agent moves to another tab, its calls are judged on that tab's site and elements", async () => {
  await settingsFor(h, 'act-without-asking');
  await h.page.goto(`${h.origins.VICTIM}${FORMS}`, { waitUntil: 'load' });
  const before = new Set((await h.ext.browser.pages()).map((p) => p.target()));
  const { answers, conversation } = await runTask(
    h,
    [
      { tool: 'snapshot', args: {} },
      { tool: 'tabs', args: { action: 'open', url: `${h.origins.ATTACKER}/test/fixtures/pages/redteam/inbox.html` } },
      // Acting on the new tab's site (never allowed) asks, though the task's own tab is on an allowed site.
      { tool: 'scroll', args: { direction: 'down', pages: 1 } },
      // Its ref (e2) also exists on forms.html, as a harmless option: facts must come from the tab the agent is in.
      { tool: 'click', target: { role: 'button', name: 'Delete all messages' } },
      { say: 'Stopped.' },
    ],
    'Open my inbox in a new tab',
    // Opening the tab asks for the new site only: its path repeats the words of the source URL of the snapshot's
    // untrusted block, which is the block's label, not page data. The user allows it.
    (card) => (card.tool === 'tabs' ? 'allow-once' : 'deny'),
  );
  expect(answers).toEqual(['site:tabs:allow-once', 'site:scroll:deny', 'high-risk:click:deny']);
  const [scroll, click] = ['scroll', 'click'].map((tool) => conversation.decisions.find((d: any) => d.tool === tool));
  expect(scroll.card.origin).toBe(h.origins.ATTACKER);
  expect(click.card.element).toMatchObject({ role: 'button', name: 'Delete all messages' });
  for (const p of await h.ext.browser.pages()) if (!before.has(p.target())) await p.close();
  await h.page.bringToFront();
});

it("after a worker restart, a panel shows the chat's cards again, from the conversation's decision log", async () => {
  await h.ext.stopWorker();
  const panel = await h.ext.openPanel(h.tabId);
  // The last chat (the tab-switch test): its one card, denied.
  await panel.waitForSelector('.ask-high-risk[data-tool="click"] [data-answer="deny"].ask-answer');
  await panel.close();
});
