/**
 * Grids as the model reads them: rows in the grid's order, and how many of the data set's rows are in the page.
 */
import type { VNode } from './model';

export const GRIDS = new Set(['grid', 'treegrid', 'table']);
const CELLS = new Set(['gridcell', 'cell', 'columnheader', 'rowheader']);

/**
 * Rows in the grid's order, not the DOM's: a virtual grid (AG Grid, MUI) reuses row elements and moves them, so
 * after a sort the DOM order says nothing. Rows that carry aria-rowindex are put in that order, in place.
 */
export function inRowOrder(nodes: VNode[]): VNode[] {
  const rows = nodes.filter((n) => n.order !== undefined);
  if (rows.length < 2) return nodes;
  const sorted = [...rows].sort((a, b) => a.order! - b.order!);
  let k = 0;
  return nodes.map((n) => (n.order !== undefined ? sorted[k++]! : n));
}

/** `grid: rows 3-22 of 42`: which rows of the data set are rendered (aria-rowindex / aria-rowcount, headers included). */
export function countRows(node: VNode, total: number): void {
  const seen: number[] = [];
  const walk = (n: VNode) => {
    if (n.order !== undefined) seen.push(n.order);
    if (!GRIDS.has(n.role)) n.children.forEach(walk);
  };
  node.children.forEach(walk);
  if (seen.length === 0 || node.text) return;
  const from = Math.min(...seen);
  const to = Math.max(...seen);
  node.text = `rows ${from}-${to} of ${total}${to - from + 1 < total ? ' (scroll the grid for the others)' : ''}`;
}

/**
 * A grid that scrolls but gives no aria-rowcount (Tabulator) may be virtual: only the rows near its scroll position
 * are in the page. Say how many are, so a count or a "latest" read off it is not taken for the whole data set
 * (relay log C16: 40 Finance rows answered for 83).
 */
export function countRendered(node: VNode): void {
  let rows = 0;
  let scrolls = node.states.includes('scrollable');
  const walk = (n: VNode) => {
    if (n.states.includes('scrollable')) scrolls = true;
    // A data row: a cell with content (a filter row holds fields, a header row column headers).
    if (n.role === 'row' && n.children.some((c) => (c.role === 'gridcell' || c.role === 'cell') && c.name)) rows++;
    if (!GRIDS.has(n.role) && !CELLS.has(n.role)) n.children.forEach(walk);
  };
  node.children.forEach(walk);
  if (!scrolls || rows === 0 || node.text) return;
  node.text = `${rows} rows in the page now; the grid scrolls and may hold more (scroll it, or filter it, to see others)`;
}
