import { expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';

// test/fixtures/apps/vuetify (tmp probe, as scripts/record-ax.mjs): a bookings table paged 10 at a time, "1-10 of 24"
// under it. `find "Retro"` found the two Retros of page 1 and said nothing of the 14 rows on other pages (C121).
it('find says a found table shows one page of its rows, quoting its pager, with matches or none', () => {
  const engine = new SnapshotEngine();
  engine.build(recording('vuetify'), { mode: 'viewport' });
  const note = 'note: a table here shows only one page of its rows (the page says "1-10 of 24")';
  const found = engine.find({ text: 'Retro' }).text;
  expect(found).toMatch(/^cell "Retro" e\d+ {2}in: .*table/m);
  expect(found).toContain(note);
  expect(engine.find({ text: 'Onboarding' }).text).toContain(note);
  expect(engine.find({ text: 'no such words' }).text).toContain(note);
  // Not on a find that is not about the table's rows (the relay's next step, `find "Next page"`).
  expect(engine.find({ text: 'Next page' }).text).not.toContain('note:');
});

it('a pager that shows every row, or a range with no table, adds nothing', () => {
  const engine = new SnapshotEngine();
  engine.build(recording('element-plus'), { mode: 'viewport' });
  expect(engine.find({ text: 'Ada' }).text).not.toContain('note:');
});

// test/fixtures/apps/w2ui: the order grid holds all 47 rows the search found, scrolled to "16-33 of 47". find said
// the table showed "only one page of its rows" and sent the model to pages that do not exist (relay log C138).
it('a scrolled grid holding every row its counter counts adds no note', () => {
  const engine = new SnapshotEngine();
  engine.build(recording('w2ui.search-scrolled'), { mode: 'viewport' });
  const found = engine.find({ text: 'SO-1338' }).text;
  expect(found).toMatch(/cell "SO-1338" e\d+/);
  expect(found).not.toContain('note:');
});
