/**
 * Which layout box a text run was drawn in (DomHints.bx: a block, a flex or grid item, an inline-block, a cell). Runs
 * that touch are one word when they share a box (syntax-highlighted code, `<b>H</b>ello`), and two when each has its
 * own: a mail row's subject, cut with an ellipsis where the date's box begins, read `Lunch on Friday?Nov 27` (relay
 * log C203).
 */
import type { DomHints, RawAXNode } from './collected';
import type { VNode } from './model';

const boxes = new WeakMap<VNode, { first: string; last: string }>();

/** Records the nearest box-laid-out ancestor of a StaticText on its run. */
export function markRunBox(
  run: VNode,
  text: RawAXNode,
  byId: Map<string, RawAXNode>,
  dom: Record<number, DomHints>,
): VNode {
  for (let p = text.parent && byId.get(text.parent); p; p = p.parent ? byId.get(p.parent) : undefined) {
    if (p.backendId !== undefined && dom[p.backendId]?.bx) {
      boxes.set(run, { first: p.id, last: p.id });
      break;
    }
  }
  return run;
}

/** `next` starts in another box than the one `prev` ends in. */
export function otherBox(prev: VNode, next: VNode): boolean {
  const [a, b] = [boxes.get(prev), boxes.get(next)];
  return !!a && !!b && a.last !== b.first;
}

/** `prev` now ends with `next`: it ends in `next`'s box. */
export function joinRunBoxes(prev: VNode, next: VNode): void {
  const [a, b] = [boxes.get(prev), boxes.get(next)];
  if (a && b) boxes.set(prev, { first: a.first, last: b.last });
  else boxes.delete(prev);
}
