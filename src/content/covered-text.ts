/**
 * get_page_text's side of the covered-text rule (src/agent/policy/covered.ts): the elements whose own text lies
 * wholly under an opaque box painted above it. Runs in the page, on the live document.
 */
import { coveredText, makesStackingContext, type PaintNode } from '../agent/policy/covered';
import { type EdgeStyle, edgePaints, EDGE_STYLES } from '../agent/policy/edge-paint';
import { fillsOver, paintsOver } from '../agent/policy/paint-values';
import { canvasPaint, shapeStroke, showsPicture, STROKED } from '../page-ax/drawn-paint';
import { beginPseudo } from '../page-ax/pseudo';
import { pseudoCovers } from '../page-ax/pseudo-covers';

/** Overflow values that let the user scroll a box. */
const SCROLLS = /^(auto|scroll|overlay)$/;

const paints = (s: CSSStyleDeclaration) => paintsOver(s.backgroundColor, s.backgroundImage);
const stacks = (s: CSSStyleDeclaration) => makesStackingContext(s.opacity, s.transform, s.filter);
const SHAPES = /^(rect|path|circle|ellipse|polygon)$/;
/** An element's own paint: background, picture, frame, SVG fill (hidden-styles.ts reads the same from the walk). */
const ownPaint = (s: CSSStyleDeclaration, el: Element) =>
  paints(s) ||
  showsPicture(el) ||
  el.localName === 'iframe' || // its document paints over its box (c4-r9-frame-cover)
  (SHAPES.test(el.localName) && fillsOver(s.fill, s.fillOpacity));
/** An SVG shape with a stroke (drawn-paint.ts shapeStroke judges how wide). */
const strokes = (s: CSSStyleDeclaration, el: Element) => STROKED.test(el.localName) && s.stroke !== 'none';
const edgesOf = (s: CSSStyleDeclaration) =>
  Object.fromEntries(EDGE_STYLES.map((k) => [k, s.getPropertyValue(k)])) as EdgeStyle;
/** Borders, outlines and shadows drawn at all (edge-paint.ts): most elements have none, and need no box for it. */
const drawsEdges = (s: CSSStyleDeclaration) =>
  s.boxShadow !== 'none' || s.outlineStyle !== 'none' || !/^0px$/.test(s.borderWidth);

/**
 * Indices into `live` (document.body's elements in document order) whose own text a box covers. `hidden`: their
 * text is hidden already; `inkOnly`: those among them hidden by their text's look alone, whose box still paints.
 */
