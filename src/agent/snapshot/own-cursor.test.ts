import { expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';

// test/fixtures/apps/jsuites (jSuites 5.13), its calendar open under the Date field. Its header is one clickable
// `<thead>` (cursor: pointer) whose cells inherit the pointer; the month arrows are empty cells with a cursor rule
// of their own and a background-image arrow. They printed as nothing (`rowgroup e14` / `row: Dec 2026`), and the
// player, looking for the next month, clicked the header and got the year grid, whose 25 years printed as one cell
// with one ref (relay log C156, C157).
it("a calendar's arrows inside its clickable header are targets, named by their class", () => {
  const { text } = new SnapshotEngine().build(recording('jsuites.open-date'), { mode: 'viewport' });
  expect(text).toMatch(/cell e\d+ \[icon=previous\]\n\s+cell "Dec 2026"\n\s+cell e\d+ \[icon=next\]/);
});

it('each year of a year grid drawn as cells of one clickable cell has its own ref', () => {
  const { text } = new SnapshotEngine().build(recording('jsuites.years'), { mode: 'viewport' });
  const years = [...text.matchAll(/generic e\d+(?: \[looks=active\])?: (\d{4})$/gm)].map((m) => m[1]);
  expect(years).toHaveLength(25);
  expect(text).toMatch(/generic e\d+ \[looks=active\]: 2026/);
});
