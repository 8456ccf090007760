/**
 * The page side of settle: a MutationObserver in our isolated world of the main frame counts DOM changes, and the
 * worker reads the count. The observer runs on microtasks, not timers or frames, and the quiet period is measured
 * by the worker's clock: a page in a background tab (no frames painted, timers throttled to once a second or less)
 * settles as fast as a visible one. Self-contained: sent as source text (see page-functions.ts).
 */
export interface ClockReading {
  /** DOM changes seen since the observer was installed. */
  count: number;
  /** A finite animation runs (a dialog sliding in). Only in a visible page: a hidden one does not run them. */
  animating: boolean;
}

/** Installs the observer on first call (once per document and world); `stop` removes it. */
export function readMutationClock(stop: boolean): ClockReading {
  const g = globalThis as unknown as {
    __tabwrightClock?: { count: number; observer: MutationObserver; doc: Document };
  };
  let clock = g.__tabwrightClock;
  if (clock && clock.doc !== document) {
    clock.observer.disconnect();
    clock = undefined;
  }
  if (!clock) {
    const fresh = { count: 0, observer: undefined as unknown as MutationObserver, doc: document };
    // Our own highlight's host (src/content/highlight.ts) coming into the page is not the page changing.
    const ours = (n: Node) => n.nodeName === 'TABWRIGHT-HIGHLIGHT';
    fresh.observer = new MutationObserver((records) => {
      for (const r of records) {
        const own = r.type === 'childList' && [...r.addedNodes, ...r.removedNodes].every(ours);
        if (!own && !ours(r.target)) fresh.count++;
      }
    });
    fresh.observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    clock = fresh;
    g.__tabwrightClock = clock;
  }
  const count = clock.count;
  if (stop) {
    clock.observer.disconnect();
    g.__tabwrightClock = undefined;
  }
  const animating =
    document.visibilityState === 'visible' &&
    document
      .getAnimations()
      .some((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
  return { count, animating };
}
