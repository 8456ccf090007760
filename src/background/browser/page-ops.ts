/** Page-level operations: scroll, navigate (URL, back, forward, reload) and evaluate (high risk, main world). */
import type { ActionDone } from './actions';
import { highlight } from './actions';
import type { NavigateRequest, PortResult, ScrollRequest } from '../../agent/browser-port';
import { locate, prepare } from './locate';
import { callInFrame, callOn } from './page-calls';
import type { BrowserTab } from './tab';

export async function scrollPage(tab: BrowserTab, request: ScrollRequest): Promise<PortResult<ActionDone>> {
  if (request.target === 'into_view') {
    const found = await locate(tab, request.ref);
    if (!found.ok) return found;
    const p = await prepare(tab, found.value, { checkEnabled: false, checkHit: false });
    if (!p.ok) return p;
    highlight(tab, p.value.box, found.value.label);
    return { ok: true, value: { summary: `scrolled ${found.value.label} into view` } };
  }
  const sign = request.direction === 'up' || request.direction === 'left' ? -1 : 1;
  const horizontal = request.direction === 'left' || request.direction === 'right';
  const args = [horizontal, sign * request.pages];
  let where: { before: number; after: number; max: number };
  let what = 'the page';
  if (request.target === 'element') {
    const found = await locate(tab, request.ref);
    if (!found.ok) return found;
    what = found.value.label;
    where = await callOn(tab, found.value, scrollBox, args);
  } else {
    where = await callInFrame(tab, tab.mainFrameId, undefined, scrollBox, args);
  }
  const moved = Math.round(where.after - where.before);
  const at = `now at ${Math.round(where.after)} of ${Math.round(where.max)} px`;
  const summary =
    moved === 0
      ? `${what} did not scroll ${request.direction} (${at}: already at the end?)`
      : `scrolled ${what} ${request.direction} by ${Math.abs(moved)} px, ${at}`;
  return { ok: true, value: { summary } };
}

/** Page function: scrolls the element (or, called without one, the document) by a number of its own heights. */
function scrollBox(
  this: Element | undefined,
  horizontal: boolean,
  pages: number,
): { before: number; after: number; max: number } {
  // The element itself when it scrolls, else its nearest scrolling ancestor (through shadow roots), else the page.
  const scrolls = (el: Element) => {
    const style = getComputedStyle(el);
    const overflow = horizontal ? style.overflowX : style.overflowY;
    const room = horizontal ? el.scrollWidth > el.clientWidth : el.scrollHeight > el.clientHeight;
    return room && /auto|scroll|overlay/.test(overflow);
  };
  let box: Element = document.scrollingElement ?? document.documentElement;
  for (
    let n: Node | null = this instanceof Element ? this : null;
    n;
    n = n instanceof ShadowRoot ? n.host : n.parentNode
  ) {
    if (n instanceof Element && scrolls(n)) {
      box = n;
      break;
    }
  }
  const size = horizontal ? box.clientWidth || innerWidth : box.clientHeight || innerHeight;
  const before = horizontal ? box.scrollLeft : box.scrollTop;
  const delta = Math.round(size * 0.85 * pages);
  box.scrollBy({ left: horizontal ? delta : 0, top: horizontal ? 0 : delta, behavior: 'instant' });
  const after = horizontal ? box.scrollLeft : box.scrollTop;
  const max = horizontal ? box.scrollWidth - box.clientWidth : box.scrollHeight - box.clientHeight;
  return { before, after, max };
}

export async function navigateTab(tab: BrowserTab, request: NavigateRequest): Promise<PortResult<ActionDone>> {
  if ('url' in request) {
    const r = await tab.session.send('Page.navigate', { url: request.url });
    if (r.errorText) return { ok: false, error: `Could not open ${request.url}: ${r.errorText}.` };
    return { ok: true, value: { summary: `opened ${request.url}` } };
  }
  if (request.action === 'reload') {
    await tab.session.send('Page.reload', {});
    return { ok: true, value: { summary: 'reloaded the page' } };
  }
  const history = await tab.session.send('Page.getNavigationHistory');
  const index = history.currentIndex + (request.action === 'back' ? -1 : 1);
  const entry = history.entries[index];
  if (!entry) return { ok: false, error: `There is no page to go ${request.action} to in this tab's history.` };
  await tab.session.send('Page.navigateToHistoryEntry', { entryId: entry.id });
  return { ok: true, value: { summary: `went ${request.action} to ${entry.url}` } };
}

/** The URL a back/forward in this tab would open, without going there. */
export async function historyUrl(tab: BrowserTab, direction: 'back' | 'forward'): Promise<string | undefined> {
  const history = await tab.session.send('Page.getNavigationHistory');
  return history.entries[history.currentIndex + (direction === 'back' ? -1 : 1)]?.url;
}

const EVALUATE_TIMEOUT_MS = 10_000;

/** Runs model-written code in the page's own (main) world, where the page's globals are. High risk by policy. */
export async function evaluateInPage(
  tab: BrowserTab,
  code: string,
  ref: string | undefined,
  signal: AbortSignal,
): Promise<PortResult<{ value: string }>> {
  const body = `async function (element) {\n${code}\n}`;
  let call: Promise<any>;
  if (ref) {
    const found = await locate(tab, ref);
    if (!found.ok) return found;
    // The same element, resolved in the page's main world instead of ours (by its backend node id: the
    // snapshot may have keyed it by the in-page collector's id).
    const { node } = await tab.session.send(
      'DOM.describeNode',
      { objectId: found.value.objectId },
      found.value.sessionId,
    );
    const { object } = await tab.session.send(
      'DOM.resolveNode',
      { backendNodeId: node.backendNodeId },
      found.value.sessionId,
    );
    call = tab.session.send(
      'Runtime.callFunctionOn',
      {
        objectId: object.objectId,
        functionDeclaration: body,
        arguments: [{ objectId: object.objectId }],
        awaitPromise: true,
        returnByValue: true,
      },
      found.value.sessionId,
    );
  } else {
    call = tab.session.send('Runtime.evaluate', {
      expression: `(${body})(undefined)`,
      awaitPromise: true,
      returnByValue: true,
      userGesture: true,
    });
  }
  const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), EVALUATE_TIMEOUT_MS));
  const aborted = new Promise<'aborted'>((r) => signal.addEventListener('abort', () => r('aborted'), { once: true }));
  const r = await Promise.race([call, timeout, aborted]);
  if (r === 'timeout') return { ok: false, error: `The code did not finish within ${EVALUATE_TIMEOUT_MS / 1000} s.` };
  if (r === 'aborted') return { ok: false, error: 'Stopped by the user.' };
  if (r.exceptionDetails)
    return {
      ok: false,
      error: `The code threw: ${r.exceptionDetails.exception?.description ?? r.exceptionDetails.text}`,
    };
  const v = r.result;
  const value =
    v.type === 'undefined'
      ? 'undefined'
      : v.value !== undefined
        ? JSON.stringify(v.value, null, 1)
        : String(v.description ?? v.type);
  return { ok: true, value: { value } };
}
