/**
 * CdpTransport: the one seam between our CDP collection code and whatever carries CDP messages.
 *
 * The same collection code (collect.ts) runs over two carriers:
 *  - in the extension: `DebuggerSession` (debugger-session.ts) wraps chrome.debugger for one tab;
 *  - in node (recording, benchmark, integration tests): `puppeteerTransport(cdpSession)` in
 *    puppeteer-transport.ts (node only; extension code must never import it).
 *
 * Usage:
 *   const t: CdpTransport = ...;
 *   const tree = await t.send('Accessibility.getFullAXTree');            // root (main frame) target
 *   await t.send('Accessibility.getFullAXTree', {}, childSessionId);     // an out-of-process iframe
 *   const off = t.on((method, params, sessionId) => { ... });            // every event, every session
 *   t.childSessions();  // auto-attached child targets (OOPIFs) known right now
 */

/** A child CDP session auto-attached under the tab (Target.attachedToTarget with flatten: true). */
export interface ChildSession {
  sessionId: string;
  targetId: string;
  /** 'iframe' for out-of-process iframes; workers etc. are also reported and ignored by collect. */
  type: string;
  url: string;
}

export type CdpEventHandler = (method: string, params: any, sessionId: string | undefined) => void;

export interface CdpTransport {
  /** Sends a command; `sessionId` targets a flattened child session, undefined = the tab's own target. */
  send(method: string, params?: Record<string, unknown>, sessionId?: string): Promise<any>;
  /** Subscribes to every event of the tab and its child sessions; returns an unsubscribe function. */
  on(handler: CdpEventHandler): () => void;
  /** Child sessions (cross-site iframes) currently attached. */
  childSessions(): ChildSession[];
}

/**
 * Tracks Target.attachedToTarget / detachedFromTarget events into a child-session table; both adapters
 * share it so OOPIF bookkeeping behaves the same in node and in the extension.
 */
export class ChildSessionTable {
  private readonly sessions = new Map<string, ChildSession>();

  handleEvent(method: string, params: any): void {
    if (method === 'Target.attachedToTarget') {
      const info = params.targetInfo ?? {};
      this.sessions.set(params.sessionId, {
        sessionId: params.sessionId,
        targetId: info.targetId,
        type: info.type,
        url: info.url,
      });
    } else if (method === 'Target.detachedFromTarget') {
      this.sessions.delete(params.sessionId);
    } else if (method === 'Target.targetInfoChanged') {
      // Keeps the URL right after an OOPIF navigates in place.
      for (const s of this.sessions.values()) {
        if (s.targetId === params.targetInfo?.targetId) s.url = params.targetInfo.url;
      }
    }
  }

  list(): ChildSession[] {
    return [...this.sessions.values()];
  }

  clear(): void {
    this.sessions.clear();
  }
}
