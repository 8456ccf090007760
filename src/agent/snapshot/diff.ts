/**
 * The changes between two snapshots of the same page, for the model after a page-changing action: added
 * subtrees in full, changed lines with what they were, removed elements, and unchanged runs elided to one line
 * (their refs stay valid because refs follow element identity). Nodes are matched by element key, text by content.
 */
import type { VNode } from './model';
import { countRefs, formatLine, plainRow, visibleChildren } from './render';

export interface DiffResult {
  lines: string[];
  added: number;
  changed: number;
  removed: number;
}

export function diffTrees(prev: VNode, next: VNode): DiffResult {
  const oldByKey = new Map<string, VNode>();
  const index = (n: VNode) => {
    if (n.key) oldByKey.set(n.key, n);
    n.children.forEach(index);
  };
  index(prev);
  const newKeys = new Set<string>();
  const indexNew = (n: VNode) => {
    if (n.key) newKeys.add(n.key);
    n.children.forEach(indexNew);
  };
  indexNew(next);
  const hashes = new Map<VNode, string>();
  const hash = (n: VNode): string => {
    let h = hashes.get(n);
    if (h === undefined) {
      h = `${formatLine(n, 0)}{${n.children.map(hash).join(',')}}`;
      hashes.set(n, h);
    }
    return h;
  };

  const out: DiffResult = { lines: [], added: 0, changed: 0, removed: 0 };
  const emitAdded = (n: VNode, depth: number, mark: boolean) => {
    out.lines.push(formatLine(n, depth) + (mark ? ' (new)' : ''));
    if (plainRow(n) === undefined) for (const c of visibleChildren(n)) emitAdded(c, depth + 1, false);
  };

  const walk = (o: VNode, n: VNode, depth: number) => {
    const oldUnkeyed = new Map<string, VNode>();
    for (const c of o.children) if (!c.key) oldUnkeyed.set(hash(c), c);
    let same = 0;
    let sameRefs = 0;
    const flush = () => {
      if (same) out.lines.push(`${'  '.repeat(depth)}- unchanged: ${same} nodes${sameRefs ? `, ${sameRefs} refs still valid` : ''}`);
      same = 0;
      sameRefs = 0;
    };
    for (const c of n.children) {
      const match = c.key ? oldByKey.get(c.key) : oldUnkeyed.get(hash(c));
      if (match && hash(match) === hash(c)) {
        same++;
        sameRefs += countRefs(c);
        continue;
      }
      flush();
      if (!match) {
        out.added++;
        emitAdded(c, depth, true);
        continue;
      }
      const before = formatLine(match, 0);
      const after = formatLine(c, 0);
      if (before === after) out.lines.push(formatLine(c, depth));
      else {
        out.changed++;
        out.lines.push(`${formatLine(c, depth)} (changed; was: ${before.slice(2)})`);
      }
      walk(match, c, depth + 1);
    }
    flush();
    for (const c of o.children) {
      const gone = c.key ? !newKeys.has(c.key) : !n.children.some((k) => !k.key && hash(k) === hash(c));
      if (gone) {
        out.removed++;
        out.lines.push(`${'  '.repeat(depth)}- removed: ${formatLine(c, 0).slice(2)}`);
      }
    }
  };
  walk(prev, next, 0);
  // A tree where only unchanged runs were printed means nothing changed.
  if (out.added + out.changed + out.removed === 0) out.lines = [];
  return out;
}
