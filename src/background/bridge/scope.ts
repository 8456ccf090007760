/**
 * Where an external agent may act: the tabs of its own group "Tabwright (MCP)" (created on its first call, in the
 * last focused window), plus tabs the user granted from the side panel. The agent's `tabs` tool sees and switches
 * only those; tabs it opens join the group. The group is visible in the tab strip, so the user sees the agent's
 * tabs at a glance and can drag a tab out to take it back.
 */
import type { BrowserPort, PortResult, TabInfo } from '../../agent/browser-port';
import { MCP_GROUP_TITLE } from '../../shared/bridge-protocol';

const granted = new Set<number>();

export function grantTab(tabId: number): void {
  granted.add(tabId);
}

export function grantedTabs(): number[] {
  return [...granted];
}

export function forgetGrant(tabId: number): void {
  granted.delete(tabId);
}

async function groupOf(windowId: number): Promise<number | undefined> {
  const groups = await chrome.tabGroups.query({ windowId, title: MCP_GROUP_TITLE });
  return groups[0]?.id;
}

export async function addToGroup(tabId: number): Promise<void> {
  const tab = await chrome.tabs.get(tabId);
  const existing = await groupOf(tab.windowId);
  const groupId = await chrome.tabs.group(
    existing !== undefined
      ? { tabIds: [tabId], groupId: existing }
      : { tabIds: [tabId], createProperties: { windowId: tab.windowId } },
  );
  if (existing === undefined) await chrome.tabGroups.update(groupId, { title: MCP_GROUP_TITLE, color: 'purple' });
}

export async function inScope(tabId: number): Promise<boolean> {
  return granted.has(tabId) || inAgentGroup(tabId);
}

/** The tab sits in the agent's group "Tabwright (MCP)". */
async function inAgentGroup(tabId: number): Promise<boolean> {
  const tab = await chrome.tabs.get(tabId).catch(() => undefined);
  if (!tab || tab.groupId === undefined || tab.groupId < 0) return false;
  const group = await chrome.tabGroups.get(tab.groupId).catch(() => undefined);
  return group?.title === MCP_GROUP_TITLE;
}

/**
 * A tab a page of the agent's group opened (a link with target=_blank the agent clicked, a window.open) joins the
 * group, so the agent can switch to it. A tab opened from a tab the user only granted does not: the user may be
 * browsing there, and their own new tabs stay theirs.
 */
export async function followOpenedTab(tab: chrome.tabs.Tab): Promise<void> {
  if (tab.id === undefined || tab.openerTabId === undefined || !(await inAgentGroup(tab.openerTabId))) return;
  const now = await chrome.tabs.get(tab.id).catch(() => undefined);
  // Chrome may have put it in the opener's group already; a tab in another group was placed by the user.
  if (now && (now.groupId === undefined || now.groupId < 0)) await addToGroup(tab.id);
}

/** A new tab for an agent, in its group, behind the user's current tab (the agent works without taking focus). */
export async function newAgentTab(): Promise<number> {
  const win = await chrome.windows.getLastFocused({ windowTypes: ['normal'] }).catch(() => undefined);
  const tab = await chrome.tabs.create({ url: 'about:blank', active: false, ...(win?.id ? { windowId: win.id } : {}) });
  await addToGroup(tab.id!);
  return tab.id!;
}

const outside = (tabId: number): PortResult<never> => ({
  ok: false,
  error: `Tab ${tabId} is not one of this agent's tabs (its "${MCP_GROUP_TITLE}" group, or a tab the user granted).`,
  hint: 'Use `tabs` with action "list" to see your tabs, or "open" to open a page in a new one.',
});

/** The browser port an external agent gets: the `tabs` tool limited to its scope. */
export function scopedPort(base: BrowserPort): BrowserPort {
  return {
    ...base,
    async listTabs(tabId) {
      const all = await base.listTabs(tabId);
      if (!all.ok) return all;
      const mine: TabInfo[] = [];
      for (const tab of all.value) if (await inScope(tab.tabId)) mine.push(tab);
      return { ok: true, value: mine };
    },
    async switchTab(tabId, target) {
      return (await inScope(target)) ? base.switchTab(tabId, target) : outside(target);
    },
    async closeTab(tabId, target) {
      return (await inScope(target)) ? base.closeTab(tabId, target) : outside(target);
    },
    async openTab(tabId, url, signal) {
      const opened = await base.openTab(tabId, url, signal);
      if (opened.ok) await addToGroup(opened.value.tabId).catch(() => undefined);
      return opened;
    },
  };
}
