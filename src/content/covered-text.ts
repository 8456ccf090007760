/**
 * get_page_text's side of the covered-text rule (src/agent/policy/covered.ts): the elements whose own text lies
 * wholly under an opaque box painted above it. Runs in the page, on the live document.
 */
import { coveredText, type PaintNode } from '../agent/policy/covered';

/** Overflow values that let the user scroll a box. */
const SCROLLS = /^(auto|scroll|overlay)$/;

/** An alpha of 0.9 or more in a computed colour (Chrome reports rgb() or rgba()). */
function opaqueColour(c: string): boolean {
  const m = /^rgba?\(([^)]*)\)$/.exec(c.trim());
  if (!m) return false;
  const parts = m[1]!.split(/[\s,/]+/).filter(Boolean);
  return parts.length < 4 || Number.parseFloat(parts[3]!) >= 0.9;
}

/** Indices into `live` (document.body's elements in document order) whose own text a box covers. */
export function coveredElements(live: Element[], hidden: Set<number>): number[] {
  const index = new Map(live.map((el, i) => [el, i]));
  const sx = window.scrollX;
  const sy = window.scrollY;
  const opacity: number[] = [];
  const styles = live.map((el) => getComputedStyle(el));
  // Cheap first: a page with no opaque positioned box (most) needs no boxes at all.
  const anyCover = styles.some((s) => /^(absolute|relative)$/.test(s.position) && opaqueColour(s.backgroundColor));
  if (!anyCover) return [];
  const range = document.createRange();
  const nodes: PaintNode[] = live.map((el, i) => {
    const s = styles[i]!;
    const parent = el.parentElement ? (index.get(el.parentElement) ?? -1) : -1;
    opacity[i] = (parent >= 0 ? opacity[parent]! : 1) * Number.parseFloat(s.opacity || '1');
    const own = [...el.childNodes].filter((n) => n.nodeType === 3 && n.textContent?.trim());
    const node: PaintNode = { parent, text: own.length > 0, position: s.position, zIndex: s.zIndex };
    node.opaque = opaqueColour(s.backgroundColor) && opacity[i]! >= 0.9 && s.visibility === 'visible';
    let r: DOMRect;
    if (own.length) {
      range.setStartBefore(own[0]!);
      range.setEndAfter(own.at(-1)!);
      r = range.getBoundingClientRect();
    } else r = el.getBoundingClientRect();
    node.box = [r.x + sx, r.y + sy, r.width, r.height];
    // The node's box is its text's when it holds text: only a box without text of its own says where it shows.
    // Only an axis the user can scroll moves its content, as in the walk (page-ax/walk.ts `sv`).
    const x = SCROLLS.test(s.overflowX) && el.scrollWidth > el.clientWidth + 1;
    const y = SCROLLS.test(s.overflowY) && el.scrollHeight > el.clientHeight + 1;
    if (!own.length && (x || y) && el !== document.body && el !== document.documentElement)
      node.scroll = [
        x ? el.scrollLeft : 0,
        y ? el.scrollTop : 0,
        x ? el.scrollWidth - el.clientWidth : 0,
        y ? el.scrollHeight - el.clientHeight : 0,
      ];
    return node;
  });
  return [...coveredText(nodes, hidden)];
}
