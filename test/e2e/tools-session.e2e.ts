/**
 * The user's own session: a local site behind a session-cookie login where the user signed in earlier in this
 * profile; the agent reads and acts there as that user without logging in. And refs in frames that navigated away.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { launchWithExtension, type ExtensionBrowser } from './helpers/browser';
import { startFixtureServers } from './helpers/servers';
import { toolRunner } from './helpers/tools';
import { signInByHand, startLoginSite, type LoginSite } from '../fixtures/login-site';

let ext: ExtensionBrowser;
let servers: Awaited<ReturnType<typeof startFixtureServers>>;
let site: LoginSite;
let page: Page;
let tabId: number;
let tools: ReturnType<typeof toolRunner>;
beforeAll(async () => {
  servers = await startFixtureServers();
  site = await startLoginSite();
  ext = await launchWithExtension();
  await signInByHand((url) => ext.newPage(url), site);
  page = await ext.newPage('about:blank');
  tabId = await ext.tabIdOf(page);
  tools = toolRunner(ext, () => tabId);
});

afterAll(async () => {
  await ext?.close();
  await servers?.close();
  site?.close();
});

describe("the user's logged-in session", () => {
  it('reads the account page and changes the display name as the signed-in user', async () => {
    const opened = await tools.ok('navigate', { url: `${site.url}/account` });
    expect(opened).toMatch(/h1 "Signed in as Ada"/);
    await tools.ok('type', { ref: await tools.ref('textbox', 'Display name'), text: 'Ada Lovelace' });
    const saved = await tools.ok('click', { ref: await tools.ref('button', 'Save profile') });
    expect(saved).toMatch(/The page navigated/);
    expect(saved).toMatch(/Signed in as Ada Lovelace/);
    expect(site.account.name).toBe('Ada Lovelace');
  });
});

describe('refs in frames that navigated away', () => {
  it('says so for a same-site frame and for a cross-site frame', async () => {
    const cross = `${servers.other.url}/test/fixtures/pages/tools/frame.html?name=cross`;
    await page.goto(`${servers.main.url}/test/fixtures/pages/tools/basic.html?cross=${encodeURIComponent(cross)}`, {
      waitUntil: 'load',
    });
    await page.waitForFunction(() => document.querySelectorAll('iframe').length === 2);
    // Both frames loaded, their buttons there (Puppeteer follows no network events in these tests: browser.ts).
    for (let tries = 0; tries < 100; tries++) {
      const frames = page.frames().filter((f) => f !== page.mainFrame());
      const ready = await Promise.all(
        frames.map((f) => f.evaluate(() => document.readyState === 'complete' && !!document.querySelector('button'))),
      ).catch(() => []);
      if (ready.length === 2 && ready.every(Boolean)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const snap = await tools.ok('snapshot', { mode: 'full' });
    const [same, other] = [...snap.matchAll(/button "Frame button" (f\d+e\d+)/g)].map((m) => m[1]!);
    await page.evaluate((url) => {
      (document.getElementById('same') as HTMLIFrameElement).src = 'second.html';
      (document.getElementById('cross') as HTMLIFrameElement).src = url;
    }, `${servers.main.url}/test/fixtures/pages/tools/second.html`);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('iframe')].every((f) => f.contentDocument?.title === 'Second page'),
    );
    for (const ref of [same!, other!]) {
      const r = await tools.run('click', { ref });
      expect(r).toMatchObject({
        ok: false,
        error: expect.stringMatching(/frame (that navigated away|that is gone)|navigated/),
      });
    }
  });
});
