/**
 * The BrowserTab of each tab we work in, created when its debugger session is (re)attached. Also tells each
 * BrowserTab which tabs its page opened, from the chrome events index.ts wires to watchOpenedTabs.
 */
import { DebuggerSessions } from '../cdp/debugger-sessions';
import { BrowserTab } from './browser-tab';

export { BrowserTab, type ActionScope, type DialogRecord } from './browser-tab';

/** One DebuggerSessions for the worker: chrome.debugger allows a single attach per tab. */
export const debuggers = new DebuggerSessions();

const tabs = new Map<number, BrowserTab>();

export function allowNextDownload(tabId: number): void {
  tabs.get(tabId)?.downloads.allowNext();
}

/** The tab's BrowserTab with a live debugger session, attaching when needed. */
export async function browserTab(tabId: number): Promise<{ ok: true; tab: BrowserTab } | { ok: false; error: string }> {
  const got = await debuggers.acquire(tabId);
  if (!got.ok) return { ok: false, error: got.message };
  const old = tabs.get(tabId);
  if (old && old.session === got.session) return { ok: true, tab: old };
  // Keep refs across a re-attach: backend node ids outlive the debugger session.
  const carried = old && { engine: old.engine, frames: old.frames, snapshotAt: old.snapshotAt };
  const tab = new BrowserTab(tabId, got.session, () => debuggers.isHeld(tabId), carried);
  tabs.set(tabId, tab);
  try {
    await tab.start();
  } catch (error) {
    tabs.delete(tabId);
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  return { ok: true, tab };
}

export function knownTab(tabId: number): BrowserTab | undefined {
  return tabs.get(tabId);
}

/** Tabs opened by a tab we work in (target=_blank links, window.open) are reported with the action that opened them. */
export function noteOpenedTab(openerTabId: number | undefined, tabId: number | undefined): void {
  const opener = openerTabId === undefined ? undefined : tabs.get(openerTabId);
  if (opener && tabId !== undefined && !opener.openedTabs.some((t) => t.tabId === tabId))
    opener.openedTabs.push({ tabId, at: Date.now() });
}

export function forgetTab(tabId: number): void {
  tabs.delete(tabId);
}
