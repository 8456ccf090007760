import type { Browser as PwBrowser, Page as PwPage } from 'playwright-core';
import type { Page } from 'puppeteer';

/**
 * Playwright's handle on a tab puppeteer opened, over the same browser (Playwright learns of new tabs from the
 * browser's events, so it may take a moment).
 */
export async function playwrightPage(pw: PwBrowser, page: Page): Promise<PwPage> {
  for (let i = 0; i < 100; i++) {
    const found = pw
      .contexts()
      .flatMap((c) => c.pages())
      .find((p) => p.url() === page.url());
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Playwright does not see ${page.url()}`);
}
