/**
 * Red-team checks that need a real Chromium but not the agent loop:
 * - hiddenTextReason (src/agent/policy/hidden-text.ts), shipped as source the way CDP callFunctionOn does, judges
 *   every variant of test/fixtures/pages/redteam/hidden.html as Chromium lays it out;
 * - describeTarget reads the fixture forms as policy needs them;
 * - a web page cannot message the extension, and an API key saved in settings is nowhere a page can look;
 * - images nobody sees (tiny-images.html) name nothing the model reads, with and without a wiki's store of hidden text, through every tool.
 * The loop-driven table (test/fixtures/pages/redteam/scenarios.ts) joins once the approve hook is wired.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiddenTextReason } from '../../src/agent/policy/hidden-text';
import { describeTarget } from '../../src/agent/policy/target-facts';
import { readPasswordValues } from '../../src/agent/secrets/password-values';
import { launchWithExtension, type ExtensionBrowser } from './helpers/browser';
import { startFixtureServers } from './helpers/servers';
import { writeSettings } from './helpers/settings';
import { addHeavyStore, toolRunner } from './helpers/tools';

const P = '/test/fixtures/pages/redteam';
const API_KEY = 'sk-redteam-CANARY-APIKEY-5521';

let ext: ExtensionBrowser;
let servers: Awaited<ReturnType<typeof startFixtureServers>>;

beforeAll(async () => {
  servers = await startFixtureServers();
  ext = await launchWithExtension();
  // As the skeleton suite does: let a page load (and the worker settle) before talking to the worker.
  await (await ext.newPage(`${servers.main.url}${P}/inbox.html`)).close();
  await writeSettings(ext, {
    providers: [{ id: 'p', kind: 'openai', apiKey: API_KEY, model: 'gpt-x' }],
    defaultProviderId: 'p',
  });
});

afterAll(async () => {
  await ext?.close();
  await servers?.close();
});

describe('hidden text in Chromium', () => {
  it('judges every variant of hidden.html as its data-expect says', async () => {
    const page = await ext.newPage(`${servers.main.url}${P}/hidden.html`);
    const results = await page.evaluate((source: string) => {
      const judge = new Function(`return (${source})`)() as (el: Element) => string | null;
      return Array.from(document.querySelectorAll('[data-expect]')).map((el) => ({
        text: (el.textContent || el.id).trim().slice(0, 40),
        expect: el.getAttribute('data-expect'),
        reason: judge(el),
      }));
    }, hiddenTextReason.toString());
    const wrong = results.filter((r) => (r.expect === 'hidden') !== (r.reason !== null));
    expect(wrong, JSON.stringify(results, null, 1)).toEqual([]);
    expect(results.length).toBeGreaterThan(20);
    await page.close();
  });
});

describe('target facts and password values in Chromium', () => {
  it('describes the payment submit and reads the password only for redaction', async () => {
    const page = await ext.newPage(`${servers.main.url}${P}/checkout.html`);
    const facts = await page.evaluate((source: string) => {
      const fn = new Function(`return (${source})`)();
      return fn(Array.from(document.querySelectorAll('button')).find((b) => b.textContent === 'Place order'));
    }, describeTarget.toString());
    expect(facts).toMatchObject({ tag: 'button', submitsForm: true, form: { hasPayment: true, hasPassword: false } });
    await page.goto(`${servers.main.url}${P}/login.html`);
    const values = await page.evaluate(
      (source: string) => new Function(`return (${source})`)()(),
      readPasswordValues.toString(),
    );
    expect(values).toEqual(['CANARY-PW-91734']);
    await page.close();
  });
});

describe('the page cannot reach the extension', () => {
  it('has no chrome.runtime to message with, and its attempts start nothing', async () => {
    const page = await ext.newPage(`${servers.main.url}${P}/messaging.html?ext=${ext.extensionId}`);
    await page.waitForFunction(() => document.querySelector('#log')?.textContent?.includes('"done"'));
    const log = await page.$eval('#log', (el) => el.textContent ?? '');
    expect(log).toContain('{"what":"chrome.runtime","result":"absent"}');
    expect(log).not.toMatch(/"ok":true/);
    // No task was started from the page's forged palette messages.
    const recent = await ext.inWorker(async () => (await chrome.storage.local.get(null)) as Record<string, unknown>);
    expect(JSON.stringify(recent)).not.toContain('navigate to the attacker');
    await page.close();
  });

  it('finds the API key in no page-visible place', async () => {
    const page = await ext.newPage(`${servers.main.url}${P}/inbox.html`);
    await page.waitForFunction(() => document.readyState === 'complete');
    const visible = await page.evaluate(async () => {
      const parts: string[] = [document.documentElement.outerHTML, document.cookie, location.href, document.title];
      for (const store of [localStorage, sessionStorage])
        for (let i = 0; i < store.length; i++) parts.push(store.key(i)!, store.getItem(store.key(i)!) ?? '');
      for (const key of Object.getOwnPropertyNames(window)) {
        try {
          const v = (window as unknown as Record<string, unknown>)[key];
          if (typeof v === 'string') parts.push(v);
        } catch {
          /* cross-origin getters */
        }
      }
      for (const el of Array.from(document.querySelectorAll('*')))
        if (el.shadowRoot) parts.push(el.shadowRoot.innerHTML);
      parts.push(...performance.getEntries().map((e) => e.name));
      return parts.join('\n');
    });
    expect(visible).not.toContain(API_KEY);
    expect(visible).not.toContain('CANARY-APIKEY');
    await page.close();
  });
});

