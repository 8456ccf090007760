/**
 * The in-page collector's hint walk (page-ax/walk.ts) as the snapshot's hints: per node, its box, pointer cursor,
 * clickability, icon font, placeholder, grid facts, and whether the hidden-text rules (hidden-styles.ts) say nobody
 * sees it.
 */
import type { DomHints } from './collected';
import { hiddenStylesOf } from './dom-hints';
import { hiddenNodes, ownBox, type StyledNode } from './hidden-styles';
import { nameFlags } from './node-kinds';
import { seenImageHolders } from './seen-images';
import type { DocumentWalk, WalkNode } from '../../page-ax/walk';

/**
 * A hint walk's nodes as the snapshot's hints, by their index in the walk (the tree walk's entries name that index).
 * `altShown`: indices of images that draw their alt text (they failed to load); `pictures`: images that show a
 * picture (page-ax/extras.ts `pic`), which paint over what lies under them; `drawn`: canvases' opaque pixels as
 * rectangles (extras.ts `drawn`).
 */
export function hintsFromWalk(
  walk: DocumentWalk,
  viewport: { width: number; height: number },
  altShown: Set<number>,
  pictures: Set<number> = new Set(),
  drawn: Record<number, number[][]> = {},
): Record<number, DomHints> {
  const { nodes, strings, sets } = walk;
  // Nodes share a few dozen style sets: each is turned into the rules' record once.
  const styles = sets.map((set) => hiddenStylesOf((at) => strings[set[at]!]));
  const styled: StyledNode[] = nodes.map((n, i) => {
    const s: StyledNode = { parent: n.u, text: n.t === 1, ...nameFlags(n.n) };
    if (n.s !== undefined) s.style = styles[n.s];
    if (n.b) s.box = n.b;
    if (n.r) s.root = true;
    if (pictures.has(i)) s.picture = true;
    if (drawn[i]) s.paints = drawn[i];
    if (altShown.has(i)) s.altText = true;
    if (n.sv) s.scroll = n.sv;
    if (n.sl !== undefined) s.slot = n.sl;
    return s;
  });
  const width = Math.max(walk.page.width, viewport.width);
  const height = Math.max(walk.page.height, viewport.height);
  // The frame's own scrolling: a box pinned to its screen covers what no scroll brings out (covered.ts).
  const { x, y, w, h } = walk.view;
  const view = { scroll: [x, y, Math.max(0, walk.page.width - w), Math.max(0, walk.page.height - h)], size: [w, h] };
  const page = { width, height, view };
  const textOnly = new Set<number>();
  const lookInside = new Set<number>();
  const hidden = hiddenNodes(styled, page, undefined, textOnly, lookInside);
  const holders = seenImageHolders(styled, hidden);
  const out: Record<number, DomHints> = {};
  nodes.forEach((n, i) => {
    const h = hintsOf(n, hidden.has(i), textOnly.has(i));
    if (n.t !== 1 && n.s !== undefined && ownBox(styles[n.s]!.display)) h.bx = 1;
    if (lookInside.has(i)) h.hk = 1;
    if (holders.has(i)) h.sv = 1;
    if (Object.keys(h).length) out[i] = h;
  });
  return out;
}

/** What the walk says of a node, as the snapshot's hints. */
function hintsOf(n: WalkNode, hidden: boolean, textOnly: boolean): DomHints {
  const h: DomHints = {};
  const box = n.b;
  if (box && (box[2]! > 0 || box[3]! > 0)) h.b = box as [number, number, number, number];
  if (n.p) h.p = 1;
  if (n.c) h.c = 1;
  if (n.i) h.i = 1;
  if (n.ph !== undefined) h.ph = n.ph;
  if (n.pw) h.pw = 1;
  if (n.ri !== undefined) h.ri = n.ri;
  if (n.rc !== undefined) h.rc = n.rc;
  if (n.so) h.so = n.so;
  if (n.sc) h.s = 1;
  if (hidden) h.h = 1;
  if (hidden && textOnly) h.t = 1;
  return h;
}
