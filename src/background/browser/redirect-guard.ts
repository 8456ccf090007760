/**
 * Page loads the policy did not judge, judged before they are requested:
 * - server redirects: the policy judged the address the agent opened (or the link it clicked); a short link or a
 *   stored redirect on that site can send the load, and what its address carries, on to a site it never named;
 * - loads the page makes itself: a script setting `location`, a form it submits, a meta refresh, a link it clicks,
 *   at any time while a task works in the tab (a page can wait until the approved action settled).
 * Every document request then pauses (Fetch, request stage) and is put to the judge; a refused one fails as
 * blocked by the client, and the next action's result says so. Nothing is intercepted while no judge is armed.
 *
 * Telling the page's loads from the user's: Fetch does not say who started a request. The renderer reports each
 * navigation it starts (Page.frameRequestedNavigation: script, form, meta refresh, link click) just before the
 * browser requests it, and such a request carries a Referer unless the page hid it; an address the user types,
 * a bookmark, reload or back/forward from the browser's buttons is started by the browser and reported by
 * neither, so it goes on at once, unjudged. Only the top frame's loads are judged this way: a frame's own load is
 * no more than a request the page could make with fetch.
 */
import type { RedirectJudge } from '../../agent/browser-port';
import { webOrigin } from '../../agent/policy/origins';
import { DebuggerSessionError } from '../cdp/debugger-errors';
import type { DebuggerSession } from '../cdp/debugger-session';
import { bodyOf, hasReferer, PageRequestedLoads, withBody } from './page-loads';
import { guardPopups, noteWatchedDocument } from './popup-guard';

/** In the reason of a load stopped because the call only picked an option (background/policy/load-guard.ts). */
/** Fetch.requestPaused's params, the parts the judge reads. */
interface PausedRequest {
  requestId: string;
  networkId?: string;
  frameId?: string;
  request: { url: string; headers?: object; postData?: string; postDataEntries?: Array<{ bytes?: string }> };
}

export const PICKED = 'when an option was picked';

/** The approved action's judge, armed for its duration (it knows where the action itself may load). */
const judges = new Map<number, RedirectJudge>();
/** The task's judge, armed from the task's first approved call on the tab until the task ends. */
const watches = new Map<number, { judge: RedirectJudge }>();
/** Each tab's guard, so arming reaches a tab whose debugger is already attached. */
const guards = new Map<number, RedirectGuard>();

const armed = (tabId: number) => judges.has(tabId) || watches.has(tabId);

function update(tabId: number, was: boolean): void {
  const guard = guards.get(tabId);
  if (armed(tabId)) void guard?.enableAll();
  else if (was) void guard?.disableAll();
}

/**
 * Armed by the policy gate for the one action it approved, like the press guard: the action's load and its
 * redirects happen before the action settles.
 */
export function guardRedirects(tabId: number, judge: RedirectJudge | undefined): void {
  const was = armed(tabId);
  if (judge) judges.set(tabId, judge);
  else judges.delete(tabId);
  update(tabId, was);
}

/**
 * Armed by the policy gate while a task works in the tab: loads the page makes between (and during) actions are
 * judged too. `undefined` ends it when the task ends: the tab is the user's again (a page can wait longer than any
 * task; what it holds it could send with a fetch anyway, see the README's limits).
 */
export function watchNavigations(tabId: number, judge: RedirectJudge | undefined): Promise<void> {
  const was = armed(tabId);
  if (judge) watches.set(tabId, { judge });
  else watches.delete(tabId);
  update(tabId, was);
  // Resolves once the popup rule leaves this tab (the agent's own loads in it are judged by the debugger).
  return guardPopups([...watches.keys()]);
}

