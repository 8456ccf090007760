/**
 * Text under an opaque box (red team c4-r6-covered): a blank white <div> positioned over a paragraph leaves the
 * paragraph in the DOM, the accessibility tree and every style rule's eyes, while a person sees a blank area. Its
 * text is hidden text like any other (policy README section 5).
 *
 * Telling it exactly needs paint order (DOMSnapshot has it; the in-page walk and get_page_text do not) or a hit test
 * per text node (only inside the viewport, and too slow on a big page). So this judges from CSS's painting order in
 * one stacking context: a positioned box (absolute or relative, z-index auto or >= 0) paints above the in-flow
 * content of its stacking context; two positioned boxes compare by z-index, then by document order. A box pinned to
 * the screen (fixed, sticky, or inside such) hides only what no scroll of the page brings out from under it: what
 * scrolls under a sticky header is one scroll away, a paragraph under a fixed box on a page that cannot scroll is not.
 * Pure: both collectors (background/cdp/hidden-styles.ts) and get_page_text (content/page-text.ts) feed it.
 */
import { boundsOf, coveredBy, outside } from './rects';

export interface PaintNode {
  /** Index of the parent in the list (document order, parents first); -1 at the top. */
  parent: number;
  /** Holds text a person would read (a text node, or an element judged by its own text). */
  text: boolean;
  /** Layout box [x, y, width, height] in document coordinates. */
  box?: number[];
  /** Computed `position`. */
  position?: string;
  /** Computed `z-index`. */
  zIndex?: string;
  /** A flex or grid item: a z-index other than auto stacks it without a position (CSS Flexbox 4.3, Grid 9). */
  flexItem?: boolean;
  /**
   * Makes a stacking context without a position (opacity below 1, a transform, a filter): it paints in the z-index 0
   * layer as a positioned box does (CSS 2 Appendix E), so a white box pulled up over text by a negative margin hides
   * it (red team round 9, covers-r9.html).
   */
  stacks?: boolean;
  /** An element inside an <svg>: SVG paints its children in document order, with no layers (c4-r9-svg-text). */
  inSvg?: boolean;
  /** Paints a box nothing shows through: an opaque background colour, and nothing see-through up the tree. */
  opaque?: boolean;
  /**
   * Rectangles (document coordinates) it paints opaque besides its background, under its own content: a border, a
   * box shadow (edge-paint.ts), a canvas's filled pixels. Not faded, as `opaque`.
   */
  paints?: number[][];
  /** Rectangles it paints opaque over its own content too: an outline (edge-paint.ts). */
  over?: number[][];
  /** A box whose content the user scrolls: [scrollLeft, scrollTop, most scrollLeft, most scrollTop]. */
  scroll?: number[];
  /** Where it paints among boxes of the same layer, when not its index (get_page_text's ::before and ::after). */
  order?: number;
}

/** Positioned boxes, which paint in a layer of their own (a pinned one too). */
const LAYERED = /^(absolute|relative|fixed|sticky)$/;
const PINNED = /^(fixed|sticky)$/;
/** A cover smaller than this either way hides no line of text worth the check. */
const MIN_COVER_PX = 4;

/**
 * The page's scrolling, in document coordinates: [scrollX, scrollY, most scrollX, most scrollY] and the viewport's
 * [width, height]. With it a box pinned to the screen is judged too (red team c4-r8-pinned-cover): it hides what no
 * scroll of the page brings out from under it; without it pinned boxes cover nothing.
 */
export interface PageView {
  scroll: number[];
  size: number[];
}

/**
 * Indices of the text holders that lie wholly under opaque paint laid above them. `skip`: already hidden; `gone`:
 * boxes that paint nothing (not there, off the page, clipped away), when text hidden by its colour alone (a white
 * box with white text) is among `skip`: that box still paints.
 * A cover is any box painted in a positioned layer: the positioned box itself or anything inside it (a white
 * <div> or a <canvas> in a transparent positioned wrapper paints in the wrapper's layer).
 */
