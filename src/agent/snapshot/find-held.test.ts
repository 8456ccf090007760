import { describe, expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';

// test/fixtures/apps/jsoneditor (scripts/record-ax.mjs jsoneditor): svelte-jsoneditor's tree names each item after
// all it holds, and the control that edits a value sits inside the item. `find "circuitBreaker"` found the item and
// its text but not the checkbox that toggles it, each line under a path that repeated 200-character names
// (relay log C88).
describe('find says what a found item holds', () => {
  it("found text lists the checkbox and button beside it in its item; the path's names are cut", () => {
    const engine = new SnapshotEngine();
    engine.build(recording('jsoneditor'), { mode: 'viewport' });
    const found = engine.find({ text: 'circuitBreaker' });
    const key = found.text.split('\n').find((l) => l.startsWith('text: circuitBreaker'))!;
    expect(key).toMatch(/beside: checkbox "Click to toggle this boolean value" e\d+, button "false" e\d+$/);
    // Names in the path are cut at 40 characters: which item it is, not all it says.
    const path = /in: (.*?) {2}beside:/.exec(key)![1]!;
    for (const name of path.match(/"[^"]*"/g) ?? []) expect(name.length).toBeLessThanOrEqual(43);
    // An item holding many targets (the whole tree) lists none.
    const version = engine.find({ text: 'version' }).text;
    expect(version).toMatch(/text: version :.*beside: button "2\.4\.1" e\d+$/m);
    expect(engine.find({ role: 'tree' }).text).not.toContain('holds:');
  });

  it('a found button holds nothing and a found cell keeps its row, not a list', () => {
    const engine = new SnapshotEngine();
    engine.build(recording('slickgrid'), { mode: 'full' });
    const found = engine.find({ text: 'Export selection' });
    expect(found.text).toMatch(/^button "Export selection" e\d+$/m);
    const cell = engine.find({ text: 'Chen Moreau' }).text;
    expect(cell).toContain('row: 3 | Chen Moreau | Legal | Quito | 128,000 | 2012-03-03');
    expect(cell).not.toMatch(/holds:|beside:/);
  });
});

// test/fixtures/apps/element-plus: `find "5003"` gave the order's row but not its Edit button (relay log C110).
it("a found cell lists its row's actions", () => {
  const engine = new SnapshotEngine();
  engine.build(recording('element-plus'), { mode: 'viewport' });
  const found = engine.find({ text: '5003' }).text;
  expect(found).toMatch(
    /row: Select this row \| 5003 \| Edsger Dijkstra .* {2}beside: .*checkbox "Select this row" e\d+, button "Edit" e\d+, button "Delete" e\d+$/m,
  );
});
