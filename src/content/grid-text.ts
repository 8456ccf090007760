/**
 * Tables and data grids for get_page_text. An ARIA grid (ag-grid, tabulator, a div table) is rebuilt as a real
 * <table> in the clone from the live page, rows in the order the grid shows them (aria-rowindex, else their place
 * on screen: virtual grids reuse and move row elements, and ag-grid splits a row across pinned containers) with
 * the header names; Readability keeps such a table and the Turndown rule below writes it as a markdown table.
 */
import type TurndownService from 'turndown';

const CELL = '[role=gridcell],[role=cell],[role=columnheader],[role=rowheader]';
const GRID = '[role=grid],[role=treegrid],[role=table]';

/** Grids that are not <table> elements, outermost only. */
export function ariaGrids(root: ParentNode): Element[] {
  return [...root.querySelectorAll(GRID)].filter((g) => g.tagName !== 'TABLE' && !g.parentElement?.closest(GRID));
}

const textOf = (el: Element) => ((el as HTMLElement).innerText ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();

const index = (el: Element, attr: string) => Number(el.getAttribute(attr) ?? Number.NaN);

/** A live ARIA grid as a <table> of `doc` (the clone): header row first, rows in shown order, cells by column. */
export function gridAsTable(grid: Element, doc: Document, hidden: (el: Element) => boolean): HTMLElement {
  const rows = [...grid.querySelectorAll('[role=row]')].filter((r) => r.closest(GRID) === grid && !hidden(r));
  // Rows with the same aria-rowindex are one row (pinned columns live in other containers).
  const merged = new Map<string, { key: number; top: number; cells: Element[] }>();
  rows.forEach((r, i) => {
    const ri = index(r, 'aria-rowindex');
    const id = Number.isNaN(ri) ? `dom${i}` : `row${ri}`;
    const top = r.getBoundingClientRect().top;
    const entry = merged.get(id) ?? { key: Number.isNaN(ri) ? Number.NaN : ri, top, cells: [] };
    entry.cells.push(...[...r.querySelectorAll(CELL)].filter((c) => c.closest('[role=row]') === r && !hidden(c)));
    merged.set(id, entry);
  });
  const ordered = [...merged.values()].sort((a, b) =>
    Number.isNaN(a.key) || Number.isNaN(b.key) ? a.top - b.top : a.key - b.key,
  );
  const table = doc.createElement('table');
  let headerDone = false;
  let bodyRows = 0;
  let skipped = 0;
  let prev = Number.NaN;
  for (const row of ordered) {
    const cells = row.cells.sort((a, b) => {
      const ca = index(a, 'aria-colindex');
      const cb = index(b, 'aria-colindex');
      return Number.isNaN(ca) || Number.isNaN(cb)
        ? a.getBoundingClientRect().left - b.getBoundingClientRect().left
        : ca - cb;
    });
    const texts = cells.map(textOf);
    const isHeader = cells.every((c) => c.getAttribute('role') === 'columnheader');
    if (!texts.some(Boolean) || (isHeader && headerDone)) {
      skipped++; // a filter row of inputs, a spacer, a second header row
      continue;
    }
    // A virtual grid renders a band of rows and a few others (the last, a focused one): say where rows are missing.
    if (!isHeader && row.key - prev > 1 && bodyRows > 0) {
      const gap = doc.createElement('tr');
      gap.append(Object.assign(doc.createElement('td'), { textContent: `… ${row.key - prev - 1} rows not rendered` }));
      table.append(gap);
    }
    if (!isHeader) prev = row.key;
    const tr = doc.createElement('tr');
    for (const t of texts) {
      const cell = doc.createElement(isHeader ? 'th' : 'td');
      cell.textContent = t;
      tr.append(cell);
    }
    if (isHeader) {
      headerDone = true;
      const thead = doc.createElement('thead');
      thead.append(tr);
      table.prepend(thead);
    } else {
      table.append(tr);
      bodyRows++;
    }
  }
  const total = index(grid, 'aria-rowcount');
  const name = grid.getAttribute('aria-label');
  const wrap = doc.createElement('div');
  if (name) wrap.append(Object.assign(doc.createElement('p'), { textContent: `${name}:` }));
  wrap.append(table);
  // aria-rowcount counts the header rows (and a filter row) too.
  const dataTotal = total - (headerDone ? 1 : 0) - skipped;
  if (!Number.isNaN(total) && total > 0 && dataTotal > bodyRows)
    wrap.append(
      Object.assign(doc.createElement('p'), {
        textContent: `(${bodyRows} of ${dataTotal} rows are rendered; scroll the grid for the others)`,
      }),
    );
  return wrap;
}

/** Markdown tables: a header row when the table has one, `|`-separated cells, one row per line. */
export function addTableRule(turndown: TurndownService): void {
  turndown.addRule('tables', {
    filter: 'table',
    replacement: (_content, node) => {
      const table = node as HTMLTableElement;
      const rows = [...table.querySelectorAll('tr')].filter((r) => r.closest('table') === table);
      const lines: string[] = [];
      rows.forEach((r, i) => {
        const cells = [...r.children].filter((c) => c.tagName === 'TD' || c.tagName === 'TH');
        if (!cells.length) return;
        const texts = cells.map((c) => (c.textContent ?? '').replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|'));
        lines.push(`| ${texts.join(' | ')} |`);
        if (i === 0 && cells.every((c) => c.tagName === 'TH')) lines.push(`|${' --- |'.repeat(cells.length)}`);
      });
      return lines.length ? `\n\n${lines.join('\n')}\n\n` : '';
    },
  });
}