export function coveredText(
  nodes: PaintNode[],
  skip: Set<number> = new Set(),
  view?: PageView,
  gone: Set<number> = skip,
): Set<number> {
  const out = new Set<number>();
  const pinned: boolean[] = [];
  const layered: boolean[] = [];
  const covers: Array<{ at: number; rects: number[][]; bounds: number[] }> = [];
  // The <svg> each node paints in, or -1: there a later shape paints over earlier text whatever the layers.
  const svgRoot: number[] = [];
  nodes.forEach((n, i) => {
    pinned[i] = (n.parent >= 0 && pinned[n.parent]) || PINNED.test(n.position ?? '');
    layered[i] = (n.parent >= 0 && layered[n.parent]) || stacked(n);
    svgRoot[i] = n.parent >= 0 && nodes[n.parent]!.inSvg ? svgRoot[n.parent]! : n.inSvg ? n.parent : -1;
    const layer = layered[i] || svgRoot[i]! >= 0;
    if (n.text || !layer || (pinned[i] && !view) || gone.has(i) || (zApplies(n) && zOf(n) < 0)) return;
    const b = n.box;
    const whole = n.opaque && b && b[2]! >= MIN_COVER_PX && b[3]! >= MIN_COVER_PX ? [b] : [];
    const rects = [...whole, ...(n.paints ?? []), ...(n.over ?? [])];
    if (rects.length) covers.push({ at: i, rects, bounds: boundsOf(rects) });
  });
  if (!covers.length) return out;
  nodes.forEach((n, t) => {
    const tb = n.box;
    if (!n.text || skip.has(t) || !tb || tb[2]! <= 0 || tb[3]! <= 0) return;
    for (const { at: c, rects, bounds } of covers) {
      // Most pairs end here, cheaply: a page has hundreds of text nodes and of boxes in positioned layers, and the
      // rectangle arithmetic below allocates.
      if (c === t || outside(bounds, tb)) continue;
      if (svgRoot[c]! >= 0 && svgRoot[c] === svgRoot[t]) {
        // A text node paints with its element (get_page_text lists text nodes after all the elements).
        if (c <= n.parent || isAncestor(nodes, c, t) || !coveredBy(rects, tb)) continue;
        out.add(t);
        return;
      }
      if (!layered[c]) continue;
      // Its own content paints over a box's background, border and shadows; its outline paints over that content,
      // unless a positioned layer between them paints later.
      const own = isAncestor(nodes, c, t);
      if (own ? !nodes[c]!.over || layerBetween(nodes, c, t) : false) continue;
      if (!coveredBy(own ? nodes[c]!.over! : rects, tb)) continue;
      const pageMoves = pinned[c] && !pinned[t] && pageScrollsOut(view!, bounds, tb);
      if ((own || paintsAbove(nodes, c, t)) && !scrollsOut(nodes, c, t, bounds) && !pageMoves) {
        out.add(t);
        return;
      }
    }
  });
  return out;
}

/**
 * Text in a box that scrolls, under a cover outside that box (a grid's scroll bar strip over its last row): the
 * cover stays while the text moves, so the text is one scroll away unless no scroll of that box brings it out from
 * under the cover into the part of the box that shows (a cover over the whole box, or over text that cannot move).
 */
function scrollsOut(nodes: PaintNode[], cover: number, text: number, c: number[]): boolean {
  const t = nodes[text]!.box!;
  for (let s = nodes[text]!.parent; s >= 0; s = nodes[s]!.parent) {
    if (s === cover || isAncestor(nodes, s, cover)) return false; // the cover scrolls with the text
    const box = nodes[s]!.box;
    const scroll = nodes[s]!.scroll;
    if (!box || !scroll) continue;
    const [x, y, maxX, maxY] = scroll as [number, number, number, number];
    if (axisOut(t[1]!, t[3]!, c[1]!, c[3]!, box[1]!, box[3]!, y, maxY)) return true;
    if (axisOut(t[0]!, t[2]!, c[0]!, c[2]!, box[0]!, box[2]!, x, maxX)) return true;
  }
  return false;
}

