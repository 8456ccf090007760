/**
 * The page side of settle: a MutationObserver in our isolated world of the main frame counts DOM changes, and the
 * worker reads the count. The observer runs on microtasks, not timers or frames, and the quiet period is measured
 * by the worker's clock: a page in a background tab (no frames painted, timers throttled to once a second or less)
 * settles as fast as a visible one. Self-contained: sent as source text (see page-functions.ts).
 *
 * Web components change and animate inside their shadow roots, which neither an observer on the document nor
 * `document.getAnimations()` sees (Shoelace's alert un-hides and fades in its base inside its root while the light
 * DOM stays still): every open shadow root is observed too, those present at install and those that come in with
 * added nodes, and their animations count.
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
    __tabwrightClock?: { count: number; observer: MutationObserver; doc: Document; roots: Set<ShadowRoot> };
  };
  let clock = g.__tabwrightClock;
  if (clock && clock.doc !== document) {
    clock.observer.disconnect();
    clock = undefined;
  }
  if (!clock) {
    const fresh = {
      count: 0,
      observer: undefined as unknown as MutationObserver,
      doc: document,
      roots: new Set<ShadowRoot>(),
    };
    const options = { subtree: true, childList: true, attributes: true, characterData: true };
    // Open shadow roots under (and including) `top`, each observed once.
    const watchRoots = (top: Element) => {
      const found = top.shadowRoot ? [top] : [];
      for (const el of top.querySelectorAll('*')) if (el.shadowRoot) found.push(el);
      for (const host of found) {
        const root = host.shadowRoot as ShadowRoot;
        if (fresh.roots.has(root)) continue;
        fresh.roots.add(root);
        fresh.observer.observe(root, options);
        watchRoots(root as unknown as Element);
      }
    };
    // Our own highlight's host (src/content/highlight.ts) coming into the page is not the page changing.
    const ours = (n: Node) => n.nodeName === 'TABWRIGHT-HIGHLIGHT';
    fresh.observer = new MutationObserver((records) => {
      for (const r of records) {
        const own = r.type === 'childList' && [...r.addedNodes, ...r.removedNodes].every(ours);
        if (!own && !ours(r.target)) fresh.count++;
        for (const n of r.addedNodes) if (n.nodeType === 1 && !ours(n)) watchRoots(n as Element);
      }
    });
    fresh.observer.observe(document, options);
    watchRoots(document.documentElement);
    clock = fresh;
    g.__tabwrightClock = clock;
  }
  const count = clock.count;
  if (stop) {
    clock.observer.disconnect();
    g.__tabwrightClock = undefined;
  }
  const finite = (a: Animation) =>
    a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity);
  const animating =
    document.visibilityState === 'visible' &&
    (document.getAnimations().some(finite) || [...clock.roots].some((r) => r.getAnimations().some(finite)));
  return { count, animating };
}
