/**
 * New windows a watched page opens (window.open, a link or form with target=_blank, at any time while the task
 * works in the tab), judged before their first request leaves. The debugger cannot: a popup is a new tab whose
 * first request is sent before anyone could attach to it (Chrome does not auto-attach popups to the opener's
 * session). A session rule of declarativeNetRequest can: while a task watches a tab, a top-level load started by
 * a page of a site the watched tab has shown (its pages and frames; an opaque sandboxed frame counts as the site
 * that made it), into a tab other than the watched ones and those open when the watch began, is blocked by the
 * browser. Its error is the worker's cue: the load is judged from the opener's page like any load the page starts
 * (redirect-guard.ts), and if it passes, the tab leaves the rule and loads it again. A load nobody's page started
 * (an address typed, a bookmark, a tab the agent or a test opens) has no initiator and never matches.
 *
 * Costs, only while a task runs (and its grace): a page of those sites a person opens in a new tab (a middle-click,
 * a target=_blank link) shows Chrome's blocked page for one round trip to the worker, then loads; a form posted
 * into a new window is loaded again without its body; a load another extension blocked in such a tab is loaded
 * again by us.
 */
export const POPUP_RULE_ID = 7011;
const BLOCKED = 'net::ERR_BLOCKED_BY_CLIENT';

/** The tabs the rule leaves alone: the tabs open when the watch began, the watched tabs, tabs judged already. */
let excluded: Set<number> | undefined;
/** Hosts of every document the watched tabs loaded during the watch: the initiators whose new windows are judged. */
const hosts = new Set<string>();
let pending: Promise<unknown> = Promise.resolve();

async function writeRule(): Promise<void> {
  const removeRuleIds = [POPUP_RULE_ID];
  if (!excluded || !hosts.size) return chrome.declarativeNetRequest.updateSessionRules({ removeRuleIds });
  const rule: chrome.declarativeNetRequest.Rule = {
    id: POPUP_RULE_ID,
    priority: 1,
    action: { type: 'block' as chrome.declarativeNetRequest.RuleActionType },
    condition: {
      resourceTypes: ['main_frame' as chrome.declarativeNetRequest.ResourceType],
      initiatorDomains: [...hosts],
      excludedTabIds: [...excluded],
    },
  };
  await chrome.declarativeNetRequest.updateSessionRules({ removeRuleIds, addRules: [rule] });
}

/** Rules are written one after another, so the last state wins. */
function sync(): Promise<void> {
  const run = pending.then(writeRule, writeRule);
  pending = run.catch(() => undefined);
  return run.catch(() => undefined);
}

const hostOf = (url: string | undefined) => {
  try {
    return url && /^https?:/.test(url) ? new URL(url).hostname : undefined;
  } catch {
    return undefined;
  }
};

/** The watched tabs changed: the rule follows (none watched: no rule). */
export async function guardPopups(watched: number[]): Promise<void> {
  if (!watched.length) {
    excluded = undefined;
    hosts.clear();
  } else {
    const tabs = await chrome.tabs.query({});
    excluded ??= new Set(tabs.flatMap((t) => (t.id === undefined ? [] : [t.id])));
    for (const tab of watched) excluded.add(tab);
    for (const t of tabs) {
      const host = t.id !== undefined && watched.includes(t.id) ? hostOf(t.url || t.pendingUrl) : undefined;
      if (host) hosts.add(host);
    }
  }
  await sync();
}

/** A document a watched tab requested (any frame): new windows its pages open are judged. */
export function noteWatchedDocument(url: string): void {
  const host = hostOf(url);
  if (!excluded || !host || hosts.has(host)) return;
  hosts.add(host);
  void sync();
}

export type PopupJudge = (openerTabId: number | undefined, url: string) => Promise<boolean>;

/**
 * Listens for the rule's blocks (once, when the worker starts; a rule left by a stopped worker is removed, as the
 * task that set it ended with it). `judge` says whether the load may go; refused, the blocked page stays.
 */
export function listenForPopups(judge: PopupJudge): void {
  void chrome.declarativeNetRequest.updateSessionRules({ removeRuleIds: [POPUP_RULE_ID] }).catch(() => undefined);
  // The tab whose page opened each new one: Chrome's openerTabId follows the tab strip (a second popup of a page
  // can name the first popup as its opener), the navigation target event names the page's own tab.
  const sources = new Map<number, number>();
  chrome.webNavigation.onCreatedNavigationTarget.addListener((d) => {
    if (!excluded) return;
    sources.set(d.tabId, d.sourceTabId);
    if (sources.size > 50) sources.delete(sources.keys().next().value!);
  });
  chrome.webNavigation.onErrorOccurred.addListener((d) => {
    if (d.frameId !== 0 || d.error !== BLOCKED || !excluded || excluded.has(d.tabId)) return;
    void (async () => {
      const tab = await chrome.tabs.get(d.tabId).catch(() => undefined);
      excluded?.add(d.tabId);
      await sync();
      if (tab && (await judge(sources.get(d.tabId) ?? tab.openerTabId, d.url)))
        await chrome.tabs.update(d.tabId, { url: d.url }).catch(() => undefined);
    })();
  });
}
