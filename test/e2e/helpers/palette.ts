/**
 * The command palette as the user reaches it: the shortcut (the worker's onCommand, as Chrome calls it), then keys.
 * The palette is marked open only once its frame has focus, so keys typed after openPalette resolves reach it.
 */
import type { Page } from 'puppeteer';
import type { ExtensionBrowser } from './browser';

const OPEN = '[data-tabwright-palette]';

export async function openPalette(ext: ExtensionBrowser, page: Page, tabId: number): Promise<void> {
  await page.bringToFront();
  await ext.inWorker(
    async (id: number) => (globalThis as any).tabwright.onCommand('open-palette', await chrome.tabs.get(id)),
    tabId,
  );
  await page.waitForSelector(OPEN, { timeout: 10_000 });
}

/** Waits until the overlay is gone (the close goes frame -> content script by message, so it lands a moment later). */
export async function paletteClosed(page: Page): Promise<void> {
  await page.waitForFunction((sel: string) => !document.querySelector(sel), { timeout: 10_000 }, OPEN);
}

/** Esc in the palette, and the overlay gone: opening it again right after would otherwise toggle it shut. */
export async function escapePalette(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await paletteClosed(page);
}

/**
 * The palette's own document (an extension frame inside the closed shadow root): what the user sees. `until`
 * waits for a text that arrives from the worker after the frame is up (recent tasks, skills).
 */
export async function paletteHtml(page: Page, until?: string): Promise<string> {
  const frame = page.frames().find((f) => f.url().includes('/src/palette/frame.html'));
  if (!frame) throw new Error('no palette frame');
  if (until)
    await frame.waitForFunction((t: string) => document.body.innerHTML.includes(t), { timeout: 10_000 }, until);
  return frame.evaluate(() => document.body.innerHTML);
}
