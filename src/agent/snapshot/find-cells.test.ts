import { describe, expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';

// test/fixtures/apps/jspreadsheet (scripts/record-ax.mjs jspreadsheet): Jspreadsheet CE draws its sheet as a plain
// <table>; a cell has no role, pointer or listener of its own (the sheet listens on the document), so the snapshot
// prints its value without a ref, and nothing let the model click or double-click it.
describe('find gives a table cell a ref', () => {
  it('a found cell comes with a ref that resolves to it, and keeps it in later snapshots', () => {
    const engine = new SnapshotEngine();
    const first = engine.build(recording('jspreadsheet'), { mode: 'full' }).text;
    expect(first).toMatch(/\n\s+cell "Cloud hosting"\n/); // no ref in the snapshot itself
    const found = engine.find({ text: 'Cloud hosting' });
    expect(found.total).toBe(1);
    const ref = found.matches[0]!.ref!;
    expect(ref).toMatch(/^e\d+$/);
    expect(found.text).toContain(`cell "Cloud hosting" ${ref}`);
    expect(found.text).toContain('row: 3 | Cloud hosting | Services | $ 8,200 | $ 8,600 | $ 16,800');
    const target = engine.resolveRef(ref);
    expect(target.ok && target.target.role).toBe('cell');
    // The next snapshot of the same page prints it with the same ref, and a diff sees no change.
    expect(engine.diff(recording('jspreadsheet'), { mode: 'full' }).text).toMatch(/^\[diff\] no change/);
    expect(engine.build(recording('jspreadsheet'), { mode: 'full' }).text).toContain(`cell "Cloud hosting" ${ref}`);
  });

  it('only cells: other matches without a ref stay without one', () => {
    const engine = new SnapshotEngine();
    engine.build(recording('jspreadsheet'), { mode: 'full' });
    const found = engine.find({ text: 'Team budget' });
    expect(found.matches[0]?.line).toBe('h1 "Team budget 2026"');
    expect(found.matches[0]?.ref).toBeUndefined();
  });
});
