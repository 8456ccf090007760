import { isSpeck } from '../../agent/policy/hidden-rules';
import type { StyledNode } from './hidden-styles';

/**
 * The elements up to a few levels above an image a person sees (not hidden, TINY_IMAGE_PX or more either way):
 * DomHints.sv. A link whose own box is 0 px and whose image is positioned outside it shows that image.
 */
export function seenImageHolders(nodes: StyledNode[], hidden: Set<number>): Set<number> {
  const out = new Set<number>();
  nodes.forEach((n, i) => {
    if (!n.image || hidden.has(i) || !n.box || isSpeck(n.box)) return;
    let up = n.parent;
    for (let k = 0; k < 6 && up >= 0; k++, up = nodes[up]?.parent ?? -1) out.add(up);
  });
  return out;
}
