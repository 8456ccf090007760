/**
 * Page facts the hint walk does not carry, read where they are cheapest, in the page: code editors' shown lines
 * (as editor-hints.ts reads them from DOMSnapshot), elements painted under a full-screen overlay (a modal without
 * aria-modal; DOMSnapshot gives paint order, here the hit test says what is on top), and images that failed to
 * load, which draw their alt text instead of pixels. Every answer is by hint-walk index.
 */

import { clipLine, EDITOR_KINDS, keptLines, lineSelector } from './editors';
import { canvasPaint, shapeStroke, showsPicture, STROKED } from './drawn-paint';

export interface Extras {
  /** Editors: the index of the element taking input, its shown lines, and the drawing layers' indices. */
  ed?: Array<{ i: number; code: Array<[number, string]>; layers: number[]; term?: 1 }>;
  /** Elements under a full-screen overlay. */
  cov?: number[];
  /** Images drawing their alt text (failed to load). */
  alt?: number[];
  /** Images showing a picture (drawn-paint.ts: not a clear spacer GIF): they paint over their box. */
  pic?: number[];
  /** Canvases: the rectangles their opaque pixels paint, in document coordinates (drawn-paint.ts). */
  drawn?: Record<number, number[][]>;
}

/** Canvases read per walk at most; past it a canvas counts as painting all of its box (the safe side). */
const CANVASES_READ = 32;

/**
 * `textBoxes`: the boxes of the walk's text nodes (document coordinates), gathered only when a canvas is met. A
 * canvas over none of them hides nothing, so its pixels are not read: reading one makes Chrome copy it back from the
 * GPU (Monaco's minimap and rulers: ~20 ms of a ~45 ms read).
 */
export function pageExtras(index: Map<Node, number>, candidates: Element[], textBoxes: () => number[][]): Extras {
  const out: Extras = {};
  const ed = editors(index);
  if (ed.length) out.ed = ed;
  const cov = covered(index, candidates);
  if (cov.length) out.cov = cov;
  const alt: number[] = [];
  const pic: number[] = [];
  const drawn: Record<number, number[][]> = {};
  let canvases = 0;
  let texts: number[][] | undefined;
  // The walk's nodes, not document.images: an image or canvas in a shadow root paints as well.
  for (const [node, i] of index) {
    if (node instanceof HTMLImageElement) {
      if (node.complete && node.naturalWidth === 0 && node.alt) alt.push(i);
      if (showsPicture(node)) pic.push(i);
    } else if (node instanceof HTMLIFrameElement) {
      // Its document paints over its box, and another origin's cannot be read: it covers (c4-r9-frame-cover).
      pic.push(i);
    } else if (node instanceof SVGGraphicsElement && STROKED.test(node.localName)) {
      // A wide stroke paints outside the fill's box, which is all the walk knows (round 11: a white line over text).
      const paint = shapeStroke(node, scrollX, scrollY);
      texts ??= paint.length ? textBoxes() : texts;
      if (paint.length && texts && paint.some((b) => overBox(b, texts!))) drawn[i] = paint;
    } else if (node instanceof HTMLCanvasElement) {
      texts ??= textBoxes();
      if (!overText(node, texts)) continue;
      const paint = canvases++ < CANVASES_READ ? canvasPaint(node, scrollX, scrollY) : null;
      if (!paint) pic.push(i);
      else if (paint.length) drawn[i] = paint;
    }
  }
  if (alt.length) out.alt = alt;
  if (pic.length) out.pic = pic;
  if (Object.keys(drawn).length) out.drawn = drawn;
  return out;
}

/** Some text box overlaps the canvas's box (the covered-text rule judges only text lying under a cover). */
function overText(c: HTMLCanvasElement, texts: number[][]): boolean {
  const r = c.getBoundingClientRect();
  return overBox([r.left + scrollX, r.top + scrollY, r.width, r.height], texts);
}

function overBox([x0 = 0, y0 = 0, w0 = 0, h0 = 0]: number[], texts: number[][]): boolean {
  return texts.some(([x, y, w, h]) => x! < x0 + w0 && x! + w! > x0 && y! < y0 + h0 && y! + h! > y0);
}

