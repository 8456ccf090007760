/**
 * The hidden-text rules' nodes (hidden-styles.ts) as the covered-text rule's (src/agent/policy/covered.ts): what
 * each paints opaque over what lies under it. A background colour or image, an <img> showing a picture
 * (c4-r8-img-cover), an SVG shape's fill, a canvas's filled pixels, a border, an outline or a box shadow (issue 11).
 */
import { makesStackingContext, type PaintNode } from '../../agent/policy/covered';
import { edgePaints } from '../../agent/policy/edge-paint';
import { fillsOver, paintsOver } from '../../agent/policy/paint-values';
import type { HiddenStyle, StyledNode } from './hidden-styles';

/** `opacity(i)`: node i's opacity with its ancestors'. */
export function paintNodes(nodes: StyledNode[], opacity: (i: number) => number): PaintNode[] {
  return nodes.map((n, i) => {
    const s = n.style;
    const node: PaintNode = {
      // Painted where it is shown: a web component's light child inside the slot of its shadow tree (Shoelace's
      // alert text inside its opaque box is that box's content, not under it).
      parent: n.slot ?? n.parent,
      text: n.text,
      ...(n.box ? { box: n.box } : {}),
      ...(n.text || !s ? {} : { position: s.position, zIndex: s['z-index'] }),
      ...(!n.text && s && makesStackingContext(s.opacity, s.transform, s.filter) ? { stacks: true } : {}),
      ...(n.shape || n.svgText ? { inSvg: true } : {}),
      ...(!n.text && /flex|grid/.test(nodes[n.parent]?.style?.display ?? '') ? { flexItem: true } : {}),
      ...(n.scroll ? { scroll: n.scroll } : {}),
    };
    if (n.text || !s || !shown(s, opacity(i))) return node;
    const picture = !!n.picture && !n.altText;
    node.opaque = picture || paintsOver(s['background-color'], s['background-image']);
    if (n.shape && fillsOver(s.fill, s['fill-opacity'])) node.opaque = true;
    const edges = n.box ? edgePaints(s, n.box) : { under: [], over: [] };
    const under = [...(n.paints ?? []), ...edges.under];
    if (under.length) node.paints = under;
    if (edges.over.length) node.over = edges.over;
    return node;
  });
}

/** Paint that is not faded away nor hidden. */
function shown(s: Partial<Record<HiddenStyle, string>>, opacity: number): boolean {
  return opacity >= 0.9 && !/hidden|collapse/.test(s.visibility ?? '');
}
