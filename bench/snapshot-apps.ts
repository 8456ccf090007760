/**
 * The pages the snapshot recordings and benchmark run on (host pages in test/fixtures/apps), and the browser
 * launch both share. Actions are the page-changing steps used for diff measurements.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer';

export interface AppAction {
  name: string;
  run(page: Page): Promise<void>;
}

export interface AppPage {
  name: string;
  path: string;
  /** Needs a second, cross-site origin passed as ?xsite= */
  crossSite?: boolean;
  actions?: AppAction[];
}

const click = (selector: string) => async (page: Page) => {
  await page.click(selector);
};

export const APPS: AppPage[] = [
  {
    name: 'swagger-ui',
    path: 'swagger-ui/',
    actions: [{ name: 'expand-operation', run: click('.opblock-tag-section .opblock .opblock-summary-control') }],
  },
  { name: 'shoelace', path: 'shoelace/', actions: [{ name: 'open-danger-tab', run: click('sl-tab[panel=danger]') }] },
  { name: 'tinymce', path: 'tinymce/' },
  { name: 'quill', path: 'quill/' },
  { name: 'flatpickr', path: 'flatpickr/', actions: [{ name: 'open-range-picker', run: click('#range') }] },
  {
    name: 'choices',
    path: 'choices/',
    actions: [{ name: 'open-country', run: click('.choices[data-type=select-one]') }],
  },
  { name: 'chartjs', path: 'chartjs/' },
  {
    name: 'list-rerender',
    path: 'list-rerender/',
    actions: [
      { name: 'relabel-cart', run: click('#cart') },
      { name: 'add-order', run: click('#add') },
    ],
  },
  { name: 'modal', path: 'modal/' },
  { name: 'frames', path: 'frames/', crossSite: true },
];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

export function launchChromium(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** Opens an app page at 1280x720 and waits for its host page's `window.__ready` plus a settle delay. */
export async function openApp(browser: Browser, base: string, app: AppPage, xsite?: string): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 720 });
  const q = app.crossSite && xsite ? `?xsite=${xsite}` : '';
  await page.goto(`${base}/test/fixtures/apps/${app.path}${q}`, { waitUntil: 'load' });
  await page.waitForFunction('window.__ready === true', { timeout: 15_000 });
  await settle(page);
  return page;
}

/** Lets web components, editors and animations finish rendering before measuring. */
export async function settle(page: Page, ms = 400): Promise<void> {
  await new Promise((r) => setTimeout(r, ms));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}
