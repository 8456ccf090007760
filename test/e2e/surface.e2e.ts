/**
 * What the page can reach of the extension (issue 11, classes 8 and 9), in Chromium with the built extension:
 * - the content script's isolated world (the part of the extension that lives beside page code, so the first
 *   place a compromised renderer or a content-script bug exposes) cannot read chrome.storage: API keys and secret
 *   values live there;
 * - the manifest asks only for what is used and sets a strict CSP for extension pages.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { builtScripts, distDir, launchWithExtension, type ExtensionBrowser } from './helpers/browser';
import { startFixtureServers } from './helpers/servers';
import { writeSettings } from './helpers/settings';

const API_KEY = 'sk-surface-CANARY-APIKEY-7730';
const SECRET = 'CANARY-SECRET-VALUE-4411';

let ext: ExtensionBrowser;
let servers: Awaited<ReturnType<typeof startFixtureServers>>;

beforeAll(async () => {
  servers = await startFixtureServers();
  ext = await launchWithExtension();
  await writeSettings(ext, {
    providers: [{ id: 'p', kind: 'openai', apiKey: API_KEY, model: 'gpt-x' }],
    defaultProviderId: 'p',
    secrets: [{ name: 'card', value: SECRET, origins: [] }],
  });
  await ext.inWorker(async () => chrome.storage.session.set({ probe: 'CANARY-SESSION' }));
});

afterAll(async () => {
  await ext?.close();
  await servers?.close();
});

/** Evaluates `expression` in our content script's isolated world of the page's top frame. */
async function inContentScript(page: Page, expression: string): Promise<unknown> {
  const cdp = await page.createCDPSession();
  const contexts: Array<{ id: number; origin: string; auxData?: { type?: string; frameId?: string } }> = [];
  cdp.on('Runtime.executionContextCreated', (e) => contexts.push(e.context));
  await cdp.send('Runtime.enable');
  const origin = `chrome-extension://${ext.extensionId}`;
  const deadline = Date.now() + 5000;
  let world = contexts.find((c) => c.auxData?.type === 'isolated' && c.origin === origin);
  while (!world && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    world = contexts.find((c) => c.auxData?.type === 'isolated' && c.origin === origin);
  }
  if (!world) throw new Error(`no content-script world among ${JSON.stringify(contexts)}`);
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression,
    contextId: world.id,
    awaitPromise: true,
    returnByValue: true,
  });
  await cdp.detach();
  return exceptionDetails ? `threw: ${exceptionDetails.exception?.description ?? exceptionDetails.text}` : result.value;
}

describe('storage is out of the content script’s reach', () => {
  it('chrome.storage.local and .session reject the content script; the worker still reads both', async () => {
    const page = await ext.newPage(`${servers.main.url}/test/fixtures/pages/redteam/inbox.html`);
    const local = await inContentScript(
      page,
      `chrome.storage.local.get(null).then((v) => JSON.stringify(v), (e) => 'threw: ' + e.message)`,
    );
    expect(String(local)).not.toContain('CANARY');
    expect(String(local)).toMatch(/threw/);
    const session = await inContentScript(
      page,
      `Promise.resolve().then(() => chrome.storage.session.get(null)).then((v) => JSON.stringify(v), (e) => 'threw: ' + e.message)`,
    );
    expect(String(session)).not.toContain('CANARY');
    // The content script is alive in that world (so the rejection is the access level, not a missing world).
    expect(await inContentScript(page, 'typeof chrome.runtime.sendMessage')).toBe('function');
    const worker = await ext.inWorker(async () => JSON.stringify(await chrome.storage.local.get('settings')));
    expect(worker).toContain('CANARY-APIKEY');
    await page.close();
  });
});

describe('the built manifest', () => {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'manifest.json'), 'utf8')) as {
    permissions: string[];
    content_security_policy?: { extension_pages?: string };
  };

  it('asks only for the permissions the code uses', () => {
    expect(manifest.permissions).not.toContain('activeTab');
    // Each permission that gates an API namespace: the built code calls that namespace (alarms: skill schedules).
    const built = builtScripts();
    // declarativeNetRequestWithHostAccess gates chrome.declarativeNetRequest (the popup guard's session rule).
    const apis = manifest.permissions
      .filter((p) => !['unlimitedStorage', 'nativeMessaging'].includes(p))
      .map((p) => p.replace(/WithHostAccess$/, ''));
    expect(apis.filter((api) => !built.includes(`chrome.${api}.`))).toEqual([]);
    expect(built).toContain('chrome.runtime.connectNative');
  });

  it('sets a strict CSP for extension pages', () => {
    const csp = manifest.content_security_policy?.extension_pages ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).toMatch(/base-uri 'none'/);
  });
});
