/**
 * Words of text hidden from assistive technology only (aria-hidden) yet painted (RawAXNode.painted), as they may back
 * one control's name. Ionic's select draws its chosen value in an aria-hidden box beside a transparent button
 * labelled "Delivery slot, 18:00-20:00 (+EUR 2)", both inside one <label> (relay log C132).
 *
 * Scoped to the control's own widget, never the page: the shown-name rule names a hidden control whose words are all
 * shown, word by word, so page-wide painted words let an opacity:0 link "CANARY-D1" print on a page that paints an
 * aria-hidden "CANARY" anywhere and shows "D1" in a paragraph (snapshot-hidden.e2e.ts).
 */
import type { CollectedFrame, RawAXNode } from './collected';
import { words } from '../policy/shown-name';

/**
 * The shown-name rule's test for `n`: every word of a text is shown on the page, or painted in `n`'s own widget.
 * The widget is walked only for a name the page's words do not cover.
 */
export function shownFor(
  n: RawAXNode,
  frame: CollectedFrame,
  byId: Map<string, RawAXNode>,
  pageWords: Set<string>,
): (text: string) => boolean {
  let near: Set<string> | undefined;
  return (text) =>
    words(text).every((w) => {
      if (pageWords.has(w)) return true;
      near ??= paintedWordsNear(n, frame, byId);
      return near.has(w);
    });
}

/**
 * The painted words inside the <label> that holds `n` (its widget: the label, the value box and the control), else
 * inside `n` itself.
 */
function paintedWordsNear(n: RawAXNode, frame: CollectedFrame, byId: Map<string, RawAXNode>): Set<string> {
  const widget = widgetOf(n, byId);
  // A <label> around a whole form would be walked once per control it holds.
  const known = seen.get(widget);
  if (known) return known;
  const out = new Set<string>();
  const walk = (node: RawAXNode) => {
    const facts = node.backendId === undefined ? undefined : frame.dom[node.backendId];
    // Hidden by style after all (its box transparent, clipped, off the page): not painted.
    if (facts?.h) return;
    if (node.painted) for (const w of words(node.painted)) out.add(w);
    for (const id of node.children) {
      const c = byId.get(id);
      if (c) walk(c);
    }
  };
  walk(widget);
  seen.set(widget, out);
  return out;
}

/** Per collected node: a new collection makes new nodes, so nothing stale is read. */
const seen = new WeakMap<RawAXNode, Set<string>>();

/** The nearest <label> holding `n`, else `n`. */
function widgetOf(n: RawAXNode, byId: Map<string, RawAXNode>): RawAXNode {
  for (let up = n.parent && byId.get(n.parent); up; up = up.parent && byId.get(up.parent))
    if (up.role === 'LabelText') return up;
  return n;
}
