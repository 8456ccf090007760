// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { classSort } from './sort-class';

afterEach(() => {
  document.body.innerHTML = '';
});
const sortOf = (html: string, selector = '[role=columnheader], th') => {
  document.body.innerHTML = html;
  return classSort(document.querySelector(selector)!);
};

// Markup as the libraries render it (SlickGrid 5.20.2, DataTables 1.13 and 2.x, tablesorter 2.31, bootstrap-table
// 1.27, Handsontable 15): none sets aria-sort (relay log C83, C84).
describe('a header that sorts, said only by classes', () => {
  it('SlickGrid: sortable before a click, its arrow gives the direction after', () => {
    const head = (arrow: string) =>
      '<div role="row"><div role="columnheader" class="slick-header-column slick-header-sortable">' +
      `<span class="slick-column-name">Salary</span><div class="slick-sort-indicator ${arrow}"></div>` +
      '<div class="slick-resizable-handle" role="separator"></div></div></div>';
    expect(sortOf(head(''))).toBe('none');
    expect(sortOf(head('slick-sort-indicator-asc'))).toBe('ascending');
    expect(sortOf(head('slick-sort-indicator-desc'))).toBe('descending');
  });

  it('DataTables 1 and 2, tablesorter, bootstrap-table, Handsontable', () => {
    expect(sortOf('<table><tr><th class="sorting">Name</th></tr></table>')).toBe('none');
    expect(sortOf('<table><tr><th class="sorting sorting_asc">Name</th></tr></table>')).toBe('ascending');
    expect(sortOf('<table><tr><th class="sorting_desc">Name</th></tr></table>')).toBe('descending');
    // DataTables 2 offers both orders on every header (`orderable`) and marks the current one `ordering`.
    expect(sortOf('<table><tr><th class="dt-orderable-asc dt-orderable-desc">Name</th></tr></table>')).toBe('none');
    expect(
      sortOf('<table><tr><th class="dt-orderable-asc dt-orderable-desc dt-ordering-desc">Name</th></tr></table>'),
    ).toBe('descending');
    expect(sortOf('<table><tr><th class="tablesorter-header tablesorter-headerAsc">City</th></tr></table>')).toBe(
      'ascending',
    );
    expect(sortOf('<table><tr><th><div class="th-inner sortable both desc">City</div></th></tr></table>')).toBe(
      'descending',
    );
    expect(sortOf('<table><tr><th><span class="colHeader columnSorting ascending">A</span></th></tr></table>')).toBe(
      'ascending',
    );
  });

  it('says nothing of headers whose classes are not about sorting', () => {
    expect(sortOf('<table><tr><th class="text-end border-bottom">Total</th></tr></table>')).toBeUndefined();
    expect(sortOf('<table><tr><th class="col-up"><i class="icon-desc"></i>Total</th></tr></table>')).toBeUndefined();
    expect(
      sortOf('<div role="columnheader" class="header bordered"><span class="title">A</span></div>'),
    ).toBeUndefined();
    // Not a header at all: a sortable list's item is no column to sort.
    document.body.innerHTML = '<ul><li class="sortable-item">x</li></ul>';
    expect(classSort(document.querySelector('li')!)).toBeUndefined();
  });

  it('an arrow kept in the page but hidden says nothing', () => {
    expect(
      sortOf(
        '<div role="columnheader" class="hdr sortable"><span style="display:none" class="sort-asc"></span>Name</div>',
      ),
    ).toBe('none');
  });
});

// Element Plus 2.14 (found unseen, session 11): every sortable header holds both carets; the sorted one's header
// carries the direction in its own class (and aria-sort, which the walk takes first).
describe('a header that draws both arrows', () => {
  const th = (cls: string) =>
    `<table><tr><th class="el-table_1_column_3 ${cls} is-sortable el-table__cell"><div class="cell">Customer` +
    '<button type="button" class="caret-wrapper" aria-label="Sort by Customer"><i class="sort-caret ascending"></i>' +
    '<i class="sort-caret descending"></i></button></div></th></tr></table>';
  it('the pair of arrows offers the order: not sorted by it', () => {
    expect(sortOf(th(''))).toBe('none');
  });
  it("the header's own class still says the direction", () => {
    expect(sortOf(th('descending'))).toBe('descending');
    expect(sortOf(th('ascending'))).toBe('ascending');
  });
});
