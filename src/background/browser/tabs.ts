/** The tabs tool's browser side: list the agent's window, open (and follow), switch, close. */
import type { PortResult, TabInfo } from '../../agent/browser-port';
import { allowTab } from './popup-guard';

const LOAD_WAIT_MS = 5000;

function info(t: chrome.tabs.Tab): TabInfo {
  return { tabId: t.id ?? -1, url: t.url || t.pendingUrl || '', title: t.title ?? '', active: t.active };
}

export async function listTabs(tabId: number): Promise<PortResult<TabInfo[]>> {
  const tab = await chrome.tabs.get(tabId).catch(() => undefined);
  const tabs = await chrome.tabs.query(tab ? { windowId: tab.windowId } : {});
  return { ok: true, value: tabs.filter((t) => t.id !== undefined).map(info) };
}

export async function openTab(tabId: number, url: string, signal: AbortSignal): Promise<PortResult<TabInfo>> {
  const from = await chrome.tabs.get(tabId).catch(() => undefined);
  // Opened empty, then loaded once the popup guard leaves it alone: its address was judged as this call's.
  const created = await chrome.tabs.create({
    url: 'about:blank',
    active: true,
    ...(from ? { windowId: from.windowId, openerTabId: tabId } : {}),
  });
  if (created.id === undefined) return { ok: false, error: 'The tab could not be opened.' };
  await allowTab(created.id);
  const going = await chrome.tabs.update(created.id, { url }).catch(() => undefined);
  if (!going) return { ok: false, error: 'The tab could not be opened.' };
  return { ok: true, value: info(await loaded(created.id, signal, true)) };
}

export async function switchTab(target: number, signal: AbortSignal): Promise<PortResult<TabInfo>> {
  const t = await chrome.tabs.update(target, { active: true }).catch(() => undefined);
  if (!t) return { ok: false, error: `There is no tab ${target}.`, hint: 'List the tabs to see their ids.' };
  await chrome.windows.update(t.windowId, { focused: true }).catch(() => undefined);
  return { ok: true, value: info(await loaded(target, signal)) };
}

export async function closeTab(target: number): Promise<PortResult<{ closed: number }>> {
  try {
    await chrome.tabs.remove(target);
    return { ok: true, value: { closed: target } };
  } catch {
    return { ok: false, error: `There is no tab ${target}.`, hint: 'List the tabs to see their ids.' };
  }
}

/** The tab once it has finished loading (bounded): a new tab's snapshot must not be of a blank page. */
async function loaded(tabId: number, signal: AbortSignal, leavingBlank = false): Promise<chrome.tabs.Tab> {
  const until = Date.now() + LOAD_WAIT_MS;
  for (;;) {
    const t = await chrome.tabs.get(tabId);
    const left = !leavingBlank || (t.pendingUrl || t.url) !== 'about:blank';
    if ((t.status === 'complete' && left) || Date.now() > until || signal.aborted) return t;
    await new Promise((r) => setTimeout(r, 50));
  }
}
