import { expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';

// test/fixtures/apps/handsontable (scripts/record-ax.mjs handsontable): a sheet of 200 people renders the 19 rows
// near its scroll position. `find "Tim Berners-Lee"` said only "no match": taken for "not in the sheet" (C198).
it("find that finds nothing in a virtual grid says the grid's other rows were not searched", () => {
  const engine = new SnapshotEngine();
  engine.build(recording('handsontable'), { mode: 'viewport' });
  expect(engine.find({ text: 'Tim Berners-Lee' }).text).toContain(
    'note: a grid here has only some of its rows in the page ("19 rows in the page now"); find searched those: filter the grid, or scroll it, to reach the others',
  );
  // A match is the answer: no note.
  expect(engine.find({ text: 'Ada Lovelace' }).text).not.toContain('note:');
});

// test/fixtures/apps/excalidraw: the sprint plan's boxes and its note are drawn on the canvas. `find "owner"` said
// "no match" and "take a full snapshot", which shows no more (relay log C191).
it('find that finds nothing on a drawing app says what is drawn cannot be searched', () => {
  const engine = new SnapshotEngine();
  engine.build(recording('excalidraw'), { mode: 'viewport' });
  expect(engine.find({ text: 'owner' }).text).toContain(
    'note: a drawing here (canvas, 1280×720 px) shows its content as pixels: words drawn on it cannot be found or read',
  );
  expect(engine.find({ text: 'Rectangle' }).text).not.toContain('note:');
});