/**
 * A new tab's first load, blocked by popup-guard.ts: judged as a load its opener's page started. `openerTabId` is
 * the tab webNavigation names; undefined when only Chrome's tab-strip opener says a page opened it (a sandboxed
 * blob: frame in a process of its own is named by nothing else, and the tab strip's opener can be an earlier
 * popup showing the attacker's own page). Then, and for an opener the task does not watch, the load is judged
 * from every page the task watches too: data from the task may leave from any tab. True lets it load.
 */
export async function judgePopup(openerTabId: number | undefined, url: string): Promise<boolean> {
  const pageOf = (tab: number) => guards.get(tab)?.pageUrl() ?? '';
  const froms: Array<[number, string]> = [];
  if (openerTabId !== undefined && watches.has(openerTabId)) froms.push([openerTabId, pageOf(openerTabId)]);
  else {
    for (const tab of watches.keys()) froms.push([tab, pageOf(tab)]);
    const opener = openerTabId === undefined ? undefined : await chrome.tabs.get(openerTabId).catch(() => undefined);
    const first = [...watches.keys()][0];
    if (opener?.url && first !== undefined) froms.push([first, opener.url]);
  }
  for (const [tab, from] of froms) {
    if (!watches.get(tab)?.judge(from, url, 'page')) continue;
    guards.get(tab)?.noteStopped(from, url);
    return false;
  }
  return true;
}

export class RedirectGuard {
  /** Network request id -> the address it asked for last, and whether its load is judged at all. */
  private readonly asked = new Map<string, { url: string; judged: boolean }>();
  private readonly sessions = new Set<string | undefined>();
  private readonly enabled = new Set<string | undefined>();
  readonly requested = new PageRequestedLoads();
  /** Loads refused since the last report (the decision log has the reasons). */
  private stopped: Array<{ from: string; to: string; page: boolean; picked?: boolean }> = [];

  constructor(
    private readonly tabId: number,
    private readonly session: DebuggerSession,
    private readonly page: () => { frameId: string; url: string; acting: boolean },
  ) {
    guards.set(tabId, this);
  }

  /** A target of the tab (the page or an out-of-process frame) joins; intercepted at once when a judge is armed. */
  async attach(sessionId: string | undefined): Promise<void> {
    this.sessions.add(sessionId);
    if (armed(this.tabId)) await this.enable(sessionId);
  }

  async enableAll(): Promise<void> {
    await Promise.all([...this.sessions].map((s) => this.enable(s)));
  }

  async disableAll(): Promise<void> {
    const on = [...this.enabled];
    this.enabled.clear();
    await Promise.all(on.map((s) => this.session.send('Fetch.disable', {}, s).catch(() => undefined)));
  }

  private enable(sessionId: string | undefined): Promise<void> {
    if (this.enabled.has(sessionId)) return Promise.resolve();
    this.enabled.add(sessionId);
    // Web addresses only: a chrome-extension:// frame (a page framing our palette) pauses where no event reaches
    // an extension's debugger, and its page never finished loading.
    const patterns = ['http://*', 'https://*'].map((urlPattern) => ({
      urlPattern,
      resourceType: 'Document',
      requestStage: 'Request',
    }));
    return this.session
      .send('Fetch.enable', { patterns }, sessionId)
      .then(() => undefined)
      .catch(() => {
        this.enabled.delete(sessionId); // a frame target that went away meanwhile
      });
  }

  /** Fetch.requestPaused: let the request go, unless the judge refuses it. */
  onPaused(p: PausedRequest, sessionId?: string): void {
    try {
      this.judgePaused(p, sessionId);
    } catch {
      // A judge that failed decided nothing: the load stops rather than goes unjudged (and never hangs).
      this.answer('Fetch.failRequest', { requestId: p.requestId, errorReason: 'BlockedByClient' }, sessionId);
    }
  }

