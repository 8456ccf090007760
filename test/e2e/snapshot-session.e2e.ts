/**
 * chrome.debugger sessions as the real extension holds them (src/background/cdp/debugger-sessions.ts): attached on
 * demand, detached when idle, kept across navigations, and clear messages when Chrome refuses (a chrome:// page,
 * another debugger, a tab closed mid-call). Plus what the model is told about a page under an overlay or a modal.
 * Attachment is observed from the worker with chrome.debugger itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { launchWithExtension, type ExtensionBrowser } from './helpers/browser';
import { refOf } from './helpers/refs';
import { startFixtureServers } from './helpers/servers';
import { toolRunner } from './helpers/tools';

let ext: ExtensionBrowser;
let servers: Awaited<ReturnType<typeof startFixtureServers>>;
let page: Page;
let tabId: number;
let tools: ReturnType<typeof toolRunner>;

const url = (p: string) => `${servers.main.url}/test/fixtures/${p}`;
// getTargets().attached also counts Puppeteer's own connection, so ask Chrome whether *this extension* holds the
// tab: a harmless command succeeds only then (and bypasses Tabwright's idle timer, which it must not reset).
const attached = (id: number) =>
  ext.inWorker(
    (t: number) =>
      chrome.debugger.sendCommand({ tabId: t }, 'Runtime.evaluate', { expression: '1' }).then(
        () => true,
        () => false,
      ),
    id,
  );
const setIdle = (ms: number | null) =>
  ext.inWorker((v: number | null) => {
    (globalThis as unknown as { tabwright: Record<string, unknown> }).tabwright.debuggerIdleMs = v ?? undefined;
  }, ms);

async function newTab(path: string): Promise<{ page: Page; tabId: number; tools: ReturnType<typeof toolRunner> }> {
  const p = await ext.newPage(url(path));
  const id = await ext.tabIdOf(p);
  return { page: p, tabId: id, tools: toolRunner(ext, () => id) };
}

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100)))
    if (await check()) return true;
  return check();
}

beforeAll(async () => {
  servers = await startFixtureServers();
  ext = await launchWithExtension();
  ({ page, tabId, tools } = await newTab('apps/modal/index.html?closed'));
});

afterAll(async () => {
  await ext?.close();
  await servers?.close();
});

describe('debugger sessions in the real extension', () => {
  it('attaches on the first snapshot, not before, and detaches once idle; the next call attaches again', async () => {
    expect(await attached(tabId)).toBe(false);
    await setIdle(800);
    try {
      await tools.ok('snapshot');
      expect(await attached(tabId)).toBe(true);
      expect(await until(async () => !(await attached(tabId)), 5000)).toBe(true);
      expect(await tools.ok('snapshot')).toContain('button "Open settings"');
    } finally {
      await setIdle(null);
    }
  });

  it('survives a navigation: the same attachment serves the next page', async () => {
    await tools.ok('snapshot');
    await page.goto(url('apps/frames/index.html'), { waitUntil: 'load' });
    expect(await attached(tabId)).toBe(true);
    const text = await tools.ok('snapshot');
    expect(text).toMatch(/^\[page\] Frames and shadow roots/m);
    expect(text).toContain('button "Main button"');
  });

  it('a chrome:// page gets a clear refusal, not a CDP error', async () => {
    const other = await newTab('apps/modal/index.html');
    await other.page.goto('chrome://version').catch(() => undefined);
    const r = await other.tools.run('snapshot');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(/cannot be automated: Chrome does not allow extensions to control browser pages/);
    await other.page.close();
  });

  it('another debugger already on the tab is named plainly', async () => {
    const other = await newTab('apps/modal/index.html');
    // A second chrome.debugger client on the same tab, attached outside Tabwright's session table.
    await ext.inWorker((t: number) => chrome.debugger.attach({ tabId: t }, '1.3'), other.tabId);
    try {
      const r = await other.tools.run('snapshot');
      expect(r.ok).toBe(false);
      expect(!r.ok && r.error).toMatch(/Another debugger is already attached to this tab/);
    } finally {
      await ext.inWorker((t: number) => chrome.debugger.detach({ tabId: t }), other.tabId);
    }
    expect(await other.tools.ok('snapshot')).toContain('dialog "Cookie settings"');
    await other.page.close();
  });

  it('a tab closed in the middle of a call ends the call with "The tab was closed."', async () => {
    const other = await newTab('apps/modal/index.html');
    await other.tools.ok('snapshot');
    const pending = other.tools.run('wait_for', { text: 'text that never appears', timeout_s: 10 });
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    await other.page.close();
    const r = await pending;
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(/^The tab was closed\./);
    expect(Date.now() - started).toBeLessThan(5000);
    const after = await other.tools.run('snapshot');
    expect(!after.ok && after.error).toMatch(/^The tab was closed\./);
  });
});

describe('what the model is told about overlays and modals', () => {
  it('elements under a home-made overlay are marked [covered]; the overlay content is not', async () => {
    await page.goto(url('pages/snapshot/overlay.html'), { waitUntil: 'load' });
    const text = await tools.ok('snapshot');
    expect(text).toMatch(/button "Buy now" e\d+ \[covered\]/);
    expect(text).toMatch(/link "Terms" e\d+ \[covered\]/);
    expect(text).toMatch(/button "No thanks" e\d+\n/);
    const closed = await tools.ok('click', { ref: refOf(text, 'button', 'No thanks') });
    // Closed: "Buy now" keeps its ref and is no longer covered. On a page this small the whole page (not a diff
    // longer than it) comes back.
    const buy = refOf(text, 'button', 'Buy now');
    expect(closed).toMatch(new RegExp(`button "Buy now" ${buy}( \\(changed\\))?\\n`));
    expect(closed).not.toContain('[covered]');
  });

  it('a modal <dialog>: the inert page behind it is named in a note, the dialog is what can be acted on', async () => {
    await page.goto(url('apps/modal/index.html'), { waitUntil: 'load' });
    const text = await tools.ok('snapshot');
    expect(text).toContain('note: the rest of the page is inert behind the modal dialog "Cookie settings"');
    expect(text).toMatch(/checkbox "Marketing" e\d+ \[unchecked\]/);
    expect(text).not.toContain('Subscribe');
  });
});

describe('what the page script answers in place of Chrome (one round trip for a page without frames)', () => {
  it('a frame added after a frameless read is read on the next snapshot, and its button clicked by ref', async () => {
    await page.goto(url('pages/snapshot/overlay.html'), { waitUntil: 'load' });
    await page.evaluate(() => document.getElementById('backdrop')?.remove());
    await tools.ok('snapshot');
    expect(await tools.ok('snapshot')).not.toContain('Inside the frame');
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const f = document.createElement('iframe');
          f.srcdoc = '<button onclick="this.textContent = \'Pressed inside\'">Inside the frame</button>';
          f.onload = () => resolve();
          document.body.append(f);
        }),
    );
    const text = await tools.ok('snapshot');
    await tools.ok('click', { ref: refOf(text, 'button', 'Inside the frame') });
    const inner = page.frames().find((f) => f !== page.mainFrame());
    expect(await inner?.evaluate(() => document.querySelector('button')?.textContent)).toBe('Pressed inside');
    await page.evaluate(() => document.querySelector('iframe')?.remove());
    const after = await tools.ok('snapshot');
    expect(after).not.toMatch(/Inside the frame|Pressed inside/);
    expect(after).toContain('button "Buy now"');
  });

  it('the viewport is the page as scrolled now: a viewport snapshot says which band of the page it shows', async () => {
    await page.goto(url('pages/snapshot/overlay.html'), { waitUntil: 'load' });
    await page.evaluate(() => {
      document.body.style.height = '5000px';
      window.scrollTo(0, 1200);
    });
    const { height, top } = await page.evaluate(() => ({ height: innerHeight, top: Math.round(window.scrollY) }));
    expect(await tools.ok('snapshot', { mode: 'viewport' })).toContain(`viewport ${top}-${top + height} of `);
  });
});
