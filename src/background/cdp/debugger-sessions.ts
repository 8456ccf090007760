/**
 * The tabs' chrome.debugger sessions (debugger-session.ts), one per tab: attached on demand, detached after idling
 * and attached again by their next command, dropped with a DebuggerFailure when the tab closes or the user cancels.
 */
import {
  classifyDebuggerError,
  DebuggerSessionError,
  detachReasonFailure,
  failure,
  isUndebuggableUrl,
  isUnresponsive,
  type DebuggerFailure,
} from './debugger-errors';
import { DebuggerSession, REATTACHED_EVENT, withinPageDeadline } from './debugger-session';

const PROTOCOL_VERSION = '1.3';

export interface DebuggerSessionsOptions {
  /** Detach after this long without commands and without holds. */
  idleMs?: number;
}

export type AcquireResult = { ok: true; session: DebuggerSession } | DebuggerFailure;

export class DebuggerSessions {
  private readonly sessions = new Map<number, DebuggerSession>();
  private readonly attaching = new Map<number, Promise<AcquireResult>>();
  private readonly reattaching = new Map<number, Promise<DebuggerFailure | null>>();
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly holds = new Map<number, number>();
  /** Tabs whose user cancelled debugging: we do not silently re-attach until `forgetCancel`. */
  private readonly cancelled = new Set<number>();
  private readonly idleMs: number;

  constructor(options: DebuggerSessionsOptions = {}) {
    this.idleMs = options.idleMs ?? 20_000;
    chrome.debugger.onEvent.addListener((source, method, params) => {
      const s = source.tabId === undefined ? undefined : this.sessions.get(source.tabId);
      if (method === 'Fetch.requestPaused' && !s?.handled()) {
        // Interception outlived whoever would answer it (a restarted worker): the page must not hang on us.
        const id = (params as { requestId?: string } | undefined)?.requestId;
        void chrome.debugger.sendCommand(source, 'Fetch.continueRequest', { requestId: id }).catch(() => undefined);
        return;
      }
      s?.dispatch(method, params, (source as chrome.debugger.DebuggerSession).sessionId);
    });
    chrome.debugger.onDetach.addListener((source, reason) => {
      if (source.tabId !== undefined) void this.onDetached(source.tabId, reason);
    });
    chrome.tabs.onRemoved.addListener((tabId) => this.drop(tabId, failure('tab_closed')));
  }

  /** The tab's live session, attaching first when needed. Concurrent callers share one attach. */
  acquire(tabId: number): Promise<AcquireResult> {
    const live = this.sessions.get(tabId);
    if (live && !live.lost && live.idle)
      return this.reattach(live).then((failed) => failed ?? { ok: true, session: live });
    if (live && !live.lost) {
      this.touch(tabId);
      return Promise.resolve({ ok: true, session: live });
    }
    if (this.cancelled.has(tabId)) return Promise.resolve(failure('canceled_by_user'));
    let pending = this.attaching.get(tabId);
    if (!pending) {
      pending = this.attach(tabId).finally(() => this.attaching.delete(tabId));
      this.attaching.set(tabId, pending);
    }
    return pending;
  }

