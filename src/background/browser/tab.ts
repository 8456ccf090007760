/**
 * What the browser port keeps per tab: the debugger session, the snapshot engine (refs live only here, never in the
 * page), our isolated world per frame, and a watch on the tab's events (navigations, requests in flight, dialogs,
 * tabs it opened) so an action can say what followed it. One BrowserTab per tab, replaced when the session is.
 */
import { DebuggerSessions, REATTACHED_EVENT, type DebuggerSession } from '../cdp/debugger-session';
import { SnapshotEngine, type CollectedPage } from '../../agent/snapshot';
import type { DialogChoice } from '../../agent/browser-port';
import { blockDownload, type Blocked } from './downloads';

/** One DebuggerSessions for the worker: chrome.debugger allows a single attach per tab. */
export const debuggers = new DebuggerSessions();

export interface DialogRecord {
  type: string;
  message: string;
  handled: 'accepted' | 'dismissed';
  at: number;
}

/** Requests older than this (long polls, streams) do not keep the page from counting as settled. */
const LONG_REQUEST_MS = 2000;

export class BrowserTab {
  readonly engine = new SnapshotEngine();
  /** Frame tree facts of the latest snapshot: where each frame lives and its <iframe> element. */
  frames = new Map<string, { sessionId?: string; parentFrameId?: string; ownerBackendId?: number; url: string }>();
  snapshotAt = 0;
  mainFrameId = '';
  mainUrl = '';
  lastNavigationAt = 0;
  loadedAt = 0;
  loading = false;
  readonly frameNavigatedAt = new Map<string, number>();
  readonly dialogs: DialogRecord[] = [];
  readonly openedTabs: Array<{ tabId: number; at: number }> = [];
  /** Set by the running action: how to answer a dialog it opens. */
  dialogChoice: DialogChoice | undefined;
  acceptBeforeUnload = false;
  /** True while an agent action (and its settle) runs: downloads the page begins then are the agent's. */
  acting = false;
  /** The running action's Stop: input stops at the next gesture (input.ts), not after the whole tool. */
  actSignal: AbortSignal | undefined;
  /** The user approved a download on a confirmation card: the next action's downloads go through. */
  downloadAllowed = false;
  /** ...and those that begin late, until then (see LATE_DOWNLOAD_MS). */
  downloadAllowedUntil = 0;
  /** When the last agent action on this tab ended. */
  actionEndedAt = 0;
  /** Downloads blocked as the agent's, for the next action's report; `downloadsReported` of them were reported. */
  readonly blockedDownloads: Array<{ filename: string; url: string; outcome: Promise<Blocked> }> = [];
  downloadsReported = 0;
  screenshotScale: number | undefined;
  /**
   * Time the running action spent waiting on the page rather than working: a dropdown's options appearing, an
   * opening dialog's button still moving. Reported with the settle time, apart from the tool's own overhead.
   */
  pageWaitMs = 0;
  private readonly inflight = new Map<string, number>();
  private readonly worlds = new Map<string, Promise<number>>();
  private readonly waiters = new Set<() => void>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly tabId: number,
    public session: DebuggerSession,
  ) {}

  /** Enables the domains we watch on the tab's target and every frame target attached later. */
  async start(): Promise<void> {
    this.session.on((method, params, sessionId) => this.onEvent(method, params, sessionId));
    const { frameTree } = await this.session.send('Page.getFrameTree');
    this.mainFrameId = frameTree.frame.id;
    this.mainUrl = frameTree.frame.url;
    await Promise.all([this.enable(undefined), ...this.session.childSessions().map((c) => this.enable(c.sessionId))]);
  }

  private async enable(sessionId: string | undefined): Promise<void> {
    await Promise.all([
      this.session.send('Page.enable', {}, sessionId),
      this.session.send('Network.enable', { maxTotalBufferSize: 0, maxResourceBufferSize: 0 }, sessionId),
    ]).catch(() => undefined); // a frame target that went away meanwhile
  }

  /** Page-changing work runs one at a time per tab. */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** The isolated world of a frame (created once per document). */
  world(frameId: string, sessionId: string | undefined): Promise<number> {
    const key = `${sessionId ?? ''}|${frameId}`;
    let id = this.worlds.get(key);
    if (!id) {
      id = this.session
        .send('Page.createIsolatedWorld', { frameId, worldName: 'tabwright', grantUniveralAccess: false }, sessionId)
        .then((r) => r.executionContextId as number);
      id.catch(() => this.worlds.delete(key));
      this.worlds.set(key, id);
    }
    return id;
  }

  forgetWorld(frameId: string, sessionId: string | undefined): void {
    this.worlds.delete(`${sessionId ?? ''}|${frameId}`);
  }

  rememberSnapshot(page: CollectedPage): void {
    this.snapshotAt = Date.now();
    this.frames = new Map(
      page.frames.map((f) => [
        f.frameId,
        { sessionId: f.sessionId, parentFrameId: f.parentFrameId, ownerBackendId: f.ownerBackendId, url: f.url },
      ]),
    );
  }

  /** Requests in flight that started less than LONG_REQUEST_MS ago. */
  busyRequests(): number {
    const now = Date.now();
    let n = 0;
    for (const started of this.inflight.values()) if (now - started < LONG_REQUEST_MS) n++;
    return n;
  }

  /** Resolves at the next tab event of interest (or after `ms`), for polling waits without busy loops. */
  nextEvent(ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiters.add(done);
      signal.addEventListener('abort', done, { once: true });
    });
  }

  private onEvent(method: string, p: any, sessionId: string | undefined): void {
    const notify = () => [...this.waiters].forEach((w) => w());
    switch (method) {
      case REATTACHED_EVENT:
        // A new attachment: our isolated worlds may be gone and no domain is enabled any more.
        this.worlds.clear();
        void this.enable(undefined);
        return;
      case 'Target.attachedToTarget':
        if (p.targetInfo?.type === 'iframe') void this.enable(p.sessionId);
        return;
      case 'Network.requestWillBeSent':
        if (p.type !== 'WebSocket' && p.type !== 'EventSource')
          this.inflight.set(`${sessionId}|${p.requestId}`, Date.now());
        return;
      case 'Network.loadingFinished':
      case 'Network.loadingFailed':
        this.inflight.delete(`${sessionId}|${p.requestId}`);
        return notify();
      case 'Page.frameNavigated': {
        const frame = p.frame as { id: string; parentId?: string; url: string };
        this.frameNavigatedAt.set(frame.id, Date.now());
        this.forgetWorld(frame.id, sessionId);
        if (!frame.parentId && !sessionId) {
          this.mainFrameId = frame.id;
          this.mainUrl = frame.url;
          this.lastNavigationAt = Date.now();
        }
        return notify();
      }
      case 'Page.navigatedWithinDocument':
        if (p.frameId === this.mainFrameId && !sessionId) this.mainUrl = p.url;
        return notify();
      case 'Page.frameRequestedNavigation':
      case 'Page.frameStartedLoading':
        if (p.frameId === this.mainFrameId && !sessionId) {
          this.loading = true;
          this.lastNavigationAt = Date.now();
        }
        return notify();
      case 'Page.frameStoppedLoading':
        if (p.frameId === this.mainFrameId && !sessionId) this.loading = false;
        return notify();
      case 'Page.loadEventFired':
        if (!sessionId) this.loadedAt = Date.now();
        return notify();
      case 'Page.downloadWillBegin':
        if (this.agentsDownload())
          this.blockedDownloads.push({ filename: p.suggestedFilename, url: p.url, outcome: blockDownload(p.url) });
        return notify();
      case 'Page.javascriptDialogOpening':
        return void this.answerDialog(p, sessionId).then(notify);
    }
  }

  /** Dialogs block the page (and our input commands) until answered: answer at once, remember how. */
  /** Is a download beginning now the agent's, and not approved by the user on a card? */
  private agentsDownload(): boolean {
    const now = Date.now();
    if (this.downloadAllowed || now < this.downloadAllowedUntil) return false;
    return this.acting || (now - this.actionEndedAt < LATE_DOWNLOAD_MS && debuggers.isHeld(this.tabId));
  }

  private async answerDialog(p: { type: string; message: string }, sessionId: string | undefined): Promise<void> {
    const choice = this.dialogChoice;
    const accept =
      p.type === 'alert'
        ? true
        : p.type === 'beforeunload'
          ? (choice?.accept ?? this.acceptBeforeUnload)
          : (choice?.accept ?? false);
    const params: Record<string, unknown> = { accept };
    if (accept && p.type === 'prompt' && choice?.promptText !== undefined) params.promptText = choice.promptText;
    await this.session.send('Page.handleJavaScriptDialog', params, sessionId).catch(() => undefined);
    this.dialogs.push({ type: p.type, message: p.message, handled: accept ? 'accepted' : 'dismissed', at: Date.now() });
  }
}

