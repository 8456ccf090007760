/**
 * The frame every page-changing action runs in: one at a time per tab, dialogs answered as the action asked,
 * then settle, then the snapshot diff, new tabs and dialogs reported in the same result, with timings.
 */
import type { ActOptions, ActionReport, PortResult } from '../../agent/browser-port';
import type { CollectedPage } from '../../agent/snapshot';
import { collectPage } from '../cdp/collect';
import { DebuggerSessionError } from '../cdp/debugger-errors';
import { StoppedError } from './input';
import { disarm } from './press-guard';
import { guardRedirects } from './redirect-guard';
import { sendToContent } from '../../shared/messaging';
import { settle } from './settle';
import type { BlockedDownload } from './download-guard';
import { browserTab, type BrowserTab } from './tab';

export interface ActionDone {
  summary: string;
  warnings?: string[];
  /** The page may answer late (a debounced search or filter field was typed in): settle watches longer. */
  lateChanges?: boolean;
}

export type ActionWork = (tab: BrowserTab) => Promise<PortResult<ActionDone>>;

/** A debounced search or filter answers within this after the last key (AG Grid 500 ms, typical 300 ms). */
const LATE_CHANGE_MS = 700;

export async function runAction(
  tabId: number,
  act: ActOptions,
  work: ActionWork,
  /** `after: 'snapshot'` reports a fresh viewport snapshot instead of a diff (scrolling, navigating). */
  options: { acceptBeforeUnload?: boolean; after?: 'diff' | 'snapshot' } = {},
): Promise<PortResult<ActionReport>> {
  const started = Date.now();
  const got = await browserTab(tabId);
  if (!got.ok) return { ok: false, error: got.error };
  const tab = got.tab;
  return tab.exclusive(async () => {
    const since = Date.now();
    const dialogsBefore = tab.dialogs.length;
    const tabsBefore = tab.openedTabs.length;
    const scope = {
      signal: act.signal,
      dialog: act.dialog,
      acceptBeforeUnload: options.acceptBeforeUnload ?? false,
      pageWaitMs: 0,
    };
    tab.action = scope;
    try {
      await tab.renderAsVisible();
      const done = await work(tab);
      if (!done.ok) {
        // Refused halfway (a key held back after its keydown), the page may have changed: no diff says so.
        tab.snapshotStale = true;
        return done;
      }
      if (act.signal.aborted) return { ok: false, error: 'Stopped by the user.' };
      const settled = await settle(tab, since, act.signal, undefined, done.value.lateChanges ? LATE_CHANGE_MS : 0);
      const changes = await snapshotChanges(tab, options.after ?? 'diff', settled.page);
      const report: ActionReport = {
        summary: done.value.summary,
        url: tab.mainUrl,
        // Since the last report: a download blocked after the previous action ended is told now.
        warnings: [
          ...(done.value.warnings ?? []),
          ...(await downloadWarnings(tab.downloads.takeUnreported())),
          ...tab.redirects.takeWarnings(),
        ],
        newTabs: await describeTabs(tab.openedTabs.slice(tabsBefore).map((t) => t.tabId)),
        dialogs: tab.dialogs.slice(dialogsBefore).map(({ type, message, handled }) => ({ type, message, handled })),
        // Settle includes the waits on the page inside the action (see ActionScope.pageWaitMs).
        timing: { totalMs: Date.now() - started, settleMs: settled.settleMs + scope.pageWaitMs },
      };
      if (changes !== undefined) report.changes = changes;
      if (settled.navigatedTo) report.navigatedTo = settled.navigatedTo;
      if (settled.navigatedTo && tab.watch.lastDocumentAt < since) report.sameDocument = true;
      return { ok: true, value: report };
    } catch (error) {
      return failureOf(error);
    } finally {
      tab.action = undefined;
      tab.downloads.actionEnded();
      disarm(tab.tabId);
      guardRedirects(tab.tabId, undefined);
    }
  });
}

/**
 * Downloads are the user's to start: say that the page tried, so the model can ask the user instead. Warnings sit
 * outside the untrusted block, so the page-chosen file name stays out of them.
 */
async function downloadWarnings(blocked: BlockedDownload[]): Promise<string[]> {
  return Promise.all(
    blocked.map(async ({ outcome }) => {
      const how = (await outcome) === 'removed' ? 'removed' : 'cancelled';
      return `The action started a download; Tabwright ${how} it because downloads need the user. Tell the user which link to download and let them do it.`;
    }),
  );
}

/** The diff against the latest snapshot (or a new snapshot when there was none or the URL changed). */
export async function snapshotChanges(
  tab: BrowserTab,
  after: 'diff' | 'snapshot',
  settled?: CollectedPage,
): Promise<string | undefined> {
  try {
    const page = settled ?? (await collectPage(tab.session));
    if (after === 'snapshot') {
      const snap = tab.engine.build(page, { mode: 'viewport' });
      tab.rememberSnapshot(page);
      return snap.text;
    }
    const diff = tab.engine.diff(page, { mode: 'viewport' });
    tab.rememberSnapshot(page);
    if (diff.kind === 'diff' && diff.added + diff.changed + diff.removed === 0) return '';
    return diff.text;
  } catch {
    return undefined; // the page is mid-navigation: the model takes a snapshot next
  }
}

export async function describeTabs(ids: number[]): Promise<Array<{ tabId: number; url: string; title: string }>> {
  const out = [];
  for (const id of ids) {
    const t = await chrome.tabs.get(id).catch(() => undefined);
    if (t) out.push({ tabId: id, url: t.url || t.pendingUrl || '', title: t.title ?? '' });
  }
  return out;
}

export function failureOf(error: unknown): { ok: false; error: string; hint?: string } {
  if (error instanceof DebuggerSessionError) return { ok: false, error: error.failure.message };
  if (error instanceof StoppedError) return { ok: false, error: 'Stopped by the user.' };
  const text = error instanceof Error ? error.message : String(error);
  return { ok: false, error: text, hint: 'Take a new snapshot and try again.' };
}

/** Briefly outlines the element the agent acts on, drawn by the content script of the top frame (never awaited). */
export function highlight(tab: BrowserTab, box: { x: number; y: number; w: number; h: number }, label: string): void {
  void sendToContent(tab.tabId, { type: 'highlight/show', rect: box, label: label.slice(0, 80) });
}
