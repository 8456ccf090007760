import { expect, it } from 'vitest';
import { diffOf } from './fixtures';

// test/fixtures/apps/dragula-board (dragula 3.7 + tippy.js 6.3): the columns' wrappers have no role, so their
// headings and cards print as siblings. Card T-309 dragged from In progress to the top of Review: one card moved,
// but the diff said `h2 "Review 2/2" (moved here; it was after generic e10 …)`, the heading moved (relay log C169).
it('a card dragged past a heading is the line that moved, not the heading', () => {
  const { text } = diffOf('dragula-board', 'dragula-board.move-card', 'full');
  expect(text).toMatch(/h2 "Review 2\/2" \(was: "Review 1\/2"\)/);
  expect(text).toMatch(/generic e\d+ \(moved here; it was after generic e\d+\)/);
  expect(text).not.toMatch(/h2 "Review[^\n]*moved here/);
});
