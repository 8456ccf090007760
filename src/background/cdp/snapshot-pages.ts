/**
 * Each captured document's page for the hidden-text rules (hidden-styles.ts): its size, and the frame's scrolling
 * and screen, as the in-page walk gives them (walk-hints.ts). With the screen, a box pinned to it covers what no
 * scroll of the page brings out from under it (covered.ts; red team c4-r8-pinned-cover).
 */
import type { PageView } from '../../agent/policy/covered';
import type { SnapshotResult } from './dom-hints';

export interface FramePage {
  width: number;
  height: number;
  view: PageView;
}

/**
 * Documents in capture order. A frame's screen is its owner's box when the owner is in this capture (a few pixels
 * of border too many: a pinned box is judged a little less often), else the viewport (the target's own document).
 */
export function framePages(snap: SnapshotResult, viewport: { width: number; height: number }): FramePage[] {
  const sizes = snap.documents.map(() => [viewport.width, viewport.height]);
  for (const doc of snap.documents) {
    const owned = doc.nodes.contentDocumentIndex;
    owned?.index.forEach((node, k) => {
      const at = doc.layout.nodeIndex.indexOf(node);
      const b = doc.layout.bounds[at];
      const d = owned.value[k]!;
      if (at >= 0 && b && sizes[d]) sizes[d] = [b[2]!, b[3]!];
    });
  }
  return snap.documents.map((doc, d) => {
    const [w, h] = sizes[d] as [number, number];
    const [width, height] = [doc.contentWidth ?? 0, doc.contentHeight ?? 0];
    const scroll = [doc.scrollOffsetX ?? 0, doc.scrollOffsetY ?? 0, Math.max(0, width - w), Math.max(0, height - h)];
    return {
      width: Math.max(width, viewport.width),
      height: Math.max(height, viewport.height),
      view: { scroll, size: [w, h] },
    };
  });
}
