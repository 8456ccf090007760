/**
 * A table whose cells are all empty prints no line at all (rows and cells without text are dropped), so a table
 * just inserted into an editor (TinyMCE's 2x2) was nowhere in the diff or the snapshot: the model could not tell
 * it had been added (relay log C60). Its line says its size instead.
 */
import type { RawAXNode } from './collected';

const TABLES = new Set(['table', 'grid', 'treegrid']);
const CELLS = new Set(['cell', 'gridcell', 'columnheader', 'rowheader']);

/** `empty: 2 rows of 2 cells` for a table with rows and nothing in them, else undefined. */
export function emptyTableText(n: RawAXNode, byId: Map<string, RawAXNode>): string | undefined {
  if (!TABLES.has(n.role)) return undefined;
  let rows = 0;
  let most = 0;
  const walk = (id: string) => {
    const c = byId.get(id);
    if (!c) return;
    if (c.role === 'row') {
      rows++;
      most = Math.max(most, c.children.filter((k) => CELLS.has(byId.get(k)?.role ?? '')).length);
    } else c.children.forEach(walk);
  };
  n.children.forEach(walk);
  if (!rows) return undefined;
  return `empty: ${rows} row${rows === 1 ? '' : 's'} of ${most} cell${most === 1 ? '' : 's'}`;
}
