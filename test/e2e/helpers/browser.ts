/**
 * Real Chromium with the built extension (dist/) loaded, for e2e tests. No mocks: the extension runs as a user's
 * would, and tests observe it through its pages, its worker and the pages it acts on.
 */
import puppeteer, { type Browser, type Page, type WebWorker } from 'puppeteer';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromiumArgs, findChromium } from '../../../scripts/chromium.mjs';
import { evaluateInWorker, within } from './worker-eval';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const distDir = path.join(repoRoot, 'dist');

/** Every script of the built extension as one text, to check what the code uses (permissions' APIs). */
export function builtScripts(): string {
  const assets = path.join(distDir, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(assets, f), 'utf8'))
    .join('\n');
}

export interface ExtensionBrowser {
  browser: Browser;
  extensionId: string;
  /** http://127.0.0.1:<port> when launched with `{ debuggingPort: true }`: for a second CDP client (Playwright). */
  cdpUrl?: string;
  /** The live service worker (found again after a restart). */
  worker(): Promise<WebWorker>;
  /** Runs code in the worker, retrying once on a worker that was just replaced. */
  inWorker<T>(fn: string | ((...args: never[]) => T | Promise<T>), ...args: unknown[]): Promise<T>;
  extensionUrl(pathAndQuery: string): string;
  newPage(url?: string): Promise<Page>;
  tabIdOf(page: Page): Promise<number>;
  /**
   * The side panel UI opened as an ordinary tab bound to `tabId`; `window`: in a window of its own, so that it and
   * the page are both visible (as a real side panel is), and clicking a card needs no switch of the active tab.
   */
  openPanel(tabId: number, opts?: { window?: boolean }): Promise<Page>;
  openOptions(): Promise<Page>;
  /** Stops the service worker the way Chrome does when idle (drops its memory); the next event starts a new one. */
  stopWorker(): Promise<void>;
  close(): Promise<void>;
}

/** Chromium writes the port it picked for --remote-debugging-port=0 into DevToolsActivePort in its profile. */
async function debuggingUrl(browser: Browser): Promise<string> {
  const dir = browser
    .process()
    ?.spawnargs.find((a) => a.startsWith('--user-data-dir='))
    ?.slice('--user-data-dir='.length);
  if (!dir) throw new Error('no --user-data-dir in the launch arguments');
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = await readFile(path.join(dir, 'DevToolsActivePort'), 'utf8').catch(() => '');
    if (port.trim()) return `http://127.0.0.1:${port.split('\n')[0]!.trim()}`;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('Chromium did not write DevToolsActivePort');
}

/**
 * `userDataDir`: the profile folder (kept by the caller); `env`: extra environment for the browser and what it
 * starts (native messaging hosts inherit it).
 * `debuggingPort`: also open a DevTools port next to the pipe (installing an extension needs the pipe), so another
 * client such as Playwright's connectOverCDP can drive the same browser.
 */
