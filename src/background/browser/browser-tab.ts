/**
 * What the browser port keeps per tab: the debugger session, the snapshot engine (refs live only here, never in the
 * page), our isolated world per frame, and a watch on the tab's events (navigations, requests in flight, dialogs,
 * downloads, tabs it opened) so an action can say what followed it. One BrowserTab per debugger session (tab.ts).
 *
 * The state of the running action lives in one object, `action`, set for its duration by runAction: nothing
 * else on the tab is toggled per action.
 */
import type { DialogChoice } from '../../agent/browser-port';
import { SnapshotEngine, type CollectedPage } from '../../agent/snapshot';
import { REATTACHED_EVENT, type DebuggerSession } from '../cdp/debugger-session';
import { answerDialog, type DialogRecord } from './dialogs';
import { DownloadGuard } from './download-guard';
import { IsolatedWorlds } from './isolated-worlds';
import { PageWatch } from './page-watch';
import { RedirectGuard } from './redirect-guard';

export type { DialogRecord } from './dialogs';

/** The running action: its Stop, how it answers dialogs, and the time it spent waiting on the page. */
export interface ActionScope {
  /** Input stops at the next gesture (input.ts), not after the whole tool. */
  signal: AbortSignal;
  dialog: DialogChoice | undefined;
  acceptBeforeUnload: boolean;
  /**
   * Time the action spent waiting on the page rather than working: a dropdown's options appearing, an opening
   * dialog's button still moving. Reported with the settle time, apart from the tool's own overhead.
   */
  pageWaitMs: number;
}

export interface FrameInfo {
  sessionId?: string;
  parentFrameId?: string;
  ownerBackendId?: number;
  url: string;
}

/** What a new BrowserTab keeps from the one it replaces after a re-attach: backend node ids outlive the session. */
export interface Carried {
  engine: SnapshotEngine;
  frames: Map<string, FrameInfo>;
  snapshotAt: number;
}

export class BrowserTab {
  readonly engine: SnapshotEngine;
  /** Frame tree hints of the latest snapshot: where each frame lives and its <iframe> element. */
  frames: Map<string, FrameInfo>;
  snapshotAt: number;
  /** An action failed since the latest snapshot, maybe after its input went in: find reads the page again. */
  snapshotStale = false;
  readonly watch = new PageWatch();
  readonly worlds: IsolatedWorlds;
  readonly downloads = new DownloadGuard();
  readonly redirects: RedirectGuard;
  readonly dialogs: DialogRecord[] = [];
  readonly openedTabs: Array<{ tabId: number; at: number }> = [];
  screenshotScale: number | undefined;
  /** Set by runAction while an agent action (and its settle) runs: downloads the page begins then are the agent's. */
  action: ActionScope | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private shownAsVisible: Promise<void> | undefined;

  constructor(
    readonly tabId: number,
    readonly session: DebuggerSession,
    /** Does a task hold the tab's debugger now (a late download is then still the agent's)? */
    private readonly taskHolds: () => boolean,
    carried?: Carried,
  ) {
    this.engine = carried?.engine ?? new SnapshotEngine();
    this.frames = carried?.frames ?? new Map();
    this.snapshotAt = carried?.snapshotAt ?? 0;
    this.worlds = new IsolatedWorlds(session);
    this.redirects = new RedirectGuard(tabId, session, () => ({
      frameId: this.mainFrameId,
      url: this.mainUrl,
      acting: this.action !== undefined,
    }));
  }

  get mainFrameId(): string {
    return this.watch.mainFrameId;
  }

  get mainUrl(): string {
    return this.watch.mainUrl;
  }

  /** Enables the domains we watch on the tab's target and every frame target attached later. */
  async start(): Promise<void> {
    this.session.on((method, params, sessionId) => this.onEvent(method, params, sessionId));
    const { frameTree } = await this.session.send('Page.getFrameTree');
    this.watch.mainFrameId = frameTree.frame.id;
    this.watch.mainUrl = frameTree.frame.url;
    await Promise.all([this.enable(undefined), ...this.session.childSessions().map((c) => this.enable(c.sessionId))]);
  }

