/**
 * A calendar draws its events in a layer of their own over the day grid, not inside the days: EventCalendar's month
 * view printed 42 day cells, then nine event buttons with no day, and its week view seven day headers, then the
 * events with a time but no day (relay log C85). A model could not say what was on 26 March without clicking each.
 *
 * Inside a table or grid, a target that is in no row or cell is printed under the cell it sits over (its start
 * inside the cell's box), or, when the table shows no such cell (a week view's empty day columns are not printed),
 * under the column header above it. Where it sits on screen is what a user reads; nothing else moves.
 */
import { hasRef } from './compact';
import type { VNode } from './model';

const TABLES = new Set(['table', 'grid', 'treegrid']);
const CELLS = new Set(['cell', 'gridcell']);
const IN_ROWS = new Set(['row', 'cell', 'gridcell', 'columnheader', 'rowheader']);

type Box = NonNullable<VNode['box']>;
const inside = (x: number, y: number, b: Box) => x >= b[0] && x < b[0] + b[2] && y >= b[1] && y < b[1] + b[3];

export function placeOverTable(table: VNode): void {
  if (!TABLES.has(table.role)) return;
  const cells: VNode[] = [];
  const heads: VNode[] = [];
  // Targets outside rows and cells, with the children list each sits in.
  const loose: Array<{ n: VNode; from: VNode[] }> = [];
  const walk = (n: VNode, from: VNode[]) => {
    if (n.box && n.box[2] > 0 && n.box[3] > 0) {
      if (CELLS.has(n.role) && (n.name || n.text)) cells.push(n);
      if (n.role === 'columnheader') heads.push(n);
    }
    // A target holding none (an event); a box that scrolls the grid holds targets and is looked into.
    if (n.ref && n.box && !IN_ROWS.has(n.role) && !TABLES.has(n.role) && !n.children.some(hasRef)) {
      loose.push({ n, from });
      return;
    }
    if (IN_ROWS.has(n.role)) {
      if (n.role !== 'row') return;
      for (const c of n.children) walk(c, n.children);
      return;
    }
    for (const c of n.children) walk(c, n.children);
  };
  for (const c of table.children) walk(c, table.children);
  if (loose.length === 0 || (cells.length === 0 && heads.length === 0)) return;
  const headBottom = Math.max(...heads.map((h) => h.box![1] + h.box![3]), -Infinity);
  for (const { n, from } of loose) {
    const b = n.box!;
    // Its start, not its centre: a bar over three days (an offsite) is on the first of them.
    const x = b[0] + Math.min(b[2] / 2, 8);
    const y = b[1] + Math.min(b[3] / 2, 10);
    const cell = cells.find((c) => inside(x, y, c.box!));
    // Under a header only when the table prints no cells at all, and below the header row (not the toolbar above).
    const head =
      !cell && cells.length === 0 && b[1] >= headBottom - 1
        ? heads.find((h) => x >= h.box![0] && x < h.box![0] + h.box![2])
        : undefined;
    const to = cell ?? head;
    if (!to) continue;
    from.splice(from.indexOf(n), 1);
    to.children.push(n);
  }
}