/** A pinned cover stays on the screen while the page scrolls the text: out from under it by some scroll? */
function pageScrollsOut(view: PageView, c: number[], t: number[]): boolean {
  const [x, y, maxX, maxY] = view.scroll as [number, number, number, number];
  const [w, h] = view.size as [number, number];
  return axisOut(t[1]!, t[3]!, c[1]!, c[3]!, y, h, y, maxY) || axisOut(t[0]!, t[2]!, c[0]!, c[2]!, x, w, x, maxX);
}

/**
 * On one axis: a scroll offset from 0 to `max` (now `offset`) that shows the text inside the box's extent and not
 * wholly inside the cover's. Scrolling to offset o moves the text by (offset - o).
 */
function axisOut(
  tAt: number,
  tLen: number,
  cAt: number,
  cLen: number,
  sAt: number,
  sLen: number,
  offset: number,
  max: number,
) {
  const lo = Math.max(offset - max, sAt - tAt);
  const hi = Math.min(offset, sAt + sLen - tAt - tLen);
  if (lo > hi) return false;
  return lo < cAt - 1 - tAt || hi > cAt + cLen + 1 - tAt - tLen;
}

/** Painted in a layer of its own: positioned, or a flex or grid item with a z-index (relay log C115). */
function stacked(n: PaintNode): boolean {
  return LAYERED.test(n.position ?? '') || !!n.stacks || (!!n.flexItem && !!n.zIndex && n.zIndex !== 'auto');
}

/** Its z-index counts: a positioned box or a flex or grid item (a z-index elsewhere is ignored by CSS). */
function zApplies(n: PaintNode): boolean {
  return LAYERED.test(n.position ?? '') || !!n.flexItem;
}

/** The styles that give a box a stacking context of its own without a position (PaintNode.stacks). */
export function makesStackingContext(opacity: string | undefined, transform?: string, filter?: string): boolean {
  const o = Number.parseFloat(opacity ?? '');
  return (Number.isFinite(o) && o < 1) || (!!transform && transform !== 'none') || (!!filter && filter !== 'none');
}

function zOf(n: PaintNode): number {
  const z = Number.parseInt(n.zIndex ?? '', 10);
  return Number.isFinite(z) ? z : 0;
}

function isAncestor(nodes: PaintNode[], a: number, i: number): boolean {
  for (let n = nodes[i]!.parent; n >= 0; n = nodes[n]!.parent) if (n === a) return true;
  return false;
}

/** A positioned box below `a` on the way down to `i` (its own layer, painted after `a`'s outline). */
function layerBetween(nodes: PaintNode[], a: number, i: number): boolean {
  for (let n = nodes[i]!.parent; n >= 0 && n !== a; n = nodes[n]!.parent) if (stacked(nodes[n]!)) return true;
  return false;
}

/** The chain from the top down to `i`, inclusive. */
function chain(nodes: PaintNode[], i: number): number[] {
  const out: number[] = [];
  for (let n = i; n >= 0; n = nodes[n]!.parent) out.push(n);
  return out.reverse();
}

/**
 * Where a branch paints in the stacking context of the two branches' common ancestor: its first positioned box with
 * a z-index decides, else its first positioned box (the z-index 0 layer); none = in-flow content, painted below.
 */
function layer(nodes: PaintNode[], branch: number[]): { z: number; at: number } | null {
  let first: number | undefined;
  for (const i of branch) {
    const n = nodes[i]!;
    if (!stacked(n)) continue;
    if (zApplies(n) && n.zIndex && n.zIndex !== 'auto') return { z: zOf(n), at: n.order ?? i };
    first ??= i;
  }
  return first === undefined ? null : { z: 0, at: nodes[first]!.order ?? first };
}

function paintsAbove(nodes: PaintNode[], cover: number, text: number): boolean {
  const a = chain(nodes, cover);
  const b = chain(nodes, text);
  let k = 0;
  while (k < a.length && k < b.length && a[k] === b[k]) k++;
  const top = layer(nodes, a.slice(k));
  const under = layer(nodes, b.slice(k));
  if (!top) return false;
  if (!under) return top.z >= 0;
  return top.z !== under.z ? top.z > under.z : top.at > under.at;
}
