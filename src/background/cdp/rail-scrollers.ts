/**
 * The DOMSnapshot path's reading of a box scrolled by a drawn rail (page-ax/scroll-rail.ts has the page walk's, and
 * why): a box that clips its overflow and holds a rail (perfect-scrollbar), or stands beside one (slimScroll),
 * scrolls as an `overflow: auto` box does, so what it holds past the page's end is not hidden (relay log C182).
 * DOMSnapshot gives no scroll sizes: a railed box that does not overflow changes nothing, having nothing out there.
 */
import { RAIL } from '../../page-ax/scroll-rail';
import type { SnapshotDoc } from './dom-hints';
import type { StyledNode } from './hidden-styles';

export function readRailsAsScroll(doc: SnapshotDoc, strings: string[], nodes: StyledNode[]): void {
  const parents = doc.nodes.parentIndex ?? [];
  const railed = new Map<number, number>(); // box -> its rail child
  (doc.nodes.attributes ?? []).forEach((attrs, i) => {
    for (let a = 0; a < attrs.length; a += 2)
      if (strings[attrs[a]!] === 'class' && RAIL.test(strings[attrs[a + 1]!] ?? '')) railed.set(parents[i] ?? -1, i);
  });
  if (railed.size === 0) return;
  nodes.forEach((n, i) => {
    const s = n.style;
    const rail = railed.get(i) ?? railed.get(n.parent);
    if (!s || rail === undefined || rail === i) return;
    if (s['overflow-x'] === 'hidden') s['overflow-x'] = 'auto';
    if (s['overflow-y'] === 'hidden') s['overflow-y'] = 'auto';
  });
}
