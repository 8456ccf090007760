// `npm start`: build, then launch Chromium with Tabwright loaded in a persistent profile (.profile/, so your logins
// survive restarts), preload provider settings from the environment, and open a page to try the side panel on.
//   --headless            no window (smoke checks on servers)
//   --exit-when-ready     print READY and quit once everything is up (used by the test of this script)
//   --profile <dir>       another profile folder
import { execSync } from 'node:child_process';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { settingsFromEnv } from './env-settings.mjs';

const root = path.resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const option = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const headless = flag('--headless');
const profile = path.resolve(root, option('--profile', '.profile'));

if (!flag('--no-build')) execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });

// A small local page to try the agent on right away (content scripts and the debugger do not work on chrome:// pages).
const demo = readFileSync(path.join(root, 'scripts/welcome.html'));
const server = createServer((_req, res) =>
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(demo),
);
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const demoUrl = `http://127.0.0.1:${server.address().port}/`;

const browser = await puppeteer.launch({
  executablePath: await findChromium(),
  headless,
  pipe: true,
  enableExtensions: true,
  userDataDir: profile,
  defaultViewport: null,
  args: chromiumArgs({ headless }),
});
const extensionId = await browser.installExtension(path.join(root, 'dist'));
const worker = await extensionWorker();
const current = await worker.evaluate(async () => (await chrome.storage.local.get('settings')).settings);
const { settings, changed } = settingsFromEnv(process.env, current);
if (changed) await worker.evaluate(async (value) => chrome.storage.local.set({ settings: value }), settings);

/** The worker target can show up before its `chrome` global is ready, and an older one can linger: retry. */
async function extensionWorker() {
  for (let attempt = 0; attempt < 100; attempt++) {
    for (const target of browser.targets()) {
      if (target.type() !== 'service_worker' || !target.url().startsWith(`chrome-extension://${extensionId}/`))
        continue;
      const candidate = await target.worker().catch(() => null);
      if ((await candidate?.evaluate(() => typeof chrome?.storage?.local).catch(() => null)) === 'object')
        return candidate;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The Tabwright service worker did not start');
}

const [first] = await browser.pages();
const page = first ?? (await browser.newPage());
await page.goto(demoUrl);

const configured = (settings.providers ?? []).map((p) => `${p.label || p.kind} · ${p.model}`).join(', ') || 'none yet';
console.log(`Tabwright ${extensionId} loaded from dist/ into profile ${path.relative(root, profile) || profile}`);
console.log(`Providers: ${configured}${changed ? ' (from environment)' : ''}`);
console.log(
  `Try it: ${demoUrl} — click the Tabwright toolbar button, or press Ctrl+Shift+Y; Ctrl+Shift+K opens the palette.`,
);
console.log(`Side panel as a tab: chrome-extension://${extensionId}/src/sidepanel/index.html?tab=<tabId>`);

if (flag('--exit-when-ready')) {
  console.log('READY');
  await browser.close();
  server.close();
} else {
  browser.on('disconnected', () => {
    server.close();
    process.exit(0);
  });
}
