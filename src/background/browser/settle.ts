/**
 * After a page-changing action: wait until the page has settled (a navigation it started has loaded, requests have
 * finished, the DOM has stopped changing, finite animations have ended), bounded, and report how long that took
 * apart from the action itself.
 *
 * Nothing here waits on the page's timers or frames, which a background tab throttles or stops: the worker polls
 * a DOM change counter (mutation-clock.ts) and times the quiet period itself.
 *
 * The snapshot for the diff is collected inside the quiet window rather than after it: once the DOM has been quiet
 * for EARLY_QUIET_MS we start collecting and keep watching; if nothing changed by the end of the window (and the
 * collection is done), what we collected is the settled page. The collection costs no time beyond that wait.
 */
import type { CollectedPage } from '../../agent/snapshot';
import { collectPage } from '../cdp/collect';
import { type ClockReading, readMutationClock } from './mutation-clock';
import type { BrowserTab } from './tab';

export const SETTLE_MAX_MS = 3000;
const EARLY_QUIET_MS = 30;
/** The quiet window: no DOM change, no request, no navigation for this long counts as settled. */
const QUIET_MS = 100;
const POLL_MS = 15;

export interface Settled {
  settleMs: number;
  navigatedTo?: string;
  /** The page as it settled, when it could be collected inside the quiet window. */
  page?: CollectedPage;
}

export async function settle(
  tab: BrowserTab,
  since: number,
  signal: AbortSignal,
  maxMs = SETTLE_MAX_MS,
  /**
   * After typing in a search or filter field: how long to watch a settled page for a change that comes late (a
   * debounced search, a grid's column filter applies 300-500 ms after the last key). 0 for other actions.
   */
  lateMs = 0,
): Promise<Settled> {
  const start = Date.now();
  const deadline = start + maxMs;
  const left = () => deadline - Date.now();
  const { watch } = tab;
  const navigated = () => watch.lastNavigationAt >= since;
  let page: CollectedPage | undefined;
  let settledAt = 0;
  let count: number | undefined;
  let quietSince = start;
  let collecting: { page: Promise<CollectedPage | undefined>; navigations: number } | undefined;
  const changed = () => {
    quietSince = Date.now();
    collecting = undefined;
  };
  while (left() > 0 && !signal.aborted) {
    if (navigated() && watch.loading) {
      while (watch.loading && left() > 0 && !signal.aborted) await watch.nextEvent(Math.min(left(), 200), signal);
      changed();
    }
    if (watch.busyRequests() > 0) {
      while (watch.busyRequests() > 0 && left() > 0 && !signal.aborted)
        await watch.nextEvent(Math.min(left(), 100), signal);
      changed();
      continue;
    }
    const reading = await readClock(tab, false, signal);
    if (!reading || reading.animating || reading.count !== count) {
      count = reading?.count;
      changed();
    }
    const quietFor = Date.now() - quietSince;
    if (quietFor >= EARLY_QUIET_MS && !collecting)
      collecting = { page: collectPage(tab.session).catch(() => undefined), navigations: watch.lastNavigationAt };
    if (collecting && quietFor >= QUIET_MS) {
      const { page: pending, navigations } = collecting;
      const collected = await pending;
      // Nothing may have changed while the collection ran either.
      const after = await readClock(tab, false, signal);
      if (
        after &&
        !after.animating &&
        after.count === count &&
        watch.busyRequests() === 0 &&
        watch.lastNavigationAt === navigations &&
        !watch.loading
      ) {
        page = collected;
        settledAt = quietSince + QUIET_MS;
        break;
      }
      count = after?.count;
      changed();
      continue;
    }
    await sleep(POLL_MS, signal);
  }
  if (lateMs > 0 && page && !signal.aborted) {
    // Settled, but a debounced answer may still come: watch the change counter a little longer.
    const base = await readClock(tab, false, signal);
    const until = Date.now() + lateMs;
    let moved = false;
    while (base && !moved && Date.now() < until && !signal.aborted) {
      await sleep(POLL_MS * 2, signal);
      const r = await readClock(tab, false, signal);
      moved = !r || r.count !== base.count;
    }
    if (moved) {
      const again = await settle(tab, since, signal, Math.max(500, deadline - Date.now()));
      if (again.page) page = again.page;
      settledAt = Date.now();
    }
  }
  void readClock(tab, true, signal); // the observer is not left in the page
  const result: Settled = { settleMs: (settledAt || Date.now()) - start };
  if (page) result.page = page;
  if (navigated()) result.navigatedTo = tab.mainUrl;
  return result;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Reads the main frame's DOM change counter; undefined when the world is gone (a navigation destroyed it). */
async function readClock(tab: BrowserTab, stop: boolean, signal: AbortSignal): Promise<ClockReading | undefined> {
  if (signal.aborted && !stop) return undefined;
  try {
    const contextId = await tab.world(tab.mainFrameId, undefined);
    const r = await tab.session.send('Runtime.callFunctionOn', {
      functionDeclaration: readMutationClock.toString(),
      executionContextId: contextId,
      arguments: [{ value: stop }],
      returnByValue: true,
    });
    return (r as { result?: { value?: ClockReading } }).result?.value;
  } catch {
    tab.forgetWorld(tab.mainFrameId, undefined);
    return undefined;
  }
}
