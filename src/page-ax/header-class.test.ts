// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import { classHeader, classSort } from './sort-class';
import { roleOf } from './roles';

afterEach(() => {
  document.body.innerHTML = '';
});

// w2ui 2.0's grid header as it renders (test/fixtures/apps/w2ui): a table of its own, `td.w2ui-head` cells, one click
// listener on the grid body. The headers printed as one line of text with no refs: "sort by Total" had no target.
const w2uiHead = (sorted: string) =>
  '<table><tbody><tr>' +
  '<td id="grid_grid_column_start" class="w2ui-head" col="start"></td>' +
  '<td class="w2ui-head " col="0"><div class="w2ui-col-group w2ui-col-header"><div></div>Order</div></td>' +
  `<td class="w2ui-head ${sorted}" col="5"><div class="w2ui-col-group w2ui-col-header"><div class="${sorted}"></div>` +
  'Total (EUR)</div></td></tr></tbody></table>';

it("a td whose class calls it a header is a column header that sorts (w2ui's grid)", () => {
  document.body.innerHTML = w2uiHead('');
  const [, order, total] = [...document.querySelectorAll('td')];
  expect(roleOf(order!, false)).toBe('columnheader');
  expect(classSort(total!)).toBe('none');
  document.body.innerHTML = w2uiHead('w2ui-sort-down');
  expect(classSort(document.querySelector('[col="5"]')!)).toBe('descending');
  document.body.innerHTML = w2uiHead('w2ui-sort-up');
  expect(classSort(document.querySelector('[col="5"]')!)).toBe('ascending');
});

it('a plain cell, one whose class only contains "head" inside a word, or a header-classed cell in a real <thead> (swagger-ui) is no header', () => {
  document.body.innerHTML =
    '<table><thead><tr><td class="col_header response-col_status">Code</td></tr></thead><tbody><tr>' +
    '<td class="ahead">1</td><td class="price">2</td></tr></tbody></table>';
  expect([...document.querySelectorAll('td')].map(classHeader)).toEqual([false, false, false]);
});
