/**
 * The foundation, as a user and the other contexts see it: the extension loads, its worker answers, the content
 * script answers in every frame, the side panel and options work, and the menu / shortcut handlers do their job.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { appHarness, type AppHarness } from './helpers/app-harness';
import { readSettings, writeSettings } from './helpers/settings';
import { sessionView } from './helpers/agent';
import { escapePalette, openPalette, paletteClosed } from './helpers/palette';

let { ext, servers, page, tabId } = {} as AppHarness;
appHarness((made) => ({ ext, servers, page, tabId } = made));

beforeAll(async () => {
  const cross = `${servers.other.url}/test/fixtures/pages/child.html?name=cross`;
  await page.goto(`${servers.main.url}/test/fixtures/pages/frames.html?cross=${encodeURIComponent(cross)}`, {
    waitUntil: 'load',
  });
});

describe('the extension', () => {
  it('loads with its manifest and the worker answers', async () => {
    const manifest = await ext.inWorker(() => chrome.runtime.getManifest());
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.name).toBe('Tabwright');
    expect(Object.keys(manifest.commands ?? {})).toEqual(expect.arrayContaining(['toggle-side-panel', 'open-palette']));
    expect(tabId).toBeGreaterThan(0);
  });

  it('answers an extension page over the typed protocol and rejects malformed messages', async () => {
    const options = await ext.openOptions();
    const replies = await options.evaluate(async () => [
      await chrome.runtime.sendMessage({ type: 'worker/ping' }),
      await chrome.runtime.sendMessage({ type: 'no/such-message' }),
    ]);
    expect(replies[0]).toMatchObject({ ok: true, value: { pong: true } });
    expect(replies[1]).toMatchObject({ ok: false });
    expect(String(replies[1].error)).toMatch(/Rejected message/);
    await options.close();
  });

  it('has a content script answering in the main frame, a same-site iframe and a cross-site iframe', async () => {
    await page.waitForFunction(() => document.querySelectorAll('iframe').length === 2);
    const pongs = await ext.inWorker(async (id: number) => {
      const frames = (await chrome.webNavigation.getAllFrames({ tabId: id })) ?? [];
      return Promise.all(
        frames.map((f) =>
          chrome.tabs
            .sendMessage(id, { type: 'content/ping' }, { frameId: f.frameId })
            .catch((e) => ({ error: String(e) })),
        ),
      );
    }, tabId);
    const urls = pongs.map((p) => (p as { value?: { url: string; isTop: boolean } }).value);
    expect(urls.find((u) => u?.isTop)?.url).toContain('/frames.html');
    expect(urls.some((u) => u && !u.isTop && u.url.includes('name=same') && u.url.startsWith('http://127.0.0.1'))).toBe(
      true,
    );
    expect(
      urls.some((u) => u && !u.isTop && u.url.includes('name=cross') && u.url.startsWith('http://localhost')),
    ).toBe(true);
  });

  it('has a content script that rejects messages outside the protocol', async () => {
    const replies = await ext.inWorker(
      async (id: number) => [
        await chrome.tabs.sendMessage(id, { type: 'no/such-message' }, { frameId: 0 }),
        await chrome.tabs.sendMessage(
          id,
          { type: 'highlight/show', rect: { x: 0, y: 0, w: -5, h: 1 }, label: 'x' },
          { frameId: 0 },
        ),
      ],
      tabId,
    );
    for (const reply of replies)
      expect(reply).toMatchObject({ ok: false, error: expect.stringMatching(/^Rejected message/) });
  });
});

describe('the side panel', () => {
  it('renders for a tab, takes input and says what to do when no model is configured', async () => {
    const panel = await ext.openPanel(tabId);
    expect(await panel.$eval('h1', (h) => h.textContent)).toBe('Tabwright');
    await panel.type('textarea', 'Summarise this page');
    await panel.keyboard.press('Enter');
    await panel.waitForSelector('.message-user');
    expect(await panel.$eval('.message-user .text', (n) => n.textContent)).toBe('Summarise this page');
    const alert = await panel.waitForSelector('[role=alert]');
    expect(await alert!.evaluate((n) => n.textContent)).toMatch(/No model is configured/);
    expect(await panel.$eval('[role=alert] button', (b) => b.textContent)).toBe('Open settings');
    expect(await panel.$eval('textarea', (t) => (t as HTMLTextAreaElement).value)).toBe('');
    await panel.close();
  });
});

describe('settings', () => {
  it('saved on the options page are what the worker reads', async () => {
    await writeSettings(ext, {});
    const options = await ext.openOptions();
    await options.click('button[type=button]'); // Add provider
    await options.waitForSelector('fieldset.provider');
    await options.select('fieldset.provider select[name=kind]', 'openai-compatible');
    await options.type('fieldset.provider input[name=baseUrl]', 'http://127.0.0.1:11434/v1');
    await options.type('fieldset.provider input[name=model]', 'qwen2.5:7b');
    await options.$eval('input[name=maxSteps]', (i) => ((i as HTMLInputElement).value = ''));
    await options.type('input[name=maxSteps]', '12');
    await options.click('button[type=submit]');
    await options.waitForFunction(() => document.querySelector('[role=status]')?.textContent === 'Saved.');
    const settings = await readSettings(ext);
    expect(settings).toMatchObject({ maxSteps: 12 });
    const providers = settings.providers as Array<Record<string, string>>;
    expect(providers[0]).toMatchObject({
      kind: 'openai-compatible',
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'qwen2.5:7b',
    });
    expect(settings.defaultProviderId).toBe(providers[0]!.id);
    await options.close();
  });

  it('that are invalid in storage fall back to defaults instead of breaking the extension', async () => {
    await writeSettings(ext, { maxSteps: 'lots' });
    const settings = await readSettings(ext);
    expect(settings.maxSteps).toBe(40);
    await writeSettings(ext, {});
  });
});

describe('entry points', () => {
  it('"Ask Tabwright about the selection" attaches the selection, as page text, to that tab\'s panel', async () => {
    const tab = await ext.inWorker((id: number) => chrome.tabs.get(id), tabId);
    await ext.inWorker(
      `globalThis.tabwright.onContextMenuClick(${JSON.stringify({
        menuItemId: 'tabwright-ask-selection',
        selectionText: 'Tabwright reads pages for you.',
        editable: false,
        pageUrl: tab.url,
      })}, ${JSON.stringify(tab)})`,
    );
    const panel = await ext.openPanel(tabId);
    await panel.waitForSelector('.chip.quote');
    expect(await panel.$eval('.chip.quote', (c) => c.getAttribute('title'))).toBe('Tabwright reads pages for you.');
    await panel.close();
  });

  it('the palette shortcut opens an overlay on the page that takes a task and runs it on that tab', async () => {
    await ext.inWorker(`globalThis.tabwright.sessions.reset(${tabId})`);
    await openPalette(ext, page, tabId);
    // The overlay's input has focus; the closed shadow root hides it from page scripts but keys reach it.
    await page.keyboard.type('Fill this form');
    await page.keyboard.press('Enter');
    await paletteClosed(page);
    // The task starts once the palette is gone (router.ts runFromPalette).
    await vi.waitFor(
      async () => {
        const view = await sessionView(ext, tabId);
        expect(
          view.messages.map((m) =>
            m.role === 'user' ? m.content.map((p) => (p.type === 'text' ? p.text : '')).join('') : '',
          ),
        ).toEqual(['Fill this form']);
      },
      { timeout: 5_000 },
    );
    // Keys typed in the palette never reached the page.
    expect(await page.$eval('#page-input', (i) => (i as HTMLInputElement).value)).toBe('');
  });

  it('Esc closes the palette and the page gets its keys back', async () => {
    await openPalette(ext, page, tabId);
    await escapePalette(page);
    await page.click('#page-input');
    await page.keyboard.type('abc');
    expect(await page.$eval('#page-input', (i) => (i as HTMLInputElement).value)).toBe('abc');
  });

  it('registers the context menu entries on install', async () => {
    // contextMenus has no getter; re-creating an existing id fails, which proves it is there.
    const duplicate = await ext.inWorker(
      () =>
        new Promise<string>((resolve) => {
          chrome.contextMenus.create({ id: 'tabwright-ask-page', title: 'x' }, () =>
            resolve(chrome.runtime.lastError?.message ?? 'created'),
          );
        }),
    );
    expect(duplicate).toMatch(/duplicate/i);
  });
});
