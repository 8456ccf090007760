/**
 * Pages read by the in-page collector (background/cdp/page-collect.ts, recorded from real apps): the engine prints
 * them as it prints Chrome's tree.
 */
import { expect, it } from 'vitest';
import { fromSyntheticId, syntheticId } from '../../background/cdp/page-collect';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';

it('keeps the space between text runs a code editor draws as separate boxes (CodeMirror 5 in EasyMDE)', () => {
  const text = new SnapshotEngine().build(recording('easymde.page'), { mode: 'full' }).text;
  // "# " and "Release notes 2.4" are two spans: merged one level down, the space must survive the merge above.
  // A blank line between two runs (a gap wider than a line's) parts them into two text lines (compact.ts apart).
  expect(text).toContain('# Release notes 2.4 ## Fixes\n');
  expect(text).toContain('text: - The export button works again');
  // The status bar's words come from CSS generated content (::before), as a user reads them.
  expect(text).toContain('lines: 14 words: 28');
});

it("gives a contenteditable editor's root a ref with no click listener to go by (Quill)", () => {
  const text = new SnapshotEngine().build(recording('quill.page'), { mode: 'full' }).text;
  expect(text).toMatch(/generic e\d+ \[editable/);
  // Its picker's label is CSS generated text: the button is named by it.
  expect(text).toMatch(/button "Normal" e\d+/);
});

it('keys nodes by ids that never meet a backend node id, and reads them back', () => {
  const id = syntheticId(41, 123_456);
  expect(id).toBeLessThan(0);
  expect(fromSyntheticId(id)).toEqual({ context: 41, pageId: 123_456 });
});

it("says which page of a pager is shown (DataTables' aria-current, which Chrome's tree drops: relay log C33)", () => {
  const text = new SnapshotEngine().build(recording('datatables.page'), { mode: 'full' }).text;
  expect(text).toMatch(/link "1" e\d+ \[current=page\]/);
  expect(text).not.toMatch(/link "2" e\d+ \[current/);
});