export async function launchWithExtension(
  opts: { debuggingPort?: boolean; userDataDir?: string; env?: Record<string, string> } = {},
): Promise<ExtensionBrowser> {
  if (!existsSync(path.join(distDir, 'manifest.json'))) throw new Error('dist/ is missing: run `npm run build` first');
  const browser = await puppeteer.launch({
    executablePath: await findChromium(),
    headless: true,
    pipe: true,
    enableExtensions: true,
    // No test reads Puppeteer's request and response events: following every load of every tab (the extension's own
    // pages and worker too) costs the browser process CPU on CI's two cores.
    networkEnabled: process.env.PPTR_NETWORK === '1',
    issuesEnabled: false,
    args: [
      ...chromiumArgs(),
      '--window-size=1280,800',
      ...(opts.debuggingPort ? ['--remote-debugging-port=0', '--remote-allow-origins=*'] : []),
    ],
    defaultViewport: { width: 1280, height: 720 },
    // A profile the test owns (e.g. to install a native messaging host into it); else Puppeteer makes a temporary one.
    ...(opts.userDataDir ? { userDataDir: opts.userDataDir } : {}),
    ...(opts.env ? { env: { ...process.env, ...opts.env } } : {}),
  });
  const extensionId = await browser.installExtension(distDir);
  const cdpUrl = opts.debuggingPort ? await debuggingUrl(browser) : undefined;
  const origin = `chrome-extension://${extensionId}`;

  const isOurWorker = (url: string) => url.startsWith(origin);
  async function worker(): Promise<WebWorker> {
    for (let attempt = 0; attempt < 50; attempt++) {
      for (const target of browser.targets()) {
        if (target.type() !== 'service_worker' || !isOurWorker(target.url())) continue;
        // A stopped worker's target can linger and never answer: bound every probe.
        const w = await within(1000, target.worker()).catch(() => null);
        if (w && (await within(1000, w.evaluate('1')).catch(() => null)) === 1) return w;
      }
      // Wake it: any extension event starts the worker again.
      if (attempt % 10 === 2) await wakeWorker();
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('The extension service worker did not come up');
  }

  async function wakeWorker() {
    // Opening a page does not start the worker; a message to it does.
    const page = await browser.newPage();
    await page.goto(`${origin}/src/options/index.html`).catch(() => undefined);
    await within(
      5000,
      page.evaluate(() => chrome.runtime.sendMessage({ type: 'worker/ping' })),
    ).catch(() => undefined);
    await page.close().catch(() => undefined);
  }

  const api: ExtensionBrowser = {
    browser,
    extensionId,
    cdpUrl,
    worker,
    async inWorker(fn, ...args) {
      const expression = typeof fn === 'string' ? fn : `(${fn.toString()})(...${JSON.stringify(args)})`;
      for (let attempt = 0; ; attempt++) {
        try {
          return (await evaluateInWorker(browser, isOurWorker, expression)) as never;
        } catch (error) {
          // A worker that is starting has no `chrome` binding for a moment; a stopped one needs waking.
          if (
            attempt >= 20 ||
            !/no live service worker|Target closed|context|detached|chrome is not defined/i.test(String(error))
          )
            throw error;
          if (/no live/.test(String(error))) await wakeWorker();
          else await new Promise((r) => setTimeout(r, 100));
        }
      }
    },
    extensionUrl: (p) => `${origin}/${p.replace(/^\//, '')}`,
    async newPage(url) {
      const page = await browser.newPage();
      if (url) await page.goto(url, { waitUntil: 'load' });
      return page;
    },
    async tabIdOf(page) {
      const session = await page.createCDPSession();
      const { targetInfo } = await session.send('Target.getTargetInfo');
      await session.detach();
      return api.inWorker(
        async (id: string) => (await chrome.debugger.getTargets()).find((t) => t.id === id)?.tabId ?? -1,
        targetInfo.targetId,
      );
    },
    async openPanel(tabId, opts = {}) {
      const page = await gotoRetrying(`${origin}/src/sidepanel/index.html?tab=${tabId}`, opts.window);
      await page.waitForSelector('main.panel');
      return page;
    },
    async openOptions() {
      const page = await gotoRetrying(`${origin}/src/options/index.html`);
      await page.waitForSelector('main.options');
      return page;
    },
    async stopWorker() {
      const cdp = await browser.target().createCDPSession();
      const { targetInfos } = await cdp.send('Target.getTargets');
      for (const info of targetInfos) {
        if (info.type === 'service_worker' && isOurWorker(info.url))
          await cdp.send('Target.closeTarget', { targetId: info.targetId });
      }
      await cdp.detach();
    },
    close: () => browser.close(),
  };

  /** Extension pages opened right after a worker stop can fail with "Target closed" for about a second. */
  async function gotoRetrying(url: string, window = false): Promise<Page> {
    for (let attempt = 0; ; attempt++) {
      const page = await browser.newPage(window ? { type: 'window' } : undefined);
      try {
        await page.goto(url, { waitUntil: 'load' });
        return page;
      } catch (error) {
        await page.close().catch(() => undefined);
        if (attempt >= 5) throw error;
        await new Promise((r) => setTimeout(r, 300));
      }
    }
  }

  // The worker starts on install; its target shows a moment later. Waking it (an extension page and a message) costs
  // seconds more than waiting for it, per launch.
  await browser
    .waitForTarget((t) => t.type() === 'service_worker' && isOurWorker(t.url()), { timeout: 5_000 })
    .catch(() => undefined);
  await api.inWorker('1');
  return api;
}
