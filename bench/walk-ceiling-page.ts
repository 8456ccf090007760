/**
 * The page side of bench:walk-ceiling (bundled by walk-ceiling.mjs, evaluated in the page's main world: a bench,
 * never the extension). Times the in-page collect, the hint walk alone, and the hint walk again with every computed
 * style value (then every box too) answered from a cache of the walk before: the most an incremental re-read that
 * keeps the last walk's facts could save, before paying for any invalidation.
 */
import '../src/page-ax/index';
import { ICON_FONT, SNAPSHOT_STYLES } from '../src/background/cdp/dom-hints';
import { beginWalk } from '../src/page-ax/dom';
import { walkDocument } from '../src/page-ax/walk';
import { PAGE_AX_SYMBOL } from '../src/page-ax/wire';

type Collect = (styles: string[], iconFont: string) => string;
const api = (globalThis as Record<symbol, { collect: Collect }>)[Symbol.for(PAGE_AX_SYMBOL)]!;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? 0;
const walk = () => {
  beginWalk();
  return walkDocument(SNAPSHOT_STYLES, ICON_FONT.source);
};

function timed(runs: number, fn: () => unknown): number {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    ms.push(performance.now() - start);
  }
  return median(ms);
}

function memo<K extends object, V>(map: WeakMap<K, V>, key: K, make: () => V): V {
  const had = map.get(key);
  if (had !== undefined) return had;
  const made = make();
  map.set(key, made);
  return made;
}

/** Times the walk with the page's style (and, if asked, box) reads answered from a cache the first walk fills. */
function withCache(runs: number, boxesToo: boolean): number {
  const gcs = window.getComputedStyle;
  const gpv = CSSStyleDeclaration.prototype.getPropertyValue;
  const bcr = Element.prototype.getBoundingClientRect;
  const rbcr = Range.prototype.getBoundingClientRect;
  const decls = new WeakMap<Element, CSSStyleDeclaration>();
  const values = new WeakMap<CSSStyleDeclaration, Map<string, string>>();
  const boxes = new WeakMap<Element, DOMRect>();
  window.getComputedStyle = (el: Element, pseudo?: string | null) => {
    if (pseudo) return gcs.call(window, el, pseudo);
    return memo(decls, el, () => gcs.call(window, el));
  };
  CSSStyleDeclaration.prototype.getPropertyValue = function (this: CSSStyleDeclaration, name: string) {
    const m = memo(values, this, () => new Map<string, string>());
    const had = m.get(name);
    if (had !== undefined) return had;
    const v = gpv.call(this, name);
    m.set(name, v);
    return v;
  };
  if (boxesToo) {
    const text = rbcr.call(document.createRange());
    Element.prototype.getBoundingClientRect = function (this: Element) {
      return memo(boxes, this, () => bcr.call(this));
    };
    Range.prototype.getBoundingClientRect = () => text;
  }
  try {
    walk();
    return timed(runs, walk);
  } finally {
    window.getComputedStyle = gcs;
    CSSStyleDeclaration.prototype.getPropertyValue = gpv;
    Element.prototype.getBoundingClientRect = bcr;
    Range.prototype.getBoundingClientRect = rbcr;
  }
}

(globalThis as { __walkCeiling?: (runs: number) => Record<string, number> }).__walkCeiling = (runs) => ({
  collect: timed(runs, () => api.collect(SNAPSHOT_STYLES, ICON_FONT.source)),
  walk: timed(runs, walk),
  stylesKept: withCache(runs, false),
  stylesAndBoxesKept: withCache(runs, true),
  nodes: walk().nodes.length,
});