function editors(index: Map<Node, number>): NonNullable<Extras['ed']> {
  const out: NonNullable<Extras['ed']> = [];
  const seen = new Set<Element>();
  for (const kind of EDITOR_KINDS) {
    for (const root of document.querySelectorAll(`.${kind.root}`)) {
      if ([...seen].some((s) => s.contains(root))) continue; // a diff view's halves are read once, as one editor
      seen.add(root);
      const input = kind.input.map((c) => root.querySelector(`.${c}`)).find((e) => e !== null);
      const at = input ? index.get(input) : undefined;
      if (!input || at === undefined) continue;
      const area = root.getBoundingClientRect();
      const shown = (e: Element) => {
        const b = e.getBoundingClientRect();
        return b.height > 0 && b.bottom > area.top + 1 && b.top < area.bottom - 1;
      };
      const widgets = kind.widgets.map((c) => `.${c}`).join(',');
      const inWidget = (e: Element) => {
        const w = e.closest(widgets);
        return w !== null && root.contains(w);
      };
      const numbers = [...(kind.gutter ? root.querySelectorAll(`.${kind.gutter}`) : [])]
        .filter((e) => shown(e) && !inWidget(e))
        .map((e) => ({ y: e.getBoundingClientRect().top, n: Number.parseInt((e.textContent ?? '').trim(), 10) }))
        .filter((g) => Number.isFinite(g.n));
      const rows = [...root.querySelectorAll(lineSelector(kind))]
        .filter((e) => shown(e) && !inWidget(e))
        .map((e) => ({
          y: e.getBoundingClientRect().top,
          text: (e.textContent ?? '').replace(/\u00a0/g, ' ').replace(/[\u200b\u200c]/g, ''),
        }))
        .sort((a, b) => a.y - b.y)
        .map((l): [number, string] => [
          numbers.find((g) => Math.abs(g.y - l.y) < 3)?.n ?? 0,
          clipLine(l.text).trimEnd(),
        ]);
      const code = keptLines(kind, rows);
      // The drawing layers say nothing the code lines do not; the input, its ancestors and widgets stay.
      const layers: number[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (n === input || n.contains(input) || (n.nodeType === 1 && inWidget(n as Element))) continue;
        const k = index.get(n);
        if (k !== undefined) layers.push(k);
      }
      out.push(kind.terminal ? { i: at, code, layers, term: 1 } : { i: at, code, layers });
    }
  }
  return out;
}

/** `box` holds `el` in the composed tree: a control inside a web component's shadow root is in the dialog too. */
function holds(box: Element, el: Element): boolean {
  for (let n: Node | null = el; n; n = n.parentNode ?? (n instanceof ShadowRoot ? n.host : null))
    if (n === box) return true;
  return false;
}

/** Candidates painted under a fixed box covering most of the viewport (which is shown and takes clicks). */
function covered(index: Map<Node, number>, candidates: Element[]): number[] {
  const w = innerWidth;
  const h = innerHeight;
  // The centre first; a popup of the dialog (a date picker laid out of it, on top) may sit there, so the corners
  // say it too (relay log C111: the page behind a dialog read as uncovered while its picker was open).
  let overlay: Element | null = null;
  for (const [fx, fy] of [
    [0.5, 0.5],
    [0.05, 0.05],
    [0.95, 0.05],
    [0.05, 0.95],
    [0.95, 0.95],
  ] as const) {
    for (let e = document.elementFromPoint(w * fx, h * fy); e; e = e.parentElement) {
      // The page's own root is never laid over it (Ionic fixes <body> to the viewport; relay log C123).
      if (e === document.body || e === document.documentElement) break;
      const s = getComputedStyle(e);
      const b = e.getBoundingClientRect();
      if (s.position === 'fixed' && b.width >= w * 0.9 && b.height >= h * 0.9) {
        if (s.visibility !== 'hidden' && s.opacity !== '0' && s.pointerEvents !== 'none') overlay = e;
        break;
      }
    }
    if (overlay) break;
  }
  if (!overlay) return [];
  const out: number[] = [];
  for (const el of candidates) {
    if (holds(overlay, el) || el.contains(overlay)) continue;
    const b = el.getBoundingClientRect();
    if (b.width === 0 || b.height === 0 || b.bottom < 0 || b.top > h || b.right < 0 || b.left > w) {
      // Off screen: the overlay covers the whole viewport, so scrolling it into view would not uncover it.
      const i = index.get(el);
      if (i !== undefined) out.push(i);
      continue;
    }
    const top = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    const i = index.get(el);
    if (i !== undefined && top && (top === overlay || overlay.contains(top))) out.push(i);
  }
  return out;
}
