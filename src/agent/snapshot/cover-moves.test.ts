import { expect, it } from 'vitest';
import { diffOf } from './fixtures';

// test/fixtures/apps/element-plus: "Edit" on order 5003 opens a modal dialog over the whole orders page.
it('a dialog opening says in one line that the page behind is covered, and the dialog comes first (relay log C111)', () => {
  const d = diffOf('element-plus', 'element-plus.edit-dialog');
  expect(d.kind).toBe('diff');
  // Before: about a hundred `… [covered] (now covered)` lines, the dialog last.
  expect(d.text).not.toContain('(now covered)');
  expect(d.text).toMatch(/dialog "Edit order" \(new\)\n(.*\n)*\s+button "Save" e\d+/);
  expect(d.text).toMatch(/now covered by an overlay or dialog \(close it to reach them\): \d{2,} elements/);
  expect(d.text.split('\n').length).toBeLessThan(40);
});

it('closing it says in one line that the page is no longer covered', () => {
  const d = diffOf('element-plus.edit-dialog', 'element-plus');
  expect(d.text).toMatch(/no longer covered: \d{2,} elements/);
  expect(d.text).toContain('removed: dialog "Edit order"');
});
