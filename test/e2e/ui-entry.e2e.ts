/**
 * The ways in besides the panel itself: the four context-menu entries (each opens that tab's panel with its context
 * ready to ask) and the command palette overlay (keyboard only: type, arrows, Enter, Esc), with its accessibility
 * check on a copy of its closed shadow root.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { appHarness, type AppHarness } from './helpers/app-harness';
import { axeOnShadowCopy, saveScreenshot } from './ui-support';
import { writeSettings } from './helpers/settings';
import { escapePalette, openPalette, paletteClosed, paletteHtml } from './helpers/palette';

let { ext, servers, page, tabId } = {} as AppHarness;
appHarness((made) => ({ ext, servers, page, tabId } = made));

beforeAll(async () => {
  await page.goto(`${servers.main.url}/test/fixtures/pages/frames.html`, { waitUntil: 'load' });
});

async function clickMenu(info: Record<string, unknown>): Promise<string> {
  const tab = await ext.inWorker((id: number) => chrome.tabs.get(id), tabId);
  await ext.inWorker(
    `globalThis.tabwright.onContextMenuClick(${JSON.stringify({ editable: false, pageUrl: tab.url, ...info })}, ${JSON.stringify(tab)})`,
  );
  const panel = await ext.openPanel(tabId);
  // Page text arrives as a quote chip, never in the user's own words.
  await panel.waitForSelector('.chip.quote');
  const text = await panel.$eval('.chip.quote', (c) => c.getAttribute('title') ?? '');
  expect(await panel.$eval('textarea', (t) => (t as HTMLTextAreaElement).value)).toBe('');
  await panel.close();
  return text;
}

async function userTexts(): Promise<string[]> {
  const view = await ext.inWorker<{
    messages: Array<{ role: string; content?: Array<{ text?: string }>; text?: string }>;
  }>(`globalThis.tabwright.sessions.view(${tabId})`);
  return view.messages.filter((m) => m.role === 'user').map((m) => m.text ?? m.content?.[0]?.text ?? '');
}

describe('context menu entries open the panel with their context', () => {
  it('page, link and image', async () => {
    expect(await clickMenu({ menuItemId: 'tabwright-ask-page' })).toMatch(
      /^.*\(http:\/\/127\.0\.0\.1:\d+\/test\/fixtures\/pages\/frames\.html\)$/,
    );
    expect(await clickMenu({ menuItemId: 'tabwright-ask-link', linkUrl: 'https://example.com/a' })).toBe(
      'https://example.com/a',
    );
    expect(await clickMenu({ menuItemId: 'tabwright-ask-image', srcUrl: 'https://example.com/cat.png' })).toBe(
      'https://example.com/cat.png',
    );
  });

  it('selection, as page text', async () => {
    expect(await clickMenu({ menuItemId: 'tabwright-ask-selection', selectionText: 'line one\nline two' })).toBe(
      'line one\nline two',
    );
  });
});

describe('the command palette', () => {
  const open = () => openPalette(ext, page, tabId);

  it('takes a typed task and runs it on its tab; Enter submits, the overlay goes', async () => {
    await open();
    await page.keyboard.type('Summarise the frames');
    await page.keyboard.press('Enter');
    await paletteClosed(page);
    // The task starts once the palette is gone (router.ts runFromPalette).
    await vi.waitFor(async () => expect(await userTexts()).toContain('Summarise the frames'), { timeout: 5_000 });
    expect(await page.$eval('#page-input', (i) => (i as HTMLInputElement).value)).toBe('');
  });

  it('offers recent tasks and suggestions, chosen with the arrow keys', async () => {
    await ext.inWorker(`globalThis.tabwright.sessions.reset(${tabId})`);
    await open();
    const html = await paletteHtml(page, 'Summarise the frames');
    expect(html).toContain('Summarise this page');
    await saveScreenshot(page, 'palette-light');
    // Down to the first choice (the recent task), Enter picks it into the input, Enter runs it.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await paletteClosed(page);
    await vi.waitFor(async () => expect(await userTexts()).toEqual(['Summarise the frames']), { timeout: 5_000 });
  });

  it('closes on Esc and gives the page its keys and focus back', async () => {
    await page.focus('#page-input');
    await open();
    await escapePalette(page);
    await page.keyboard.type('abc');
    expect(await page.$eval('#page-input', (i) => (i as HTMLInputElement).value)).toBe('abc');
  });

  it('cannot be found by a site probing its fixed address: the frame loads from a per-session one', async () => {
    // Fingerprinting: a page fetches a known extension file; an answer means the extension is installed.
    const probe = (url: string) =>
      page.evaluate(
        (u: string) =>
          fetch(u).then(
            (r) => `answered ${r.status}`,
            () => 'refused',
          ),
        url,
      );
    expect(await probe(`chrome-extension://${ext.extensionId}/src/palette/frame.html`)).toBe('refused');
    await open();
    expect(await paletteHtml(page)).toContain('<input');
    await escapePalette(page);
  });

  it('passes the accessibility check, light and dark', async () => {
    await open();
    const html = await paletteHtml(page);
    await escapePalette(page);
    const copy = await ext.newPage();
    expect(await axeOnShadowCopy(copy, html)).toEqual([]);
    await copy.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
    expect(await axeOnShadowCopy(copy, html)).toEqual([]);
    await copy.close();
  });

  it("speaks the language chosen in settings, not only the browser's", async () => {
    await writeSettings(ext, { language: 'zh_CN' });
    await open();
    const html = await paletteHtml(page);
    await escapePalette(page);
    await writeSettings(ext, {});
    expect(html).toContain('告诉 Tabwright 要在此页面上做什么');
    expect(html).not.toContain('Tell Tabwright what to do on this page');
    // Back to "follow the browser": the next palette is English again.
    await open();
    const english = await paletteHtml(page);
    await escapePalette(page);
    expect(english).toContain('Tell Tabwright what to do on this page');
  });
});
