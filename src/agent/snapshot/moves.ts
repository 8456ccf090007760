/**
 * Elements that moved between two snapshots: the same element (same key, so the same ref) in another place, e.g. a
 * kanban card dragged to another column or an item of a sortable list dragged up. Without this the diff counted a
 * moved element as unchanged where it landed and said nothing where it left (relay log C35), so a model could not
 * tell whether its drag did anything. The diff marks the element where it is now and says where it was.
 */
import type { VNode } from './model';
import { formatLine } from './render';

export type Parents = Map<VNode, VNode>;

/** Child -> parent for every node of a tree. */
export function parentsOf(root: VNode): Parents {
  const out: Parents = new Map();
  const walk = (n: VNode) => {
    for (const c of n.children) {
      out.set(c, n);
      walk(c);
    }
  };
  walk(root);
  return out;
}

/**
 * Keyed children of `next` that moved within the same parent: those outside the longest run kept in the old order
 * (one card dragged up moves one card, not every card it passed). Of the runs that long, the one keeping the most
 * lines without a ref: a card dropped past a heading moved, not the heading (relay log C169: `h2 "Review 2/2"
 * (moved here…)` after a card was dragged under it).
 */
export function reordered(prev: VNode, next: VNode): Set<string> {
  const oldIndex = new Map<string, number>();
  prev.children.forEach((c, i) => {
    if (c.key) oldIndex.set(c.key, i);
  });
  const kept = next.children.filter((c) => c.key && oldIndex.has(c.key));
  const seq = kept.map((c) => oldIndex.get(c.key!)!);
  // Heaviest increasing subsequence: each member weighs more than all the ref-less bonuses together, so the run is
  // a longest one. A Fenwick tree over old indices gives the best run ending below each value in log time.
  const big = kept.length + 1;
  const score: number[] = [];
  const back: number[] = [];
  const tree: number[] = new Array(prev.children.length + 1).fill(-1);
  const better = (a: number, b: number) => (b < 0 ? a : a < 0 ? b : score[a]! >= score[b]! ? a : b);
  seq.forEach((v, i) => {
    let j = -1;
    for (let k = v; k > 0; k -= k & -k) j = better(j, tree[k]!);
    back[i] = j;
    score[i] = (j < 0 ? 0 : score[j]!) + big + (kept[i]!.ref ? 0 : 1);
    for (let k = v + 1; k < tree.length; k += k & -k) tree[k] = better(tree[k]!, i);
  });
  const inOrder = new Set<number>();
  let end = -1;
  for (let i = 0; i < seq.length; i++) end = better(end, i);
  for (let i = end; i >= 0; i = back[i]!) inOrder.add(i);
  return new Set(kept.filter((_, i) => !inOrder.has(i)).map((c) => c.key!));
}

/**
 * A container in words a model can place without the older snapshot (which the context may have dropped): its
 * name, or the line printed just before it (`main after banner: Done`: the column's title), or its own container.
 */
export function placeOf(n: VNode | undefined, parents: Parents, depth = 0): string {
  if (!n || !parents.has(n)) return 'the page';
  const line = formatLine({ ...n, ref: undefined, children: [], text: undefined }, 0);
  if (n.name) return line;
  const parent = parents.get(n)!;
  const at = parent.children.indexOf(n);
  for (let i = at - 1; i >= 0 && i >= at - 2; i--) {
    const before = parent.children[i]!;
    if (before.name || before.text) return `${line} after ${short(formatLine({ ...before, children: [] }, 0))}`;
  }
  return depth < 2 ? `${line} in ${placeOf(parent, parents, depth + 1)}` : line;
}

/** Where a moved element was: in another container, or before/after which sibling in the same one. */
export function movedNote(old: VNode, now: VNode, oldParents: Parents, newParents: Parents): string {
  const from = oldParents.get(old);
  const to = newParents.get(now);
  const sameKey = from?.key !== undefined && from.key === to?.key;
  if (from && to && (sameKey || from === to || placeOf(from, oldParents) === placeOf(to, newParents))) {
    const at = from.children.indexOf(old);
    const before = from.children[at - 1];
    return before
      ? `moved here; it was after ${short(formatLine({ ...before, children: [] }, 0))}`
      : 'moved here; it was first';
  }
  return `moved here, into ${placeOf(to, newParents)}; it was in ${placeOf(from, oldParents)}`;
}

/**
 * ` (after banner: Done)` for an unnamed, ref-less container printed as context in a diff when its parent holds
 * others of its role (a kanban board's four `main`s): without it the model cannot tell which column changed.
 */
export function twinNote(n: VNode, parent: VNode, parents: Parents): string {
  if (n.name || n.ref || n.text) return '';
  const twins = parent.children.filter((k) => k.role === n.role && !k.name);
  if (twins.length < 2) return '';
  // Only a line just before it among its own siblings places it; one before an ancestor placed every list of a
  // toolbar `(after text: Message)`, the label above the whole editor (relay log C75). Else its rank among its twins.
  const own = formatLine({ ...n, ref: undefined, children: [], text: undefined }, 0);
  const place = placeOf(n, parents);
  if (place.startsWith(`${own} after `)) return ` (${place.slice(own.length + 1)})`;
  return ` (${twins.indexOf(n) + 1} of ${twins.length})`;
}

function short(line: string): string {
  return line.length > 80 ? `${line.slice(0, 77)}...` : line;
}
