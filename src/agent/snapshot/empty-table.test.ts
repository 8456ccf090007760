import { describe, expect, it } from 'vitest';
import type { RawAXNode } from './collected';
import { emptyTableText } from './empty-table';

// TinyMCE 8.9.2's 2x2 table as Chrome's tree gives it (table > rowgroup > row > cell, each cell holding a <br>).
const node = (id: string, role: string, children: string[] = []): RawAXNode => ({ id, role, children });
const tree = [
  node('t', 'table', ['g']),
  node('g', 'rowgroup', ['r1', 'r2']),
  node('r1', 'row', ['c1', 'c2']),
  node('r2', 'row', ['c3', 'c4']),
  ...['c1', 'c2', 'c3', 'c4'].map((c) => node(c, 'cell', [`${c}br`])),
  ...['c1', 'c2', 'c3', 'c4'].map((c) => node(`${c}br`, 'LineBreak')),
];
const byId = new Map(tree.map((n) => [n.id, n]));

describe('a table with nothing in it (relay log C60)', () => {
  it('says its size', () => {
    expect(emptyTableText(byId.get('t')!, byId)).toBe('empty: 2 rows of 2 cells');
  });
  it('says nothing of a table with no rows, or of what is no table', () => {
    expect(emptyTableText(node('t2', 'table'), byId)).toBeUndefined();
    expect(emptyTableText(byId.get('r1')!, byId)).toBeUndefined();
  });
});
