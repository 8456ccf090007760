import { describe, expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';

// test/fixtures/apps/jkanban (scripts/record-ax.mjs jkanban): "Fix login redirect" dragged from "In progress" to
// "Done". The card is the same element in a new place: relay log C35, the diff said only that the counts changed.
describe('an element moved to another place', () => {
  it('says the card moved, where to and where from', () => {
    const engine = new SnapshotEngine();
    const first = engine.build(recording('jkanban'), { mode: 'full' }).text;
    const card = /generic (e\d+): Fix login redirect Alan/.exec(first)![1];
    const d = engine.diff(recording('jkanban.move-card'), { mode: 'full' });
    expect(d.kind).toBe('diff');
    expect(d.text).toMatch(
      new RegExp(
        `generic ${card}: Fix login redirect Alan \\(moved here, into main after banner: Done; it was in main after banner: In progress\\)`,
      ),
    );
    expect(d.changed).toBeGreaterThanOrEqual(1);
  });

  it('says nothing moved when nothing did', () => {
    const engine = new SnapshotEngine();
    engine.build(recording('jkanban'), { mode: 'full' });
    expect(engine.diff(recording('jkanban'), { mode: 'full' }).text).not.toContain('moved');
  });
});
