/**
 * Server redirects of page loads, judged before they are requested. The policy judged the address the agent opened
 * (or the link it clicked); a short link or a stored redirect on that site can send the load, and what its address
 * carries, on to a site the address never named. While the policy gate has armed a judge for the tab, every
 * document request pauses (Fetch, request stage) and a hop to another address is put to the judge; a refused hop
 * fails as blocked by the client, and the next action's result says so. Without a judge nothing is intercepted.
 */
import type { RedirectJudge } from '../../agent/browser-port';
import { webOrigin } from '../../agent/policy/origins';
import type { DebuggerSession } from '../cdp/debugger-session';

const judges = new Map<number, RedirectJudge>();
/** Each tab's guard, so arming reaches a tab whose debugger is already attached. */
const guards = new Map<number, RedirectGuard>();

/**
 * Armed by the policy gate for the one action it approved, like the press guard: the action's load and its
 * redirects happen before the action settles. Interception is on only while armed: a page load the agent did not
 * start (the user's own) never waits on the worker.
 */
export function guardRedirects(tabId: number, judge: RedirectJudge | undefined): void {
  const was = judges.has(tabId);
  if (judge) judges.set(tabId, judge);
  else judges.delete(tabId);
  const guard = guards.get(tabId);
  if (judge) void guard?.enableAll();
  else if (was) void guard?.disableAll();
}

export class RedirectGuard {
  /** Network request id -> the address it asked for last: a request that asks for another one was redirected. */
  private readonly asked = new Map<string, string>();
  private readonly sessions = new Set<string | undefined>();
  private readonly enabled = new Set<string | undefined>();
  /** Hops refused since the last report (the decision log has the reasons). */
  private stopped: Array<{ from: string; to: string }> = [];

  constructor(
    private readonly tabId: number,
    private readonly session: DebuggerSession,
  ) {
    guards.set(tabId, this);
  }

  /** A target of the tab (the page or an out-of-process frame) joins; intercepted at once when a judge is armed. */
  async attach(sessionId: string | undefined): Promise<void> {
    this.sessions.add(sessionId);
    if (judges.has(this.tabId)) await this.enable(sessionId);
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
    const patterns = [{ urlPattern: '*', resourceType: 'Document', requestStage: 'Request' }];
    return this.session
      .send('Fetch.enable', { patterns }, sessionId)
      .then(() => undefined)
      .catch(() => {
        this.enabled.delete(sessionId); // a frame target that went away meanwhile
      });
  }

  /** Fetch.requestPaused: let the request go, unless it is a redirect hop the judge refuses. */
  onPaused(p: { requestId: string; networkId?: string; request: { url: string } }, sessionId?: string): void {
    const to = p.request.url;
    const key = `${sessionId}|${p.networkId ?? p.requestId}`;
    const from = this.asked.get(key);
    this.asked.set(key, to);
    if (this.asked.size > 200) this.asked.delete(this.asked.keys().next().value!);
    if (from && from !== to && judges.get(this.tabId)?.(from, to)) {
      this.stopped.push({ from, to });
      void this.session
        .send('Fetch.failRequest', { requestId: p.requestId, errorReason: 'BlockedByClient' }, sessionId)
        .catch(() => undefined);
      return;
    }
    void this.session.send('Fetch.continueRequest', { requestId: p.requestId }, sessionId).catch(() => undefined);
  }

  /**
   * Redirects stopped since the last call, as the model reads them: the two sites only. The data and the page's
   * words stay out (this text sits outside the untrusted block); the user's panel log names them.
   */
  takeWarnings(): string[] {
    const out = this.stopped.map(
      ({ from, to }) =>
        `Tabwright stopped a redirect from ${webOrigin(from) ?? 'the page'} to ${webOrigin(to) ?? 'another address'}: it would have carried data from this task to a site the task does not send to. That page did not load; tell the user rather than trying another way there.`,
    );
    this.stopped = [];
    return out;
  }

  /** The debugger attached again after idling: no domain is enabled any more. */
  reattached(): void {
    this.enabled.clear();
    if (judges.has(this.tabId)) void this.enableAll();
  }
}