/**
 * A download that begins this long after an agent action, while the task still runs on the tab, is the agent's too:
 * a server building an export takes seconds, and a hostile page can wait out the action on purpose. Once the task
 * ends, downloads are the user's again.
 */
export const LATE_DOWNLOAD_MS = 15_000;

const tabs = new Map<number, BrowserTab>();

export function allowNextDownload(tabId: number): void {
  const tab = tabs.get(tabId);
  if (tab) tab.downloadAllowed = true;
}

/** The tab's BrowserTab with a live debugger session, attaching when needed. */
export async function browserTab(tabId: number): Promise<{ ok: true; tab: BrowserTab } | { ok: false; error: string }> {
  const got = await debuggers.acquire(tabId);
  if (!got.ok) return { ok: false, error: got.message };
  let tab = tabs.get(tabId);
  if (tab && tab.session === got.session) return { ok: true, tab };
  const fresh = new BrowserTab(tabId, got.session);
  // Keep refs across a re-attach: backend node ids outlive the debugger session.
  if (tab) Object.assign(fresh, { engine: tab.engine, frames: tab.frames, snapshotAt: tab.snapshotAt });
  tab = fresh;
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

// Tabs opened by a tab we work in (target=_blank links, window.open) are reported with the action that opened them.
chrome.webNavigation.onCreatedNavigationTarget.addListener((d) => {
  const opener = tabs.get(d.sourceTabId);
  if (opener && !opener.openedTabs.some((t) => t.tabId === d.tabId))
    opener.openedTabs.push({ tabId: d.tabId, at: Date.now() });
});
chrome.tabs.onCreated.addListener((t) => {
  const opener = t.openerTabId === undefined ? undefined : tabs.get(t.openerTabId);
  if (opener && t.id !== undefined && !opener.openedTabs.some((o) => o.tabId === t.id))
    opener.openedTabs.push({ tabId: t.id, at: Date.now() });
});
chrome.tabs.onRemoved.addListener((tabId) => tabs.delete(tabId));
