/**
 * The in-page collector's hint walk (page-ax/walk.ts) as the snapshot's hints: per node, its box, pointer cursor,
 * clickability, icon font, placeholder, grid facts, and whether the hidden-text rules (hidden-styles.ts) say nobody
 * sees it.
 */
import type { DomHints } from './collected';
import { hiddenStylesOf } from './dom-hints';
import { hiddenNodes, IMAGE_NAMES, type StyledNode } from './hidden-styles';
import { seenImageHolders } from './seen-images';
import type { DocumentWalk, WalkNode } from '../../page-ax/walk';

/**
 * A hint walk's nodes as the snapshot's hints, keyed by `idAt(index)` (a backend node id, or the in-page
 * collector's own id). `altShown`: indices of images that draw their alt text (they failed to load).
 */
export function hintsFromWalk(
  walk: DocumentWalk,
  idAt: (i: number) => number | undefined,
  viewport: { width: number; height: number },
  altShown: Set<number>,
): { out: Record<number, DomHints>; hidden: Set<number> } {
  const { nodes, strings, sets } = walk;
  // Nodes share a few dozen style sets: each is turned into the rules' record once.
  const styles = sets.map((set) => hiddenStylesOf((at) => strings[set[at]!]));
  const styled: StyledNode[] = nodes.map((n, i) => {
    const s: StyledNode = { parent: n.u, text: n.t === 1 };
    if (n.s !== undefined) s.style = styles[n.s];
    if (n.b) s.box = n.b;
    if (n.r) s.root = true;
    if (IMAGE_NAMES.test(n.n)) s.image = true;
    if (altShown.has(i)) s.altText = true;
    return s;
  });
  const page = {
    width: Math.max(walk.page.width, viewport.width),
    height: Math.max(walk.page.height, viewport.height),
  };
  const textOnly = new Set<number>();
  const hidden = hiddenNodes(styled, page, undefined, textOnly);
  const holders = seenImageHolders(styled, hidden);
  const out: Record<number, DomHints> = {};
  nodes.forEach((n, i) => {
    const id = idAt(i);
    if (id === undefined) return;
    const h = hintsOf(n, n.b, n.c === 1, hidden.has(i), textOnly.has(i));
    if (holders.has(i)) h.sv = 1;
    if (Object.keys(h).length) out[id] = h;
  });
  return { out, hidden };
}

/** What the walk says of a node, as the snapshot's hints. */
export function hintsOf(
  e: Pick<WalkNode, 'p' | 'i' | 'ph' | 'pw' | 'ri' | 'rc' | 'so' | 'sc'>,
  box: number[] | undefined,
  clickable: boolean,
  hidden: boolean,
  textOnly = false,
): DomHints {
  const h: DomHints = {};
  if (box && (box[2]! > 0 || box[3]! > 0)) h.b = box as [number, number, number, number];
  if (e.p) h.p = 1;
  if (clickable) h.c = 1;
  if (e.i) h.i = 1;
  if (e.ph !== undefined) h.ph = e.ph;
  if (e.pw) h.pw = 1;
  if (e.ri !== undefined) h.ri = e.ri;
  if (e.rc !== undefined) h.rc = e.rc;
  if (e.so) h.so = e.so;
  if (e.sc) h.s = 1;
  if (hidden) h.h = 1;
  if (hidden && textOnly) h.t = 1;
  return h;
}
