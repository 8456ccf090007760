/**
 * New windows a watched page opens (window.open, a link or form with target=_blank, at any time while the task
 * works in the tab), judged before their first request leaves. The debugger cannot: a popup is a new tab whose
 * first request is sent before anyone could attach to it (Chrome does not auto-attach popups to the opener's
 * session). Session rules of declarativeNetRequest can (popup-rules.ts): while a task watches a tab, a top-level
 * load into a tab other than the watched ones and the user's (those open when the watch began, save windows a
 * watched page opened) is blocked by the browser when
 * - a page of a site the watched tab has shown (its pages and frames) started it (`initiatorDomains`), or
 * - a frame with an opaque origin started it (a sandboxed srcdoc or blob: frame, a data: frame): DNR matches an
 *   opaque initiator only against rules that list no initiator domain, so the first rule never sees it. Such a
 *   rule sees what the browser starts too (an address typed, a bookmark, a tab an extension opens: no initiator
 *   is an opaque one to DNR), and cross-site loads from any page (`thirdParty` leaves same-site ones alone).
 * The block's error is the worker's cue: the load is judged from the page of the tab that opened it (webNavigation's
 * source tab) like any load a page starts (redirect-guard.ts), or from every watched page when nothing names one
 * (a sandboxed blob: frame in a process of its own may be named by nothing; what the browser itself loads, an
 * address or a bookmark, carries nothing the task read and goes on). An approved load goes by an allow rule for
 * its address alone, so its redirects are judged in turn; once it commits, the tab stays under the rule for loads
 * a watched site starts (the opener loading it again is judged), and only its own cross-site loads go free (a
 * sign-in popup going from site to site). The new-tab page a person opens and the tabs the agent opens leave the
 * rules before they load anything.
 *
 * Costs, only while a task runs (and its grace): a page of those sites, or a cross-site link from any page, that
 * a person opens in a new tab (a middle-click, a target=_blank link) shows Chrome's blocked page for one round
 * trip to the worker, then loads; so does a bookmark opened in a new tab; a form posted into a new window is
 * loaded again without its body; a load another extension blocked in such a tab is loaded again by us.
 */
import { openedFrom, openerOf, recordLineage } from './popup-lineage';
import { clearLeftRules, passRuleId, state, sync } from './popup-rules';

/** How long a blocked load waits for webNavigation to name the page that opened its tab. */
const SOURCE_WAIT_MS = 200;
const BLOCKED = 'net::ERR_BLOCKED_BY_CLIENT';
/** How long a new tab's approved load may take to commit before its allow rule goes. */
const PASS_MS = 10_000;

const hostOf = (url: string | undefined) => {
  try {
    return url && /^https?:/.test(url) ? new URL(url).hostname : undefined;
  } catch {
    return undefined;
  }
};

/** The watched tabs changed: the rules follow (none watched: no rule). */
export async function guardPopups(watched: number[]): Promise<void> {
  state.watched = watched;
  for (const tab of state.sealed.keys()) if (!watched.includes(tab)) state.sealed.delete(tab);
  if (!watched.length) {
    state.excluded = undefined;
    state.hosts.clear();
    state.passed.clear();
    state.passing.clear();
  } else {
    const tabs = await chrome.tabs.query({});
    if (!state.excluded) {
      // Tabs open before the watch are the user's, except windows a watched page opened (it may hold a handle on
      // one and load it again with the data once the task runs): those are judged as its new windows are.
      const opened = (t: chrome.tabs.Tab) =>
        (t.openerTabId !== undefined && watched.includes(t.openerTabId)) || openedFrom(t.id!, watched);
      state.excluded = new Set(tabs.flatMap((t) => (t.id === undefined || opened(t) ? [] : [t.id])));
      for (const t of tabs) if (t.id !== undefined && opened(t) && !watched.includes(t.id)) state.passed.add(t.id);
    }
    for (const tab of watched) {
      state.excluded.add(tab);
      state.passed.delete(tab);
    }
    for (const t of tabs) {
      const host = t.id !== undefined && watched.includes(t.id) ? hostOf(t.url || t.pendingUrl) : undefined;
      if (host) state.hosts.add(host);
    }
  }
  await sync();
}

/**
 * A tab the agent opens (its load was judged as the call's) leaves the rules before it loads: create it empty,
 * await this, then load it. No watch: nothing to do.
 */