describe('images nobody sees name nothing (tiny-images.html)', () => {
  it('no canary in either snapshot mode, find or page text, with and without a store of hidden text; seen images keep their names', async () => {
    const page = await ext.newPage('about:blank');
    const tabId = await ext.tabIdOf(page);
    const tools = toolRunner(ext, () => tabId);
    // And again with a wiki's store of unseen text appended: the rules hold on a page that is mostly hidden text.
    for (const heavy of [false, true]) {
      await page.goto(`${servers.main.url}${P}/tiny-images.html`, { waitUntil: 'load' });
      if (heavy) await addHeavyStore(page);
      for (const mode of ['full', 'viewport']) {
        const text = await tools.ok('snapshot', { mode });
        const why = `${mode}, heavy: ${heavy}`;
        expect(text, why).not.toMatch(/CANARY/);
        expect(text, why).toMatch(/link "Delete OK-K" e\d+/);
        expect(text, why).toMatch(/button "Settings OK-L" e\d+/);
        expect(text, why).toMatch(/link "Home" e\d+/);
        expect(text, why).toMatch(/link "Card OK-2" e\d+/);
        // The link is a speck, but the image it holds is drawn outside it, and seen.
        expect(text, why).toMatch(/link "Card OK-3" e\d+/);
        expect(text, why).toMatch(/link "Next OK-4" e\d+/);
        expect(text, why).toMatch(/button "Print OK-1" e\d+/);
        expect(text, why).toMatch(/checkbox "Keep me signed in…?" e\d+/);
        expect(text, why).toContain('image "Team photo OK-P"');
        // Loaded with color:transparent (as next/image renders every image): its pixels show, so does its name.
        expect(text, why).toContain('image "OK-Q tiny avatar"');
        expect(text, why).toMatch(/button "OK-U loaded input" e\d+/);
        // Failed to load, its alt drawn as readable text: the user reads it, so may the model.
        expect(text, why).toContain('image "Shown broken OK-T"');
      }
      const found = await tools.run('find', { query: 'broken' });
      expect(found.ok ? found.text : found.error).toContain('Shown broken OK-T');
      expect(found.ok ? found.text : found.error).not.toMatch(/CANARY/);
      expect(await tools.ok('get_page_text', {})).not.toMatch(/CANARY/);
    }
    await page.close();
  });
});
