/**
 * After a page-changing action: wait until the page has settled (a navigation it started has loaded, requests have
 * finished, the DOM has stopped changing), bounded, and report how long that took apart from the action itself.
 */
import { waitDomQuiet } from './page-functions';
import type { BrowserTab } from './tab';

export const SETTLE_MAX_MS = 3000;
const DOM_QUIET_MS = 100;

export interface Settled {
  settleMs: number;
  navigatedTo?: string;
}

export async function settle(tab: BrowserTab, since: number, signal: AbortSignal, maxMs = SETTLE_MAX_MS): Promise<Settled> {
  const start = Date.now();
  const deadline = start + maxMs;
  const left = () => deadline - Date.now();
  const navigated = () => tab.lastNavigationAt >= since;
  for (let round = 0; round < 3 && left() > 0 && !signal.aborted; round++) {
    if (navigated()) {
      while (tab.loading && left() > 0 && !signal.aborted) await tab.nextEvent(Math.min(left(), 200), signal);
    }
    await domQuiet(tab, Math.max(0, Math.min(left(), SETTLE_MAX_MS)), signal);
    if (tab.busyRequests() === 0 && !(navigated() && tab.loading)) break;
    while (tab.busyRequests() > 0 && left() > 0 && !signal.aborted) await tab.nextEvent(Math.min(left(), 100), signal);
  }
  const result: Settled = { settleMs: Date.now() - start };
  if (navigated()) result.navigatedTo = tab.mainUrl;
  return result;
}

/** The DOM of the main frame has been quiet for DOM_QUIET_MS. A navigation that destroys the world ends it early. */
async function domQuiet(tab: BrowserTab, maxMs: number, signal: AbortSignal): Promise<void> {
  if (maxMs <= 0) return;
  try {
    const contextId = await tab.world(tab.mainFrameId, undefined);
    const call = tab.session.send('Runtime.callFunctionOn', {
      functionDeclaration: waitDomQuiet.toString(),
      executionContextId: contextId,
      arguments: [{ value: DOM_QUIET_MS }, { value: maxMs }],
      awaitPromise: true,
      returnByValue: true,
    });
    await Promise.race([call, new Promise((r) => signal.addEventListener('abort', r, { once: true }))]);
  } catch {
    tab.forgetWorld(tab.mainFrameId, undefined);
  }
}
