/**
 * After a page-changing action: wait until the page has settled (a navigation it started has loaded, requests have
 * finished, the DOM has stopped changing), bounded, and report how long that took apart from the action itself.
 *
 * The snapshot for the diff is collected inside the quiet window rather than after it: once the DOM has been quiet
 * for EARLY_QUIET_MS we start collecting and keep watching; if nothing changes for the REST_MS that complete the
 * window, what we collected is the settled page. The collection then costs no time beyond the wait we do anyway.
 */
import type { CollectedPage } from '../../agent/snapshot';
import { collectPage } from '../cdp/collect';
import { stillQuiet, waitDomQuiet } from './page-functions';
import type { BrowserTab } from './tab';

export const SETTLE_MAX_MS = 3000;
const EARLY_QUIET_MS = 30;
const REST_MS = 70;

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
  const navigated = () => tab.watch.lastNavigationAt >= since;
  let page: CollectedPage | undefined;
  let settledAt = 0;
  while (left() > 0 && !signal.aborted) {
    if (navigated()) {
      while (tab.watch.loading && left() > 0 && !signal.aborted)
        await tab.watch.nextEvent(Math.min(left(), 200), signal);
    }
    await inMainWorld(tab, waitDomQuiet, [EARLY_QUIET_MS, Math.max(0, left())], signal);
    if (tab.watch.busyRequests() > 0) {
      while (tab.watch.busyRequests() > 0 && left() > 0 && !signal.aborted)
        await tab.watch.nextEvent(Math.min(left(), 100), signal);
      continue;
    }
    const navigationsBefore = tab.watch.lastNavigationAt;
    const quietP = inMainWorld(tab, stillQuiet, [REST_MS], signal).then((quiet) => {
      settledAt = Date.now();
      return quiet === true;
    });
    const [collected, quiet] = await Promise.all([collectPage(tab.session).catch(() => undefined), quietP]);
    if (
      quiet &&
      tab.watch.busyRequests() === 0 &&
      tab.watch.lastNavigationAt === navigationsBefore &&
      !tab.watch.loading
    ) {
      page = collected;
      break;
    }
  }
  if (lateMs > 0 && page && !signal.aborted) {
    const quiet = await inMainWorld(tab, stillQuiet, [lateMs], signal);
    if (quiet === false) {
      const again = await settle(tab, since, signal, Math.max(500, deadline - Date.now()));
      if (again.page) page = again.page;
      settledAt = Date.now();
    }
  }
  const result: Settled = { settleMs: (settledAt || Date.now()) - start };
  if (page) result.page = page;
  if (navigated()) result.navigatedTo = tab.mainUrl;
  return result;
}

/** Runs a waiting page function in the main frame's isolated world; a navigation that destroys the world ends it. */
async function inMainWorld(
  tab: BrowserTab,
  fn: (...args: never[]) => unknown,
  args: unknown[],
  signal: AbortSignal,
): Promise<unknown> {
  try {
    const contextId = await tab.world(tab.mainFrameId, undefined);
    const call = tab.session.send('Runtime.callFunctionOn', {
      functionDeclaration: fn.toString(),
      executionContextId: contextId,
      arguments: args.map((value) => ({ value })),
      awaitPromise: true,
      returnByValue: true,
    });
    const r = await Promise.race([
      call,
      new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true })),
    ]);
    return (r as { result?: { value?: unknown } } | undefined)?.result?.value;
  } catch {
    tab.forgetWorld(tab.mainFrameId, undefined);
    return undefined;
  }
}
