import { expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';

// test/fixtures/apps/w2ui (w2ui 2.0's grid, a plain <table> in a scroller, no ARIA grid): 47 orders found by the
// search, the records box scrolled to rows 16-33 (its footer says "16-33 of 47"). The viewport printed rows 16-20
// and "+27 rows", so rows 21-33 on screen were never read (relay log C137); the full snapshot cut the table at 20
// rows, and a model asked for the largest total could read the rest nowhere (C135).
const text = (mode: 'viewport' | 'full') =>
  new SnapshotEngine().build(recording('w2ui.search-scrolled'), { mode }).text;

it('a viewport snapshot prints the rows on screen of a long table scrolled in its box', () => {
  const view = text('viewport');
  expect(view).toContain('row: SO-1119 | Haddad & Sons');
  expect(view).toContain('row: SO-1284 | Haddad & Sons');
  expect(view).not.toContain('row: SO-1012 |');
  expect(view).toMatch(/rows above the screen/);
});

it('a full snapshot prints every row of a table of 47', () => {
  const full = text('full');
  expect(full).toContain('row: SO-1012 | Haddad & Sons');
  expect(full).toContain('row: SO-1338 | Haddad & Sons | Lyon | 2025-06-06 | 3 | 3,412.40 | Packed');
  expect(full).toContain('row: SO-1399 | Haddad & Sons');
  expect(full).not.toContain('more: +');
});
