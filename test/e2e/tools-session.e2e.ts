/**
 * The user's own session: a local site behind a session-cookie login where the user signed in earlier in this
 * profile; the agent reads and acts there as that user without logging in. And refs in frames that navigated away.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { launchWithExtension, type ExtensionBrowser } from './helpers/browser';
import { startFixtureServers } from './helpers/servers';
import { toolRunner } from './helpers/tools';

let ext: ExtensionBrowser;
let servers: Awaited<ReturnType<typeof startFixtureServers>>;
let site: Server;
let siteUrl: string;
let page: Page;
let tabId: number;
let tools: ReturnType<typeof toolRunner>;
const account = { name: 'Ada', sessions: new Set<string>() };

/** A tiny app with a real login: POST /login sets an HttpOnly session cookie; /account needs it. */
function startSite(): Promise<void> {
  site = createServer((req, res) => {
    const sid = /(?:^|; )sid=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    const signedIn = sid !== undefined && account.sessions.has(sid);
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      if (req.method === 'POST' && req.url === '/login' && form.get('user') === 'ada' && form.get('password') === 'secret') {
        const id = Math.random().toString(36).slice(2);
        account.sessions.add(id);
        res.writeHead(303, { 'set-cookie': `sid=${id}; HttpOnly; Path=/; SameSite=Lax`, location: '/account' });
        return res.end();
      }
      if (req.url?.startsWith('/account') && !signedIn) {
        res.writeHead(303, { location: '/login' });
        return res.end();
      }
      if (req.method === 'POST' && req.url === '/account') {
        account.name = form.get('name') ?? account.name;
        res.writeHead(303, { location: '/account?saved=1' });
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'text/html' });
      if (req.url?.startsWith('/account')) {
        return res.end(`<title>Account</title><h1>Signed in as ${account.name}</h1>${req.url.includes('saved') ? '<p role="status">Saved</p>' : ''}
          <form method="post" action="/account"><label>Display name <input name="name" value="${account.name}"></label><button>Save profile</button></form>`);
      }
      res.end(`<title>Sign in</title><form method="post" action="/login"><label>User <input name="user"></label>
        <label>Password <input name="password" type="password"></label><button>Sign in</button></form>`);
    });
  });
  return new Promise((resolve) => site.listen(0, '127.0.0.1', () => {
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    resolve();
  }));
}

beforeAll(async () => {
  servers = await startFixtureServers();
  await startSite();
  ext = await launchWithExtension();
  // The user signs in by hand, in their own tab, before any task.
  const own = await ext.newPage(`${siteUrl}/login`);
  await own.type('input[name=user]', 'ada');
  await own.type('input[name=password]', 'secret');
  await Promise.all([own.waitForNavigation(), own.click('button')]);
  await own.close();
  page = await ext.newPage('about:blank');
  tabId = await ext.tabIdOf(page);
  tools = toolRunner(ext, () => tabId);
});

afterAll(async () => {
  await ext?.close();
  await servers?.close();
  site?.close();
});

describe('the user\'s logged-in session', () => {
  it('reads the account page and changes the display name as the signed-in user', async () => {
    const opened = await tools.ok('navigate', { url: `${siteUrl}/account` });
    expect(opened).toMatch(/heading "Signed in as Ada"/);
    await tools.ok('type', { ref: await tools.ref('textbox', 'Display name'), text: 'Ada Lovelace' });
    const saved = await tools.ok('click', { ref: await tools.ref('button', 'Save profile') });
    expect(saved).toMatch(/The page navigated/);
    expect(saved).toMatch(/Signed in as Ada Lovelace/);
    expect(account.name).toBe('Ada Lovelace');
  });
});

describe('refs in frames that navigated away', () => {
  it('says so for a same-site frame and for a cross-site frame', async () => {
    const cross = `${servers.other.url}/test/fixtures/pages/tools/frame.html?name=cross`;
    await page.goto(`${servers.main.url}/test/fixtures/pages/tools/basic.html?cross=${encodeURIComponent(cross)}`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelectorAll('iframe').length === 2);
    await page.waitForNetworkIdle();
    const snap = await tools.ok('snapshot', { mode: 'full' });
    const [same, other] = [...snap.matchAll(/button "Frame button" \[(f\d+e\d+)\]/g)].map((m) => m[1]!);
    await page.evaluate((url) => {
      (document.getElementById('same') as HTMLIFrameElement).src = 'second.html';
      (document.getElementById('cross') as HTMLIFrameElement).src = url;
    }, `${servers.main.url}/test/fixtures/pages/tools/second.html`);
    await page.waitForFunction(() => [...document.querySelectorAll('iframe')].every((f) => f.contentDocument?.title === 'Second page'));
    for (const ref of [same!, other!]) {
      const r = await tools.run('click', { ref });
      expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/frame (that navigated away|that is gone)|navigated/) });
    }
  });
});
