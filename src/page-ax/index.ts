/**
 * The in-page collector's entry (built to dist/page-ax.js, evaluated once into our isolated world per document,
 * where the page's scripts cannot see or patch it): `collect` answers the hint walk (page-ax/walk.ts) and the AX tree
 * (tree.ts) of this frame's document as ONE JSON string; `node` gives the node behind an id back, for acting on it.
 * Ids are stable for a node's life in this world (a WeakMap), so refs survive re-snapshots without CDP ids.
 */
import { type DocumentWalk, walkDocument } from './walk';
import { PAGE_AX_SYMBOL, packAnswer } from './wire';
import { beginWalk, closedRoots, notSuspect } from './dom';
import { pageExtras } from './extras';
import { axTree } from './tree';
import { joinCuts } from './limits';

interface Registry {
  ids: WeakMap<Node, number>;
  nodes: Map<number, WeakRef<Node>>;
  next: number;
}

/** Roles judged for being under a full-screen overlay (extras.ts), besides anything focusable. */
const ACTS = /^(button|link|checkbox|radio|switch|tab|option|menuitem|textbox|searchbox|combobox|slider|gridcell)$/;

const registry: Registry = { ids: new WeakMap(), nodes: new Map(), next: 1 };

function idOf(n: Node): number {
  let id = registry.ids.get(n);
  if (id === undefined) {
    id = registry.next++;
    registry.ids.set(n, id);
    registry.nodes.set(id, new WeakRef(n));
  } else if (!registry.nodes.has(id)) registry.nodes.set(id, new WeakRef(n)); // pruned while detached, now back
  return id;
}

/** Closed shadow roots handed over by the worker, kept for the document's life. */
const known: ShadowRoot[] = [];

function adopt(asked: number[], ...roots: ShadowRoot[]): void {
  for (const id of asked) {
    const n = node(id);
    if (n?.nodeType === 1) notSuspect.add(n as Element);
  }
  for (const r of roots) {
    if (closedRoots.has(r.host)) continue;
    closedRoots.set(r.host, r);
    known.push(r);
  }
}

function inDocumentOrder(a: ShadowRoot, b: ShadowRoot): number {
  return a.host.compareDocumentPosition(b.host) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

function collect(styles: string[], iconFont: string): string {
  const g = globalThis as { __tabwrightWalkNodes?: Node[] };
  const order: Node[] = [];
  g.__tabwrightWalkNodes = order;
  let walk: DocumentWalk;
  // One style cache for both walks of this read: the tree walk asks again for the styles the hint walk read.
  beginWalk();
  try {
    // The hint walk takes the closed roots it cannot reach itself, in document order.
    walk = walkDocument(styles, iconFont, ...known.sort(inDocumentOrder));
  } finally {
    delete g.__tabwrightWalkNodes;
  }
  const index = new Map<Node, number>();
  order.forEach((n, i) => {
    index.set(n, i);
  });
  const { ax, cut } = axTree(idOf, index, (d) => walk.nodes[d]?.p === 1, walk.cut !== undefined);
  walk.cut = joinCuts(walk.cut, cut);
  const candidates: Element[] = [];
  for (const n of ax) {
    if (n.p === undefined || n.g || !(n.pr?.focusable || ACTS.test(n.r))) continue;
    const el = registry.nodes.get(n.p)?.deref();
    if (el?.nodeType === 1) candidates.push(el as Element);
  }
  const ex = pageExtras(index, candidates, () => walk.nodes.flatMap((n) => (n.t && n.b ? [n.b] : [])));
  // Ids of nodes that were removed: their refs cannot be followed anyway.
  if (registry.nodes.size > 4 * ax.length + 1000)
    for (const [id, ref] of registry.nodes) if (!ref.deref()?.isConnected) registry.nodes.delete(id);
  return packAnswer(walk, ax, ex);
}

function node(id: number): Node | null {
  const n = registry.nodes.get(id)?.deref();
  return n?.isConnected ? n : null;
}

function nodes(ids: number[]): Array<Node | null> {
  return ids.map(node);
}

/** The id a node was given, if any (no new id for a node no snapshot has seen). */
function knownId(n: Node): number | null {
  return registry.ids.get(n) ?? null;
}

(globalThis as Record<symbol, unknown>)[Symbol.for(PAGE_AX_SYMBOL)] = { collect, node, nodes, knownId, adopt };
