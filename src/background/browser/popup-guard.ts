/**
 * New windows a watched page opens (window.open, a link or form with target=_blank, at any time while the task
 * works in the tab), judged before their first request leaves. The debugger cannot: a popup is a new tab whose
 * first request is sent before anyone could attach to it (Chrome does not auto-attach popups to the opener's
 * session). Session rules of declarativeNetRequest can: while a task watches a tab, a top-level load into a tab
 * other than the watched ones and those open when the watch began is blocked by the browser when
 * - a page of a site the watched tab has shown (its pages and frames) started it (`initiatorDomains`), or
 * - a frame with an opaque origin started it (a sandboxed srcdoc or blob: frame, a data: frame): DNR matches an
 *   opaque initiator only against rules that list no initiator domain, so the first rule never sees it. Such a
 *   rule sees what the browser starts too (an address typed, a bookmark, a tab an extension opens: no initiator
 *   is an opaque one to DNR), and cross-site loads from any page (`thirdParty` leaves same-site ones alone).
 * The block's error is the worker's cue: the load is judged from the page of the tab that opened it (webNavigation's
 * source tab) like any load a page starts (redirect-guard.ts), or from every watched page when only Chrome's
 * tab-strip opener says a page opened it (a sandboxed blob: frame in a process of its own is named by nothing
 * else); a tab with neither is the browser's and loads again at once. The new-tab page a person opens and the tabs the agent opens leave the rules before they load anything.
 *
 * Costs, only while a task runs (and its grace): a page of those sites, or a cross-site link from any page, that
 * a person opens in a new tab (a middle-click, a target=_blank link) shows Chrome's blocked page for one round
 * trip to the worker, then loads; so does a bookmark opened in a new tab; a form posted into a new window is
 * loaded again without its body; a load another extension blocked in such a tab is loaded again by us.
 */
export const POPUP_RULE_ID = 7011;
export const OPAQUE_RULE_ID = 7012;
/** How long a blocked load waits for webNavigation to name the page that opened its tab. */
const SOURCE_WAIT_MS = 200;
const BLOCKED = 'net::ERR_BLOCKED_BY_CLIENT';

/** The tabs the rule leaves alone: the tabs open when the watch began, the watched tabs, tabs judged already. */
let excluded: Set<number> | undefined;
/** Hosts of every document the watched tabs loaded during the watch: the initiators whose new windows are judged. */
const hosts = new Set<string>();
let pending: Promise<unknown> = Promise.resolve();

async function writeRule(): Promise<void> {
  const removeRuleIds = [POPUP_RULE_ID, OPAQUE_RULE_ID];
  if (!excluded) return chrome.declarativeNetRequest.updateSessionRules({ removeRuleIds });
  const block = (id: number, condition: chrome.declarativeNetRequest.RuleCondition) => ({
    id,
    priority: 1,
    action: { type: 'block' as chrome.declarativeNetRequest.RuleActionType },
    condition: {
      resourceTypes: ['main_frame' as chrome.declarativeNetRequest.ResourceType],
      excludedTabIds: [...excluded!],
      ...condition,
    },
  });
  const addRules = [block(OPAQUE_RULE_ID, { domainType: 'thirdParty' as chrome.declarativeNetRequest.DomainType })];
  if (hosts.size) addRules.push(block(POPUP_RULE_ID, { initiatorDomains: [...hosts] }));
  await chrome.declarativeNetRequest.updateSessionRules({ removeRuleIds, addRules });
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

/**
 * A tab the agent opens (its load was judged as the call's) leaves the rules before it loads: create it empty,
 * await this, then load it. No watch: nothing to do.
 */
export async function allowTab(tabId: number): Promise<void> {
  if (!excluded || excluded.has(tabId)) return;
  excluded.add(tabId);
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
  // The tab whose page opened each new one: Chrome's openerTabId follows the tab strip (a second popup of a page
  // can name the first popup as its opener), the navigation target event names the page's own tab.
  const sources = new Map<number, number>();
  chrome.webNavigation.onCreatedNavigationTarget.addListener((d) => {
    if (!excluded) return;
    sources.set(d.tabId, d.sourceTabId);
    if (sources.size > 50) sources.delete(sources.keys().next().value!);
  });
  // The new-tab page a person opens (no page can open a chrome:// address): what they type there is theirs.
  const userPage = (url: string | undefined) => /^chrome:/.test(url ?? '');
  chrome.tabs.onCreated.addListener((tab) => {
    if (excluded && tab.id !== undefined && userPage(tab.pendingUrl || tab.url)) void allowTab(tab.id);
  });
  chrome.webNavigation.onCommitted.addListener((d) => {
    if (excluded && d.frameId === 0 && userPage(d.url)) void allowTab(d.tabId);
  });
  chrome.webNavigation.onErrorOccurred.addListener((d) => {
    if (d.frameId !== 0 || d.error !== BLOCKED || !excluded || excluded.has(d.tabId)) return;
    void (async () => {
      const tab = await chrome.tabs.get(d.tabId).catch(() => undefined);
      excluded?.add(d.tabId);
      await sync();
      const source = await sourceOf(sources, d.tabId);
      // No page opened the tab: the browser started the load (an address, a bookmark, another extension's tab).
      const browsers = source === undefined && tab?.openerTabId === undefined;
      if (tab && (browsers || (await judge(source, d.url))))
        await chrome.tabs.update(d.tabId, { url: d.url }).catch(() => undefined);
    })();
  });
}

/** The tab whose page opened this one, once webNavigation has said so (it comes before the load's error). */
async function sourceOf(sources: Map<number, number>, tabId: number): Promise<number | undefined> {
  const end = Date.now() + SOURCE_WAIT_MS;
  while (!sources.has(tabId) && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return sources.get(tabId);
}
