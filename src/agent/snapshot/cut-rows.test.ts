import { describe, expect, it } from 'vitest';
import type { CollectedPage } from './collected';
import type { VNode } from './model';
import { renderViewport } from './render';

// Relay log C44: DataTables' last page after "Last" (test/fixtures/apps/datatables, 25 rows a page): the page had
// scrolled to its foot, and the page's first row (#10500) sat just above the screen. The viewport snapshot began
// at #10501 and said only "(+14 refs above; sections: heading "Orders")".
const cell = (text: string): VNode => ({ role: 'cell', name: text, states: [], children: [] });
const row = (y: number, cells: string[], header = false): VNode => ({
  role: 'row',
  states: [],
  box: [16, y, 1000, 35],
  children: cells.map((c) => (header ? { ...cell(c), role: 'columnheader' } : cell(c))),
});
const orders = Array.from({ length: 20 }, (_, i) => row(190 + 35 * i, [`#${10500 + i}`, `Customer ${i}`]));
const table: VNode = {
  role: 'table',
  states: [],
  box: [16, 150, 1000, 740],
  children: [
    { role: 'rowgroup', states: [], box: [16, 150, 1000, 40], children: [row(150, ['Order', 'Customer'], true)] },
    ...orders,
  ],
};
const page = (scrollY: number) =>
  ({ viewport: { scrollY, scrollX: 0, height: 720, width: 1280, pageHeight: 952 } }) as unknown as CollectedPage;
const root: VNode = { role: 'RootWebArea', states: [], children: [table] };

describe('a table cut by the edge of the screen', () => {
  it('says how many of its rows are above the screen, inside the table', () => {
    const { lines } = renderViewport(root, page(232));
    expect(lines[0]).toBe('table');
    expect(lines[1]).toBe('  (1 row and the column headers above the screen: scroll up to read them)');
    expect(lines[2]).toBe('  row: #10501 | Customer 1');
  });

  it('and below it', () => {
    const { lines } = renderViewport(root, page(0));
    expect(lines.at(-1)).toMatch(/^ {2}\(\d+ rows below the screen: scroll down to read them\)$/);
  });

  it('says nothing when the whole table is on screen', () => {
    const { lines } = renderViewport(
      { ...root, children: [{ ...table, children: table.children.slice(0, 5) }] },
      page(0),
    );
    expect(lines.join('\n')).not.toContain('the screen');
  });
});