  private async enable(sessionId: string | undefined): Promise<void> {
    await Promise.all([
      this.session.send('Page.enable', {}, sessionId),
      this.session.send('Network.enable', { maxTotalBufferSize: 0, maxResourceBufferSize: 0 }, sessionId),
      this.redirects.attach(sessionId),
    ]).catch(() => undefined); // a frame target that went away meanwhile
  }

  /** Page-changing work runs one at a time per tab. */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * A page in a background tab gets no frames: Chrome holds each mouse move for a frame (about 5 s per move when
   * none comes), and animations and rAF stop. Focus emulation makes the renderer treat the page as visible and
   * focused (document.visibilityState 'visible'), but frames still came only now and then: a mouse move waited
   * 0.6-0.9 s for one (bench:actions, click in a hidden tab at 4-5x its visible time). A screencast makes Chrome
   * render the tab as if shown, as tab capture does; at 8x8 px, every 1000th frame, never acknowledged, it sends
   * almost nothing. Set once per debugger session; both end with it (idle detach after the task).
   */
  renderAsVisible(): Promise<void> {
    this.shownAsVisible ??= Promise.all([
      this.session.send('Emulation.setFocusEmulationEnabled', { enabled: true }),
      this.session.send('Page.startScreencast', {
        format: 'jpeg',
        quality: 1,
        maxWidth: 8,
        maxHeight: 8,
        everyNthFrame: 1000,
      }),
    ])
      .then(() => undefined)
      .catch(() => {
        this.shownAsVisible = undefined; // tried again at the next action
      });
    return this.shownAsVisible;
  }

  /** The isolated world of a frame (created once per document). */
  world(frameId: string, sessionId: string | undefined): Promise<number> {
    return this.worlds.get(frameId, sessionId);
  }

  forgetWorld(frameId: string, sessionId: string | undefined): void {
    this.worlds.forget(frameId, sessionId);
  }

  /** Adds time the running action spent waiting on the page (see ActionScope.pageWaitMs). */
  waitedOnPage(ms: number): void {
    if (this.action) this.action.pageWaitMs += ms;
  }

  rememberSnapshot(page: CollectedPage): void {
    this.snapshotAt = Date.now();
    this.snapshotStale = false;
    this.frames = new Map(
      page.frames.map((f) => [
        f.frameId,
        { sessionId: f.sessionId, parentFrameId: f.parentFrameId, ownerBackendId: f.ownerBackendId, url: f.url },
      ]),
    );
  }

  private onEvent(method: string, p: any, sessionId: string | undefined): void {
    switch (method) {
      case REATTACHED_EVENT:
        // Attached again after idling (debugger-session.ts): no domain is enabled and our worlds may be gone.
        this.worlds.forgetAll();
        this.redirects.reattached();
        void this.enable(undefined);
        return;
      case 'Target.attachedToTarget':
        if (p.targetInfo?.type === 'iframe') void this.enable(p.sessionId);
        return;
      case 'Page.frameNavigated':
        this.worlds.forget(p.frame.id, sessionId);
        this.watch.handle(method, p, sessionId);
        return;
      case 'Page.frameRequestedNavigation':
        this.redirects.requested.note(p);
        this.watch.handle(method, p, sessionId);
        return;
      case 'Fetch.requestPaused':
        this.redirects.onPaused(p, sessionId);
        return;
      case 'Page.downloadWillBegin':
        this.downloads.onDownloadWillBegin(p, this.action !== undefined, this.taskHolds());
        this.watch.notify();
        return;
      case 'Page.javascriptDialogOpening': {
        const policy = { choice: this.action?.dialog, acceptBeforeUnload: this.action?.acceptBeforeUnload ?? false };
        void answerDialog(this.session, p, sessionId, policy).then((record) => {
          this.dialogs.push(record);
          this.watch.notify();
        });
        return;
      }
      default:
        this.watch.handle(method, p, sessionId);
    }
  }
}
