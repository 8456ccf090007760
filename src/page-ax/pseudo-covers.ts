/**
 * Boxes drawn by ::before and ::after that may cover text (red team c4-r8-after-cover, c4-r8-before-cover): a
 * pseudo-element has no element of its own, so the covered-text rule (src/agent/policy/covered.ts) never saw a blank
 * box one paints over a paragraph. Only an absolutely positioned one can lie over other content (an in-flow box
 * pushes the text aside); its box is its containing block's padding box plus its offsets. Runs in the page: the hint
 * walk (walk.ts) and get_page_text (content/covered-text.ts) add each as a node of its own to what covered.ts judges.
 */
import { rawPseudo } from './pseudo';
import { mayDrawBox, mayGenerate } from './pseudo-rules';

export interface PseudoCover {
  pseudo: '::before' | '::after';
  style: CSSStyleDeclaration;
  /** [x, y, width, height] in document coordinates, its border box. */
  box: number[];
}

const px = (v: string) => Number.parseFloat(v) || 0;

/** The element's absolutely positioned ::before and ::after with a box (none when no style rule can make one). */
export function pseudoCovers(el: Element, scrollX: number, scrollY: number): PseudoCover[] {
  if (!mayDrawBox(el)) return [];
  const out: PseudoCover[] = [];
  for (const pseudo of ['::before', '::after'] as const) {
    // Where a rule may give text, the tree walk reads the same style: asked once (pseudo.ts keeps it for this walk).
    const s = mayGenerate(el) ? rawPseudo(el, pseudo) : getComputedStyle(el, pseudo);
    if (s.position !== 'absolute' || /^(none|normal)$/.test(s.content) || s.display === 'none') continue;
    // Rendered, these resolve to used pixel values; "auto" (not laid out) gives NaN and the box is skipped.
    const [w, h, left, top] = [s.width, s.height, s.left, s.top].map(Number.parseFloat) as number[];
    if (![w, h, left, top].every(Number.isFinite)) continue;
    const cb = containingBlock(el);
    const r = cb?.getBoundingClientRect();
    const x = (r ? r.left + cb!.clientLeft : -scrollX) + left! + px(s.marginLeft) + scrollX;
    const y = (r ? r.top + cb!.clientTop : -scrollY) + top! + px(s.marginTop) + scrollY;
    const width = w! + px(s.paddingLeft) + px(s.paddingRight) + px(s.borderLeftWidth) + px(s.borderRightWidth);
    const height = h! + px(s.paddingTop) + px(s.paddingBottom) + px(s.borderTopWidth) + px(s.borderBottomWidth);
    out.push({ pseudo, style: s, box: [x, y, width, height].map(Math.round) });
  }
  return out;
}

/** The box an absolute pseudo-element of `el` is placed in: the nearest positioned (or transformed) element. */
function containingBlock(el: Element): Element | null {
  for (let e: Element | null = el; e && e !== document.documentElement; e = e.parentElement) {
    const s = getComputedStyle(e);
    if (
      s.position !== 'static' ||
      s.transform !== 'none' ||
      s.filter !== 'none' ||
      /paint|layout|strict|content/.test(s.contain)
    )
      return e;
  }
  return null;
}
