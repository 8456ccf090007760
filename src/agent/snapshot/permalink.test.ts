import { expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';

// test/fixtures/apps/redoc (scripts/record-ax.mjs redoc): an operation's heading holds an icon link to itself,
// named by its aria-label; each printed as a nameless `h2` over `link "tag/pet/operation/deletePet"` (relay log C188).
it("a heading's link to itself gives way to the heading's words", () => {
  const text = new SnapshotEngine().build(recording('redoc'), { mode: 'full' }).text;
  expect(text).toMatch(/^h2 "Deletes a pet"$/m);
  expect(text).toMatch(/^h2 "Add a new pet to the store"$/m);
  expect(text).not.toContain('link "tag/pet/operation/');
  expect(text).not.toMatch(/^h2$/m);
  // A tag's heading too; a link with words of its own stays.
  expect(text).toMatch(/^h2 "pet"\nparagraph: Everything about your Pets\nlink "Find out more" e\d+/m);
});
