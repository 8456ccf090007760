/**
 * What find could not search, said beside its answer so "no match" is not taken for "not on the page": a paged
 * table's other pages, a virtual grid's rows away from its scroll position, the words drawn on a canvas.
 */
import type { VNode } from './model';

/** "1-10 of 24", "Showing 11 to 20 of 57 entries", "Page 1 of 3": a pager saying its table shows part of its rows. */
const RANGE = /\b(\d+)\s*(?:[-–—]|to)\s*(\d+)\s+of\s+(\d+)\b|\bpage\s+\d+\s+of\s+(\d+)\b/i;

/**
 * A table that shows one page of its rows holds no others to search: find says so, quoting the page's pager, or
 * a model takes "no match" (or the matches on page 1) for all there is (relay log C121). A table that holds as many
 * rows as the pager counts is not paged: a scrolled grid's "16-33 of 47" says where the screen is (C138).
 */
export function pagedNote(root: VNode): string | undefined {
  let rows = -1;
  let pager: string | undefined;
  let total = 0;
  const dataRows = (n: VNode): number =>
    n.role === 'row'
      ? n.children.some((c) => c.role === 'columnheader')
        ? 0
        : 1
      : n.children.reduce((k, c) => k + dataRows(c), 0);
  const walk = (n: VNode) => {
    if (/^(table|grid|treegrid)$/.test(n.role)) rows = Math.max(rows, dataRows(n));
    const m = pager ? null : RANGE.exec(n.text ?? n.name ?? '');
    if (m && (m[4] ? Number(m[4]) > 1 : Number(m[2]) - Number(m[1]) + 1 < Number(m[3]))) {
      pager = m[0];
      total = m[4] ? 0 : Number(m[3]);
    }
    n.children.forEach(walk);
  };
  walk(root);
  if (rows < 0 || !pager || (total && rows >= total)) return undefined;
  return `note: a table here shows only one page of its rows (the page says "${pager}"); find searched that page: go to its other pages to search them`;
}

/**
 * Found nothing: everything the page holds but find could not read. A virtual grid renders only the rows near its
 * scroll position (Handsontable's 19 of 200: `find "Tim Berners-Lee"` said only "no match", relay log C198); a
 * drawing app's board is pixels (Excalidraw's notes: "no match" and "take a full snapshot", C191).
 */
export function unsearched(root: VNode): string | undefined {
  const notes: string[] = [];
  const paged = pagedNote(root);
  if (paged) notes.push(paged);
  let grid: string | undefined;
  let drawing: VNode | undefined;
  const walk = (n: VNode) => {
    if (!grid && !paged && /^(grid|treegrid|table)$/.test(n.role) && PARTIAL.test(n.text ?? '')) grid = n.text;
    if (!drawing && n.role === 'canvas' && n.text?.startsWith('a drawing')) drawing = n;
    n.children.forEach(walk);
  };
  walk(root);
  if (grid)
    notes.push(
      `note: a grid here has only some of its rows in the page ("${grid.replace(/ \(.*$|;.*$/, '')}"); find searched those: filter the grid, or scroll it, to reach the others`,
    );
  if (drawing)
    notes.push(
      `note: a drawing here (canvas, ${drawing.box ? `${Math.round(drawing.box[2])}×${Math.round(drawing.box[3])} px` : 'its size unknown'}) shows its content as pixels: words drawn on it cannot be found or read`,
    );
  return notes.length ? notes.join('\n') : undefined;
}

/** grid-rows.ts's words for a grid whose rows are not all in the page. */
const PARTIAL = /may hold more|scroll the grid for the others/;
