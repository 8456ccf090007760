import { describe, expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';

// test/fixtures/apps/slickgrid (scripts/record-ax.mjs slickgrid): a filter that leaves 2 of SlickGrid's 16 rendered
// rows. The diff ended with `removed: row (6 refs)` once per row taken away, fourteen lines saying one thing (relay
// log C94).
describe('the same line removed many times is one line', () => {
  it('fourteen rows gone read as one line with the count and their refs', () => {
    const engine = new SnapshotEngine();
    const before = recording('slickgrid');
    engine.build(before, { mode: 'full' });
    const after = structuredClone(before);
    const nodes = after.frames[0]!.nodes;
    const byId = new Map(nodes.map((n) => [n.id, n]));
    const rows = nodes.find((n) => (n.children ?? []).filter((id) => byId.get(id)?.role === 'row').length > 5)!;
    rows.children = rows.children.slice(0, 2);
    const diff = engine.diff(after, { mode: 'full' }).text;
    expect(diff).toMatch(/removed: 14 × row \(84 refs\)/);
    expect(diff.match(/removed:/g)).toHaveLength(1);
  });
});