  private judgePaused(p: PausedRequest, sessionId?: string): void {
    const to = p.request.url;
    const judged = withBody(to, p.request.postData ?? bodyOf(p.request.postDataEntries));
    const key = `${sessionId}|${p.networkId ?? p.requestId}`;
    const before = this.asked.get(key);
    const page = this.page();
    // The approved action's judge while it runs (it knows the load the action was judged for), else the task's.
    const action = judges.get(this.tabId);
    const judge = (page.acting ? action : undefined) ?? watches.get(this.tabId)?.judge ?? action;
    let refused: { from: string; page: boolean; picked?: boolean } | undefined;
    const top = sessionId === undefined && p.frameId === page.frameId;
    if (before) {
      // A redirect hop of a load that is judged: the agent's own (during an action) or the page's.
      if (before.judged && before.url !== to && judge?.(before.url, judged, 'redirect'))
        refused = { from: before.url, page: false };
      this.asked.set(key, { url: to, judged: before.judged });
    } else {
      const byPage = top && this.requested.take(to, hasReferer(p.request.headers));
      const why = byPage ? judge?.(page.url, judged, 'page') : undefined;
      if (why) refused = { from: page.url, page: true, picked: why.includes(PICKED) };
      this.asked.set(key, { url: to, judged: byPage || page.acting });
    }
    if (this.asked.size > 200) this.asked.delete(this.asked.keys().next().value!);
    if (refused) {
      this.stopped.push({ ...refused, to });
      this.answer('Fetch.failRequest', { requestId: p.requestId, errorReason: 'BlockedByClient' }, sessionId);
      return;
    }
    if (watches.has(this.tabId)) noteWatchedDocument(to);
    this.answer('Fetch.continueRequest', { requestId: p.requestId }, sessionId, top ? to : undefined);
  }

  /**
   * Chrome refuses every command (detach too) in a tab whose page holds another extension's frame (our palette
   * page framed at its fixed address), so a paused request would hang the tab's load. Leaving for a blank page
   * cancels it and frees the tab; an allowed load is then asked for again, by the browser, with its address only.
   */
  private answer(method: string, params: object, sessionId: string | undefined, go?: string): void {
    void this.session.send(method, params as Record<string, unknown>, sessionId).catch(async (e) => {
      if (!(e instanceof DebuggerSessionError) || e.failure.code !== 'restricted_page' || sessionId) return;
      const blank = await chrome.tabs.update(this.tabId, { url: 'about:blank' }).catch(() => undefined);
      for (let i = 0, t = blank; go && t && i < 50; i++, t = await chrome.tabs.get(this.tabId).catch(() => undefined))
        if (t.status !== 'complete' || t.url !== 'about:blank') await new Promise((r) => setTimeout(r, 20));
        else return void chrome.tabs.update(this.tabId, { url: go }).catch(() => undefined);
    });
  }

  /**
   * Loads stopped since the last call, as the model reads them: the two sites only. The data and the page's
   * words stay out (this text sits outside the untrusted block); the user's panel log names them.
   */
  takeWarnings(): string[] {
    const out = this.stopped.map(({ from, to, page, picked }) => {
      if (picked)
        return `Tabwright stopped the page at ${webOrigin(from) ?? 'the page'} from loading a page when an option was picked: picking an option does not submit or pay. That page did not load; leave the submit to its own button, which is judged when pressed.`;
      const a = webOrigin(from) ?? 'the page';
      const b = webOrigin(to) ?? 'another address';
      const what = page ? `the page at ${a} from loading ${b} by itself` : `a redirect from ${a} to ${b}`;
      return `Tabwright stopped ${what}: it would have carried data from this task to a site the task does not send to. That page did not load; tell the user rather than trying another way there.`;
    });
    this.stopped = [];
    return out;
  }

  pageUrl(): string {
    return this.page().url;
  }

  /** A load stopped elsewhere (a new window this page opened), told with the next action's result. */
  noteStopped(from: string, to: string): void {
    this.stopped.push({ from, to, page: true });
  }

  /** The debugger attached again after idling: no domain is enabled any more. */
  reattached(): void {
    this.enabled.clear();
    if (armed(this.tabId)) void this.enableAll();
  }
}
