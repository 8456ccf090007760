import { describe, expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';
import { parseLines } from './parse';

// test/fixtures/apps/ag-grid-staff, scrolled down then sorted by salary: AG Grid reuses its row elements, so the DOM holds
// rows 1,2,3,27,26,...,4,5,... (recorded). The snapshot must read as the grid does.
describe('a virtual data grid (AG Grid)', () => {
  const engine = new SnapshotEngine();
  const text = engine.build(recording('ag-grid.scrolled-sorted'), { mode: 'full' }).text;

  it('prints rows in aria-rowindex order, so a sorted column reads sorted', () => {
    const salaries = [...text.matchAll(/gridcell "(\d{5})"/g)].map((m) => Number(m[1]));
    expect(salaries.length).toBeGreaterThan(15);
    expect(salaries).toEqual([...salaries].sort((a, b) => a - b));
  });

  it('says how the columns are sorted and which rows of how many are rendered', () => {
    expect(text).toMatch(/columnheader "Salary" e\d+ \[sorted=ascending\]/);
    expect(text).toMatch(/grid e\d+ \[scrollable\]: rows 1-\d+ of 42 \(scroll the grid for the others\)/);
  });

  it('find matches a role word and gives a cell its row', () => {
    const headers = engine.find({ role: 'columnheader' });
    expect(headers.total).toBe(3);
    const cell = engine.find({ text: '74000' });
    expect(cell.text).toMatch(/gridcell "74000" e\d+ {2}in: grid e\d+ {2}row: Gus C\. \| R&D \| 74000/);
    expect(parseLines(cell.text)[0]?.role).toBe('gridcell');
  });
});

// The same recording without aria-rowcount, as Tabulator renders it (relay log C16): nothing said rows were missing.
describe('a scrolling grid that does not say how many rows it has', () => {
  it('says how many rows are in the page and that it may hold more', () => {
    const page = recording('ag-grid.scrolled-sorted');
    for (const frame of page.frames) for (const hints of Object.values(frame.dom)) delete hints.rc;
    const text = new SnapshotEngine().build(page, { mode: 'full' }).text;
    const rows = Number(
      /grid e\d+ \[scrollable\]: (\d+) rows in the page now; the grid scrolls and may hold more/.exec(text)?.[1],
    );
    expect(rows).toBeGreaterThan(15);
    expect(rows).toBe([...text.matchAll(/gridcell "\d{5}"/g)].length);
  });
});
