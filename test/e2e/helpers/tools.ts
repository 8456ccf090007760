/** Calls browser tools inside the worker (globalThis.tabwright.runTool), as the agent loop does. */
import type { Page } from 'puppeteer';
import type { ExtensionBrowser } from './browser';
import { refOf } from './refs';

export type ToolOutcome =
  | {
      ok: true;
      text: string;
      image?: { data: string; width: number; height: number };
      tabId?: number;
      timing?: { totalMs: number; settleMs: number };
      pageChanged?: boolean;
      kind?: string;
    }
  | { ok: false; error: string; hint?: string };

/**
 * The policy gate's judgement of a tool call without cards (globalThis.tabwright.judgeTool); it also arms the press
 * guard, as an approved action does.
 */
export function judgeTool<T = unknown>(
  ext: ExtensionBrowser,
  tabId: number,
  name: string,
  args: Record<string, unknown>,
): Promise<T> {
  return ext.inWorker(
    (t: number, n: string, a: unknown) =>
      (globalThis as unknown as { tabwright: { judgeTool(...x: unknown[]): Promise<T> } }).tabwright.judgeTool(t, n, a),
    tabId,
    name,
    args,
  );
}

export function toolRunner(ext: ExtensionBrowser, tabId: () => number) {
  const run = (name: string, args: Record<string, unknown> = {}, attachments?: unknown[]): Promise<ToolOutcome> =>
    ext.inWorker(
      (t: number, n: string, a: Record<string, unknown>, files: unknown) =>
        (globalThis as unknown as { tabwright: { runTool(...x: unknown[]): Promise<ToolOutcome> } }).tabwright.runTool(
          t,
          n,
          a,
          files,
        ),
      tabId(),
      name,
      args,
      attachments ?? null,
    );
  return {
    run,
    /** Runs a tool that must succeed and returns its text. */
    async ok(name: string, args: Record<string, unknown> = {}, attachments?: unknown[]): Promise<string> {
      const r = await run(name, args, attachments);
      if (!r.ok) throw new Error(`${name} failed: ${r.error}${r.hint ? ` (${r.hint})` : ''}`);
      return r.text;
    },
    /** A fresh full snapshot, then the ref of role+name in it. */
    async ref(role: string, name: string | RegExp): Promise<string> {
      const r = await run('snapshot', { mode: 'full' });
      if (!r.ok) throw new Error(`snapshot failed: ${r.error}`);
      return refOf(r.text, role, name);
    },
  };
}

/**
 * Appends a 320 KB display:none store (a single-file wiki's, say): text nobody sees that a snapshot must neither print
 * nor pay for (TiddlyWiki's store once cost the page collector 450 ms a snapshot).
 */
export async function addHeavyStore(page: Page): Promise<void> {
  await page.evaluate(() => {
    const store = document.createElement('div');
    store.style.display = 'none';
    store.textContent = 'stored tiddler text '.repeat(16_000);
    document.body.append(store);
  });
}