  /** Keeps the tab attached until the returned release function is called (e.g. for a running task). */
  hold(tabId: number): () => void {
    this.holds.set(tabId, (this.holds.get(tabId) ?? 0) + 1);
    this.clearTimer(tabId);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds.set(tabId, (this.holds.get(tabId) ?? 1) - 1);
      this.touch(tabId);
    };
  }

  /** A task holds the tab now (see hold). */
  isHeld(tabId: number): boolean {
    return (this.holds.get(tabId) ?? 0) > 0;
  }

  /** A new task started by the user: allow attaching again after they had cancelled. */
  forgetCancel(tabId: number): void {
    this.cancelled.delete(tabId);
  }

  async detach(tabId: number): Promise<void> {
    const s = this.sessions.get(tabId);
    this.drop(tabId, failure('detached', 'idle'));
    if (s) await chrome.debugger.detach({ tabId }).catch(() => undefined);
  }

  /**
   * Detaches after idling but keeps the session object: its next command (or acquire) attaches again, and whoever
   * holds it (the tab's BrowserTab, its refs) carries on. The "started debugging" bar goes away meanwhile.
   */
  private async idleDetach(tabId: number): Promise<void> {
    const s = this.sessions.get(tabId);
    if (!s || s.lost || s.idle) return;
    if (s.inFlight > 0 || this.isHeld(tabId)) return this.touch(tabId);
    this.clearTimer(tabId);
    s.idle = true;
    s.resetChildren();
    await chrome.debugger.detach({ tabId }).catch(() => undefined);
  }

  /** Attaches an idle session again (concurrent callers share one attach); a failure value when it cannot. */
  private reattach(session: DebuggerSession): Promise<DebuggerFailure | null> {
    const tabId = session.tabId;
    let pending = this.reattaching.get(tabId);
    if (!pending) {
      pending = (async () => {
        if (this.cancelled.has(tabId)) return this.fail(session, failure('canceled_by_user'));
        const tab = await chrome.tabs.get(tabId).catch(() => undefined);
        if (!tab) return this.fail(session, failure('tab_closed'));
        const url = tab.url ?? tab.pendingUrl;
        if (isUndebuggableUrl(url)) return this.fail(session, failure('restricted_page', undefined, url));
        try {
          // Attaching waits on the page's main thread: a frozen page would hold the command that re-attaches for as
          // long as it stays frozen. Past the deadline the session stays idle (a later command tries again).
          await withinPageDeadline(chrome.debugger.attach({ tabId }, PROTOCOL_VERSION));
        } catch (err) {
          if (isUnresponsive(err)) return err.failure;
          // Attached already (a detach that did not finish, or a second attach racing us): keep going with it.
          if (!/already attached/i.test(String(err))) return this.fail(session, classifyDebuggerError(err, url));
        }
        session.idle = false;
        try {
          await session.send('Target.setAutoAttach', {
            autoAttach: true,
            waitForDebuggerOnStart: false,
            flatten: true,
          });
        } catch (err) {
          return this.fail(session, err instanceof DebuggerSessionError ? err.failure : classifyDebuggerError(err));
        }
        session.dispatch(REATTACHED_EVENT, {}, undefined);
        this.touch(tabId);
        return null;
      })().finally(() => this.reattaching.delete(tabId));
      this.reattaching.set(tabId, pending);
    }
    return pending;
  }

  private fail(session: DebuggerSession, why: DebuggerFailure): DebuggerFailure {
    if (this.sessions.get(session.tabId) === session) this.drop(session.tabId, why);
    else session.lost = why;
    return why;
  }

  private async attach(tabId: number): Promise<AcquireResult> {
    let url: string | undefined;
    try {
      const tab = await chrome.tabs.get(tabId);
      url = tab.url ?? tab.pendingUrl;
    } catch {
      return failure('tab_closed');
    }
    if (isUndebuggableUrl(url)) return failure('restricted_page', undefined, url);
    const session = new DebuggerSession(
      tabId,
      () => this.touch(tabId),
      (s) => this.reattach(s),
    );
    // Registered before attach so no Target.attachedToTarget event is missed.
    this.sessions.set(tabId, session);
    try {
      await withinPageDeadline(chrome.debugger.attach({ tabId }, PROTOCOL_VERSION));
    } catch (err) {
      if (isUnresponsive(err)) {
        // A frozen page: the attach may still land later. The session is kept as an idle one, so the next command
        // attaches again (or finds it attached) instead of meeting a tab attached with no session.
        session.idle = true;
        return err.failure;
      }
      this.sessions.delete(tabId);
      return classifyDebuggerError(err, url);
    }
    try {
      // flatten: child sessions are addressed by sessionId through the same chrome.debugger channel.
      await session.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: true });
    } catch (err) {
      await this.detach(tabId);
      return err instanceof DebuggerSessionError ? err.failure : classifyDebuggerError(err, url);
    }
    this.touch(tabId);
    return { ok: true, session };
  }

  private async onDetached(tabId: number, reason: string): Promise<void> {
    // Our own idle detach: the session attaches again on its next command.
    if (this.sessions.get(tabId)?.idle) return;
    let why = detachReasonFailure(reason);
    if (reason === 'canceled_by_user') this.cancelled.add(tabId);
    if (reason === 'target_closed') {
      // target_closed also arrives when the tab navigates to a page that cannot be debugged.
      const tab = await chrome.tabs.get(tabId).catch(() => undefined);
      if (tab)
        why = isUndebuggableUrl(tab.url) ? failure('restricted_page', undefined, tab.url) : failure('detached', reason);
    }
    this.drop(tabId, why);
  }

  private drop(tabId: number, why: DebuggerFailure): void {
    const s = this.sessions.get(tabId);
    if (s) s.lost = why;
    this.sessions.delete(tabId);
    this.clearTimer(tabId);
    this.holds.delete(tabId);
  }

  private touch(tabId: number): void {
    this.clearTimer(tabId);
    const s = this.sessions.get(tabId);
    if ((this.holds.get(tabId) ?? 0) > 0 || !s || s.idle) return;
    this.timers.set(
      tabId,
      setTimeout(() => void this.idleDetach(tabId), idleOverride() ?? this.idleMs),
    );
  }

  private clearTimer(tabId: number): void {
    const t = this.timers.get(tabId);
    if (t !== undefined) clearTimeout(t);
    this.timers.delete(tabId);
  }
}

/**
 * e2e tests prove the idle detach without waiting 20 s: they set `tabwright.debuggerIdleMs` in the worker (pages
 * cannot reach the worker's globals). Read at each timer start, since the sessions object exists before the test runs.
 */
function idleOverride(): number | undefined {
  const ms = (globalThis as { tabwright?: { debuggerIdleMs?: unknown } }).tabwright?.debuggerIdleMs;
  return typeof ms === 'number' && ms > 0 ? ms : undefined;
}
