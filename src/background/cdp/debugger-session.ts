/**
 * One tab's chrome.debugger session (a CdpTransport); debugger-sessions.ts attaches them on demand and detaches them
 * when idle.
 *
 * How to use (service worker):
 *   const debuggers = new DebuggerSessions();            // once; installs the chrome.debugger listeners
 *   const got = await debuggers.acquire(tabId);          // attaches if needed ('1.3' + Target.setAutoAttach)
 *   if (!got.ok) return toolError(got.message);          // a DebuggerFailure value: restricted page, DevTools open...
 *   const collected = await collectPage(got.session);    // a DebuggerSession is a CdpTransport
 *   await got.session.send('Input.dispatchMouseEvent', {...}, frameSessionId);
 * Every send() resets the idle timer; after `idleMs` without commands the session detaches (Chrome's
 * "started debugging" bar disappears) but stays usable: its next command attaches again by itself and tells its
 * listeners (REATTACHED_EVENT) so they enable their domains again. Call `hold(tabId)`/its release while a task runs to keep it attached.
 * A send on a lost session throws DebuggerSessionError whose `.failure` explains why (user cancelled, tab closed).
 * Navigations keep the chrome.debugger attachment; OOPIF child sessions come and go through Target events.
 */
import { classifyDebuggerError, DebuggerSessionError, failure, type DebuggerFailure } from './debugger-errors';
import { pageDeadline, withDeadline } from './deadline';
import { ChildSessionTable, type CdpEventHandler, type CdpTransport } from './transport';

/** Dispatched to a session's handlers after it re-attached: domains and isolated worlds must be set up again. */
export const REATTACHED_EVENT = 'Tabwright.reattached';

/** `work` bounded by the page deadline (deadline.ts): past it, a DebuggerSessionError 'unresponsive'. */
export function withinPageDeadline<T>(work: Promise<T>): Promise<T> {
  const { ms } = pageDeadline;
  return withDeadline(work, ms, () => new DebuggerSessionError(failure('unresponsive', `${Math.round(ms / 1000)} s`)));
}

export class DebuggerSession implements CdpTransport {
  private readonly handlers = new Set<CdpEventHandler>();
  private readonly children = new ChildSessionTable();
  /** Set once the session is gone for good (tab closed, user cancelled...); later sends fail with this reason. */
  lost: DebuggerFailure | null = null;
  /**
   * We detached it ourselves after idling: the next command attaches again first. A tool on a tab the agent left
   * alone for a while (a tab it opened, while the model was thinking) must not fail for our own housekeeping.
   */
  idle = false;
  /** Commands awaiting Chrome's answer: the idle timer never detaches under one. */
  inFlight = 0;

  constructor(
    readonly tabId: number,
    private readonly onActivity: () => void,
    private readonly reattach: (session: DebuggerSession) => Promise<DebuggerFailure | null>,
  ) {}

  async send(method: string, params?: Record<string, unknown>, sessionId?: string): Promise<any> {
    if (this.idle && !this.lost) {
      const failed = await this.reattach(this);
      if (failed) throw new DebuggerSessionError(failed);
    }
    if (this.lost) throw new DebuggerSessionError(this.lost);
    this.inFlight++;
    this.onActivity();
    try {
      return await withinPageDeadline(chrome.debugger.sendCommand({ tabId: this.tabId, sessionId }, method, params));
    } catch (err) {
      if (err instanceof DebuggerSessionError) throw err;
      throw new DebuggerSessionError(this.lost ?? classifyDebuggerError(err));
    } finally {
      this.inFlight--;
      this.onActivity();
    }
  }

  on(handler: CdpEventHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  /** Someone listens to this session's events (a BrowserTab), so a paused request will be answered. */
  handled(): boolean {
    return this.handlers.size > 0;
  }

  childSessions() {
    return this.children.list();
  }

  /** @internal called by DebuggerSessions for this tab's events. */
  dispatch(method: string, params: any, sessionId: string | undefined): void {
    this.children.handleEvent(method, params);
    for (const h of this.handlers) h(method, params, sessionId);
  }

  /** @internal the attachment ended and a new one begins: child sessions of the old one are gone. */
  resetChildren(): void {
    this.children.clear();
  }
}
