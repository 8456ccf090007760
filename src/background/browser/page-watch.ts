/**
 * What the tab's CDP events say about its page: the main frame and its URL, navigations and loading, requests in
 * flight, when each frame last navigated. Waits poll it through nextEvent, which wakes at the next event of interest
 * instead of sleeping a fixed time.
 */

/** Requests older than this (long polls, streams) do not keep the page from counting as settled. */
const LONG_REQUEST_MS = 2000;

export class PageWatch {
  mainFrameId = '';
  mainUrl = '';
  lastNavigationAt = 0;
  /** When the main frame last got a new document (a hash or History API change does not count). */
  lastDocumentAt = 0;
  loadedAt = 0;
  loading = false;
  readonly frameNavigatedAt = new Map<string, number>();
  /**
   * The page's open WebSockets (their URLs): the secret seal blocks new requests only, and a socket opened before it
   * stays open (red team c11-r14-socket-typed-secret).
   */
  readonly sockets = new Map<string, string>();
  private readonly inflight = new Map<string, number>();
  private readonly waiters = new Set<() => void>();

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

  /** Wakes every nextEvent waiter. */
  notify(): void {
    for (const w of [...this.waiters]) w();
  }

  /** Takes in one CDP event; `sessionId` is set for out-of-process frames, whose events never touch the main frame. */
  handle(method: string, p: any, sessionId: string | undefined): void {
    const main = (frameId: string) => frameId === this.mainFrameId && !sessionId;
    switch (method) {
      case 'Network.requestWillBeSent':
        if (p.type !== 'WebSocket' && p.type !== 'EventSource')
          this.inflight.set(`${sessionId}|${p.requestId}`, Date.now());
        return;
      case 'Network.webSocketCreated':
        this.sockets.set(`${sessionId}|${p.requestId}`, p.url);
        return;
      case 'Network.webSocketClosed':
        this.sockets.delete(`${sessionId}|${p.requestId}`);
        return;
      case 'Network.loadingFinished':
      case 'Network.loadingFailed':
        this.inflight.delete(`${sessionId}|${p.requestId}`);
        break;
      case 'Page.frameNavigated': {
        const frame = p.frame as { id: string; parentId?: string; url: string };
        this.frameNavigatedAt.set(frame.id, Date.now());
        if (!frame.parentId && !sessionId) {
          // The old document's sockets close with it (their Closed event may never come once it is gone).
          this.sockets.clear();
          this.mainFrameId = frame.id;
          this.mainUrl = frame.url;
          this.lastNavigationAt = Date.now();
          this.lastDocumentAt = Date.now();
        }
        break;
      }
      case 'Page.navigatedWithinDocument':
        if (main(p.frameId)) this.mainUrl = p.url;
        break;
      case 'Page.frameRequestedNavigation':
      case 'Page.frameStartedLoading':
        if (main(p.frameId)) {
          this.loading = true;
          this.lastNavigationAt = Date.now();
        }
        break;
      case 'Page.frameStoppedLoading':
        if (main(p.frameId)) this.loading = false;
        break;
      case 'Page.loadEventFired':
        if (!sessionId) this.loadedAt = Date.now();
        break;
      default:
        return;
    }
    this.notify();
  }
}
