/**
 * get_page_text's side of the covered-text rule (src/agent/policy/covered.ts): the elements whose own text lies
 * wholly under an opaque box painted above it. Runs in the page, on the live document.
 */
import { coveredText, type PaintNode, paintsOver } from '../agent/policy/covered';
import { beginPseudo } from '../page-ax/pseudo';
import { pseudoCovers, showsPicture } from '../page-ax/pseudo-covers';

/** Overflow values that let the user scroll a box. */
const SCROLLS = /^(auto|scroll|overlay)$/;

const paints = (s: CSSStyleDeclaration) => paintsOver(s.backgroundColor, s.backgroundImage);

/** Indices into `live` (document.body's elements in document order) whose own text a box covers. */
export function coveredElements(live: Element[], hidden: Set<number>): number[] {
  const index = new Map(live.map((el, i) => [el, i]));
  const sx = window.scrollX;
  const sy = window.scrollY;
  const opacity: number[] = [];
  const styles = live.map((el) => getComputedStyle(el));
  beginPseudo();
  // ::before and ::after boxes that may cover (pseudo-covers.ts), by their element.
  const drawn = live.map((el, i) => (styles[i]!.display === 'none' ? [] : pseudoCovers(el, sx, sy)));
  // Cheap first: a page with no opaque positioned box (most) needs no boxes at all.
  const anyCover =
    drawn.some((c) => c.some((p) => paints(p.style))) ||
    styles.some(
      (s, i) => /^(absolute|relative|fixed|sticky)$/.test(s.position) && (paints(s) || showsPicture(live[i]!)),
    );
  if (!anyCover) return [];
  const range = document.createRange();
  const nodes: PaintNode[] = live.map((el, i) => {
    const s = styles[i]!;
    const parent = el.parentElement ? (index.get(el.parentElement) ?? -1) : -1;
    opacity[i] = (parent >= 0 ? opacity[parent]! : 1) * Number.parseFloat(s.opacity || '1');
    const own = [...el.childNodes].filter((n) => n.nodeType === 3 && n.textContent?.trim());
    const node: PaintNode = { parent, text: own.length > 0, position: s.position, zIndex: s.zIndex };
    node.opaque = (paints(s) || showsPicture(el)) && opacity[i]! >= 0.9 && s.visibility === 'visible';
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
    }
  });
  const root = document.documentElement;
  const [w, h] = [root.clientWidth, root.clientHeight];
  const view = {
    scroll: [sx, sy, Math.max(0, root.scrollWidth - w), Math.max(0, root.scrollHeight - h)],
    size: [w, h],
  };
  return [...coveredText(nodes, hidden, view)].filter((i) => i < live.length);
}
