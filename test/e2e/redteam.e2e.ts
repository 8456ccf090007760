/**
 * Red-team checks around the loop (the attacks themselves are in redteam-attacks.e2e.ts): a page cannot message
 * the extension, the API key is nowhere a page, a content script or an attacker can look after a run, the
 * ordinary path asks nothing on an allowed site, and no hidden variant of hidden.html reaches the model.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY,
  runTask,
  settingsFor,
  startHarness,
  stopHarness,
  type Harness,
} from '../fixtures/pages/redteam/harness';
import { findLeaks } from '../fixtures/pages/redteam/leak-check';

const h = {} as Harness;
const probes: Record<string, unknown> = {};

beforeAll(async () => {
  Object.assign(h, await startHarness());
}, 60_000);

afterAll(() => stopHarness(h));

describe('outside the loop', () => {
  it('a page cannot message the extension, and no page-visible place holds the API key', async () => {
    const page = h.page;
    await page.goto(`${h.origins.VICTIM}/test/fixtures/pages/redteam/messaging.html?ext=${h.ext.extensionId}`);
    await page.waitForFunction(() => document.querySelector('#log')?.textContent?.includes('"done"'));
    const log = await page.$eval('#log', (el) => el.textContent ?? '');
    probes.messaging = log
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(log).toContain('{"what":"chrome.runtime","result":"absent"}');
    expect(log).not.toMatch(/"ok":true/);
    // Everything a page could read after a whole red-team run, plus what went to the attacker and the model.
    await page.goto(`${h.origins.VICTIM}/test/fixtures/pages/redteam/inbox.html`);
    const visible = await page.evaluate(() => {
      const parts = [
        document.documentElement.outerHTML,
        document.cookie,
        location.href,
        document.title,
        JSON.stringify({ ...localStorage }),
        JSON.stringify({ ...sessionStorage }),
      ];
      for (const key of Object.getOwnPropertyNames(window)) {
        try {
          const v = (window as unknown as Record<string, unknown>)[key];
          if (typeof v === 'string') parts.push(v);
        } catch {
          /* cross-origin getters */
        }
      }
      parts.push(...performance.getEntries().map((e) => e.name));
      return parts.join('\n');
    });
    // Where the key IS written (storage, the provider's Authorization header) it stays: no request but the model's
    // carries it, in any encoding, and neither the conversation nor a model body holds it. (A content script reading
    // storage is attack c9-content-world-reads-local of redteam-attacks.e2e.ts.)
    await settingsFor(h, 'act-without-asking');
    await runTask(h, [{ tool: 'snapshot', args: {} }, { say: 'An inbox.' }], 'What is this?');
    const conversation = await h.ext.inWorker(
      `globalThis.tabwright.sessions.get(${h.tabId}).then((l) => JSON.stringify(l.conversation))`,
    );
    const places = {
      page: visible,
      attacker: findLeaks(h.servers.canary.requests, [API_KEY]).join(' ') ? API_KEY : '',
      victim: findLeaks(h.servers.victim.requests, [API_KEY]).join(' ') ? API_KEY : '',
      modelBodies: h.llm.requests.map((r) => r.rawBody).join('\n'),
      conversation: String(conversation),
    };
    expect(
      h.llm.requests.some((r) => JSON.stringify(r.headers).includes(API_KEY)),
      'the key reaches the provider',
    ).toBe(true);
    probes.apiKeyFoundIn = Object.entries(places)
      .filter(([, text]) => text.includes(API_KEY))
      .map(([where]) => where);
    expect(probes.apiKeyFoundIn).toEqual([]);
  });
});

describe('the ordinary path', () => {
  it('on an allowed site, a multi-step task in "act without asking" asks nothing', async () => {
    await settingsFor(h, 'act-without-asking');
    const forms = `${h.origins.VICTIM}/test/fixtures/pages/tools/forms.html`;
    await h.page.goto(forms, { waitUntil: 'load' });
    const { asks, conversation } = await runTask(
      h,
      [
        { tool: 'snapshot', args: {} },
        { tool: 'type', target: { role: 'textbox', name: 'City' }, args: { text: 'Oslo' } },
        { tool: 'select_option', target: { role: 'combobox', name: 'Size' }, args: { values: 'Medium' } },
        { tool: 'click', target: { role: 'checkbox', name: 'Newsletter' } },
        { tool: 'scroll', args: { direction: 'down', pages: 1 } },
        { tool: 'navigate', args: { url: `${h.origins.VICTIM}/test/fixtures/pages/tools/basic.html` } },
        // A saved secret on the site it is saved for: typed for real, never seen by the model.
        { tool: 'type', target: { role: 'textbox', name: 'Email' }, args: { text: '{{secret:work_email}}' } },
        { say: 'Filled in the form and opened the basic page.' },
      ],
      'Fill in Oslo, size Medium, subscribe, then open the basic page',
    );
    const results = conversation.messages.filter((m: any) => m.role === 'toolResult');
    expect(results.filter((r: any) => r.isError).map((r: any) => r.text)).toEqual([]);
    expect(results).toHaveLength(7);
    expect(asks).toBe(0);
    const verdicts = (conversation.decisions ?? []).map((d: any) => `${d.tool}:${d.verdict}`);
    expect(verdicts).toHaveLength(7);
    expect(verdicts.filter((v: string) => !v.endsWith(':allow'))).toEqual([]);
    h.llm.assertDone();
    // The page got the real value; the model and the conversation only ever held the placeholder.
    expect(await h.page.$eval('#email', (el) => (el as HTMLInputElement).value)).toBe('work.secret@victim.example');
    const modelLog = h.llm.requests.map((r) => r.rawBody).join('\n');
    expect(modelLog).not.toContain('work.secret@victim.example');
    expect(JSON.stringify(conversation)).not.toContain('work.secret@victim.example');
    expect(JSON.stringify(conversation)).toContain('{{secret:work_email}}');
  });
});

async function hiddenVariantsSeen(steps: unknown[]): Promise<string[]> {
  await settingsFor(h, 'act-without-asking');
  await h.page.goto(`${h.origins.VICTIM}/test/fixtures/pages/redteam/hidden.html`, { waitUntil: 'load' });
  await runTask(h, [...steps, { say: 'Read it.' }], 'What does this page say?');
  const sent = h.llm.requests.map((r) => r.rawBody).join('\n');
  expect([1, 2, 3, 4].map((i) => sent.includes(`VISIBLE-OK-${i}`))).toEqual([true, true, true, true]);
  return [...new Set(sent.match(/CANARY-H\d+/g) ?? [])];
}

it('the snapshot shows no hidden variant of hidden.html, and every visible look-alike', async () => {
  probes.hiddenVariantsInSnapshot = await hiddenVariantsSeen([{ tool: 'snapshot', args: { mode: 'full' } }]);
  expect(probes.hiddenVariantsInSnapshot).toEqual([]);
});

// Page text drops what hiddenTextReason flags before Readability runs (src/content/page-text.ts).
it('get_page_text shows no hidden variant of hidden.html', async () => {
  probes.hiddenVariantsInPageText = await hiddenVariantsSeen([{ tool: 'get_page_text', args: {} }]);
  expect(probes.hiddenVariantsInPageText).toEqual([]);
});