export function coveredElements(live: Element[], hidden: Set<number>, inkOnly = new Set<number>()): number[] {
  const index = new Map(live.map((el, i) => [el, i]));
  const sx = window.scrollX;
  const sy = window.scrollY;
  const opacity: number[] = [];
  const styles = live.map((el) => getComputedStyle(el));
  beginPseudo();
  // ::before and ::after boxes that may cover (pseudo-covers.ts), by their element.
  const drawn = live.map((el, i) => (styles[i]!.display === 'none' ? [] : pseudoCovers(el, sx, sy)));
  // Cheap first: a page with no positioned box or no paint in one (most) needs no boxes at all.
  const anyLayer =
    drawn.some((c) => c.length) ||
    styles.some((s) => /^(absolute|relative|fixed|sticky)$/.test(s.position) || stacks(s)) ||
    live.some((el) => el instanceof SVGElement && SHAPES.test(el.localName));
  const anyCover =
    drawn.some((c) => c.some((p) => paints(p.style) || drawsEdges(p.style))) ||
    styles.some(
      (s, i) => ownPaint(s, live[i]!) || drawsEdges(s) || live[i]!.localName === 'canvas' || strokes(s, live[i]!),
    );
  if (!anyLayer || !anyCover) return [];
  const range = document.createRange();
  // An element's own text is a node of its own, after the elements (owner[k] = its element): an element with text
  // and an opaque background or border still covers what lies under it.
  const texts: PaintNode[] = [];
  const owner: number[] = [];
  const nodes: PaintNode[] = live.map((el, i) => {
    const s = styles[i]!;
    const parent = el.parentElement ? (index.get(el.parentElement) ?? -1) : -1;
    opacity[i] = (parent >= 0 ? opacity[parent]! : 1) * Number.parseFloat(s.opacity || '1');
    const own = [...el.childNodes].filter((n) => n.nodeType === 3 && n.textContent?.trim());
    const node: PaintNode = { parent, text: false, position: s.position, zIndex: s.zIndex };
    if (stacks(s)) node.stacks = true;
    if (el instanceof SVGElement && el.localName !== 'svg') node.inSvg = true;
    const shown = opacity[i]! >= 0.9 && s.visibility === 'visible';
    node.opaque = shown && ownPaint(s, el);
    node.box = elementBox(el, sx, sy);
    if (own.length) {
      range.setStartBefore(own[0]!);
      range.setEndAfter(own.at(-1)!);
      const r = range.getBoundingClientRect();
      texts.push({ parent: i, text: true, box: [r.x + sx, r.y + sy, r.width, r.height] });
      owner.push(i);
    }
    if (shown) edgesAndPixels(node, el, s, sx, sy);
    // Only an axis the user can scroll moves its content, as in the walk (page-ax/walk.ts `sv`).
    const x = SCROLLS.test(s.overflowX) && el.scrollWidth > el.clientWidth + 1;
    const y = SCROLLS.test(s.overflowY) && el.scrollHeight > el.clientHeight + 1;
    if ((x || y) && el !== document.body && el !== document.documentElement)
      node.scroll = [
        x ? el.scrollLeft : 0,
        y ? el.scrollTop : 0,
        x ? el.scrollWidth - el.clientWidth : 0,
        y ? el.scrollHeight - el.clientHeight : 0,
      ];
    return node;
  });
  // The pseudo-elements go last in the list, each painting where CSS puts it: ::before ahead of its element's
  // children, ::after behind its last descendant.
  const last = live.map((_, i) => i);
  for (let i = live.length - 1; i >= 0; i--) {
    const p = nodes[i]!.parent;
    if (p >= 0) last[p] = Math.max(last[p]!, last[i]!);
  }
  drawn.forEach((covers, i) => {
    for (const c of covers) {
      const fade = opacity[i]! * Number.parseFloat(c.style.opacity || '1');
      nodes.push({
        parent: i,
        text: false,
        box: c.box,
        position: c.style.position,
        zIndex: c.style.zIndex,
        opaque: paints(c.style) && fade >= 0.9 && c.style.visibility === 'visible',
        order: (c.pseudo === '::before' ? i : last[i]!) + 0.5,
      });
      if (fade >= 0.9 && c.style.visibility === 'visible') edgesAndPixels(nodes.at(-1)!, null, c.style, sx, sy);
    }
  });
  const root = document.documentElement;
  const [w, h] = [root.clientWidth, root.clientHeight];
  const view = {
    scroll: [sx, sy, Math.max(0, root.scrollWidth - w), Math.max(0, root.scrollHeight - h)],
    size: [w, h],
  };
  const from = nodes.length;
  nodes.push(...texts);
  const skip = new Set(owner.flatMap((o, k) => (hidden.has(o) ? [from + k] : [])));
  const gone = new Set([...hidden].filter((i) => !inkOnly.has(i)));
  const out = [...coveredText(nodes, skip, view, gone)].filter((i) => i >= from && i < from + texts.length);
  return out.map((i) => owner[i - from]!);
}

/** What a box paints besides its background (edge-paint.ts) and a canvas's filled pixels (drawn-paint.ts). */
function edgesAndPixels(node: PaintNode, el: Element | null, s: CSSStyleDeclaration, sx: number, sy: number) {
  const edges = drawsEdges(s) ? edgePaints(edgesOf(s), node.box!) : { under: [], over: [] };
  const drawn = el instanceof HTMLCanvasElement ? canvasPaint(el, sx, sy) : el ? shapeStroke(el, sx, sy) : [];
  const under = [...drawn, ...edges.under];
  if (under.length) node.paints = under;
  if (edges.over.length) node.over = edges.over;
}

function elementBox(el: Element, sx: number, sy: number): number[] {
  const r = el.getBoundingClientRect();
  return [r.x + sx, r.y + sy, r.width, r.height];
}