export async function allowTab(tabId: number): Promise<void> {
  if (!state.excluded || state.excluded.has(tabId)) return;
  state.excluded.add(tabId);
  state.passed.delete(tabId);
  await sync();
}

/** A document a watched tab requested (any frame): new windows its pages open are judged. */
export function noteWatchedDocument(url: string): void {
  const host = hostOf(url);
  if (!state.excluded || !host || state.hosts.has(host)) return;
  state.hosts.add(host);
  void sync();
}

export type PopupJudge = (openerTabId: number | undefined, url: string) => Promise<boolean>;

/**
 * Listens for the rules' blocks (once, when the worker starts; rules left by a stopped worker are removed, as the
 * task that set them ended with it). `judge` says whether the load may go; refused, the blocked page stays.
 */
export function listenForPopups(judge: PopupJudge): void {
  void clearLeftRules();
  // The tab whose page opened each new one, from the navigation target events (popup-lineage.ts says why not
  // Chrome's openerTabId: it follows the tab strip, and the strip forgets it).
  void recordLineage();
  // The new-tab page a person opens (no page can open a chrome:// address): what they type there is theirs.
  const userPage = (url: string | undefined) => /^chrome:/.test(url ?? '');
  chrome.tabs.onCreated.addListener((tab) => {
    if (state.excluded && tab.id !== undefined && userPage(tab.pendingUrl || tab.url)) void allowTab(tab.id);
  });
  chrome.webNavigation.onCommitted.addListener((d) => {
    if (state.excluded && d.frameId === 0 && userPage(d.url)) void allowTab(d.tabId);
  });
  // Tabs whose blocked load is being judged: one judgement per load.
  const judging = new Set<number>();
  chrome.webNavigation.onErrorOccurred.addListener((d) => {
    const { excluded } = state;
    if (d.frameId !== 0 || d.error !== BLOCKED || !excluded || excluded.has(d.tabId) || judging.has(d.tabId)) return;
    judging.add(d.tabId);
    void (async () => {
      const tab = await chrome.tabs.get(d.tabId).catch(() => undefined);
      // Nothing may name the page that opened the tab: a popup opened with `noopener` from a sandboxed blob: frame
      // in a process of its own has no tab-strip opener, and its navigation target event can come late or never
      // on a loaded machine. Such a load is judged from every watched page; the browser's own (an address, a
      // bookmark) carries nothing the task read, so it passes that judge.
      const source = await sourceOf(d.tabId);
      const go = !!tab && (await judge(source, d.url));
      // Its redirects are blocked and judged in turn: the next judgement may start now.
      judging.delete(d.tabId);
      // Refused, the tab stays under the rules: the page that opened it keeps a handle on the window and can load
      // it again with the data (red team: a tab left out of the rules once judged let that second load go).
      if (go) await passOnce(d.tabId, d.url);
    })().finally(() => judging.delete(d.tabId));
  });
}

/**
 * Lets one approved load into a new tab go, by an allow rule for its address in that tab only: a server redirect
 * on to another address is blocked and judged like any load (a site's open redirect carrying the data on). Once
 * it commits, the tab is a passed one (popup-rules.ts).
 */
async function passOnce(tabId: number, url: string): Promise<void> {
  const id = passRuleId();
  state.passing.set(tabId, { url, id });
  await sync();
  const done = settled(tabId);
  await chrome.tabs.update(tabId, { url }).catch(() => undefined);
  await done;
  if (state.passing.get(tabId)?.id === id) state.passing.delete(tabId);
  if (state.excluded && !state.watched.includes(tabId)) state.passed.add(tabId);
  await sync();
}

/** The tab's next top-level load committed or failed (or PASS_MS went by). */
function settled(tabId: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const end = (d: { tabId: number; frameId: number }) => {
      if (d.tabId !== tabId || d.frameId !== 0) return;
      clearTimeout(timer);
      chrome.webNavigation.onCommitted.removeListener(end);
      chrome.webNavigation.onErrorOccurred.removeListener(end);
      resolve();
    };
    const timer = setTimeout(() => end({ tabId, frameId: 0 }), PASS_MS);
    chrome.webNavigation.onCommitted.addListener(end);
    chrome.webNavigation.onErrorOccurred.addListener(end);
  });
}

/** The tab whose page opened this one, once webNavigation has said so (it comes before the load's error). */
async function sourceOf(tabId: number): Promise<number | undefined> {
  const end = Date.now() + SOURCE_WAIT_MS;
  while (openerOf(tabId) === undefined && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return openerOf(tabId);
}
