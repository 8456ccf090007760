import { expect, it } from 'vitest';
import { diffOf } from './fixtures';

// test/fixtures/apps/air-datepicker (Air Datepicker 3.6: day cells are divs, no ARIA), its calendar open on
// December 2026, then "next": the day cells re-rendered for January 2027, some days gone, some new. The diff said
// `re-rendered: 23 elements with the same content; new refs …, e19→e55, e21→e58, e22→e59, …`: the model had to look
// up which old ref was the 12th to find the new one, and clicked the 16th (relay log C140).
it("a month's day cells re-rendered with days added and gone print in place with their new refs", () => {
  const { text } = diffOf('air-datepicker.open', 'air-datepicker.next-month', 'viewport');
  expect(text).toContain('January, 2027');
  expect(text).not.toContain('new refs');
  // The days in order, each with the ref to click.
  const days = [...text.matchAll(/^\s*generic e\d+: (\d+)/gm)].map((m) => Number(m[1]));
  expect(days.slice(days.indexOf(1), days.indexOf(1) + 12)).toEqual([1, 2, 3, 5, 6, 7, 8, 9, 10, 12, 13, 14]);
});
