/**
 * The light path for a target's main document (page-hints.ts says when): DOM.getDocument lists the nodes with their
 * backend ids (text cut at 10k characters by Chrome, where DOMSnapshot carries all of it), one page function walks
 * the same nodes in the same order (page-ax/walk.ts) and answers with one string. Two round trips and a few kilobytes
 * instead of megabytes. The pairing is checked node by node; any difference throws (the caller then
 * reads the AX tree's nodes one by one).
 */
import type { DomHints } from './collected';
import { hiddenStylesOf, ICON_FONT, SNAPSHOT_STYLES } from './dom-hints';
import { hiddenNodes, IMAGE_NAMES, type StyledNode } from './hidden-styles';
import { seenImageHolders } from './seen-images';
import { type DocumentWalk, walkDocument, type WalkNode } from '../../page-ax/walk';
import type { CdpTransport } from './transport';

interface CdpNode {
  backendNodeId: number;
  nodeName: string;
  attributes?: string[];
  children?: CdpNode[];
  shadowRoots?: Array<CdpNode & { shadowRootType?: string }>;
}

const GROUP = 'tabwright-walk';

export async function documentHints(
  t: CdpTransport,
  sessionId: string | undefined,
  context: number,
  viewport: { width: number; height: number },
): Promise<Record<number, DomHints>> {
  const { root } = (await t.send('DOM.getDocument', { depth: -1, pierce: true }, sessionId)) as { root: CdpNode };
  // getDocument turns the DOM agent on, which would stream every later mutation to us: off again.
  void t.send('DOM.disable', {}, sessionId).catch(() => undefined);
  const order: CdpNode[] = [];
  const closed: number[] = [];
  const fallbacks = new Map<number, number[]>();
  const list = (n: CdpNode): void => {
    const shown = altTextShown(n);
    if (shown) fallbacks.set(order.length, shown);
    order.push(n);
    // Content documents, template contents and pseudo-elements are not in a page's childNodes: left out on both sides.
    const shadow = n.shadowRoots?.find((r) => r.shadowRootType !== 'user-agent');
    if (shadow) {
      if (shadow.shadowRootType === 'closed') closed.push(shadow.backendNodeId);
      order.push(shadow);
      shadow.children?.forEach(list);
    }
    n.children?.forEach(list);
  };
  list(root);
  try {
    const roots = await Promise.all(
      closed.map((backendNodeId) =>
        t
          .send('DOM.resolveNode', { backendNodeId, executionContextId: context, objectGroup: GROUP }, sessionId)
          .then((r) => ({ objectId: (r as { object: { objectId: string } }).object.objectId })),
      ),
    );
    const r = (await t.send(
      'Runtime.callFunctionOn',
      {
        functionDeclaration: walkDocument.toString(),
        executionContextId: context,
        arguments: [{ value: SNAPSHOT_STYLES }, { value: ICON_FONT.source }, ...roots],
        returnByValue: true,
      },
      sessionId,
    )) as { result?: { value?: unknown }; exceptionDetails?: { text?: string } };
    if (typeof r.result?.value !== 'string') throw new Error(`page walk failed: ${r.exceptionDetails?.text ?? ''}`);
    return pair(JSON.parse(r.result.value) as DocumentWalk, order, viewport, fallbacks);
  } finally {
    if (closed.length) void t.send('Runtime.releaseObjectGroup', { objectGroup: GROUP }, sessionId).catch(() => 0);
  }
}

/**
 * An <img> or <input type=image> that failed to load draws its alt as text from a user-agent shadow root Chrome
 * fills for that (shown-alt.ts says more): the backend ids of that content, or undefined when it draws its pixels.
 */
function altTextShown(n: CdpNode): number[] | undefined {
  const image = n.nodeName === 'IMG' || (n.nodeName === 'INPUT' && typeAttribute(n) === 'image');
  const ua = image ? n.shadowRoots?.find((r) => r.shadowRootType === 'user-agent') : undefined;
  if (!ua?.children?.length) return undefined;
  const ids: number[] = [];
  const walk = (c: CdpNode): void => {
    ids.push(c.backendNodeId);
    c.children?.forEach(walk);
  };
  ua.children.forEach(walk);
  return ids;
}

function typeAttribute(n: CdpNode): string | undefined {
  const a = n.attributes ?? [];
  for (let i = 0; i < a.length; i += 2) if (a[i] === 'type') return a[i + 1]?.toLowerCase();
  return undefined;
}

function pair(
  walk: DocumentWalk,
  order: CdpNode[],
  viewport: { width: number; height: number },
  fallbacks: Map<number, number[]>,
) {
  const { nodes } = walk;
  if (nodes.length !== order.length)
    throw new Error(`page walk: ${nodes.length} nodes, DOM.getDocument ${order.length}`);
  nodes.forEach((n, i) => {
    if (n.n !== order[i]!.nodeName) throw new Error(`page walk: node ${i} is ${n.n}, not ${order[i]!.nodeName}`);
  });
  const { out, hidden } = hintsFromWalk(walk, (i) => order[i]!.backendNodeId, viewport, new Set(fallbacks.keys()));
  // The alt text a hidden fallback draws is hidden with it (the AX tree lists an <input type=image>'s as a child).
  for (const [i, ids] of fallbacks) if (hidden.has(i)) for (const id of ids) out[id] = { ...out[id], h: 1 };
  return out;
}

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

/** What both page functions of the light path say of a node (page-ax/walk.ts, page-facts.ts), as the snapshot's hints. */
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
