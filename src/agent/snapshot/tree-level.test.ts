import { describe, expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';

// test/fixtures/apps/jstree (scripts/record-ax.mjs jstree): jsTree renders each node's anchor as the treeitem, so
// Chrome's tree lists every item as a sibling; aria-level is the only sign of what holds what.
describe('a tree whose items are drawn as siblings', () => {
  it('prints each item with its level, so a file reads as inside the folder above it', () => {
    const text = new SnapshotEngine().build(recording('jstree.open-background'), { mode: 'full' }).text;
    expect(text).toMatch(/treeitem "src" e\d+ \[expanded level=1\]/);
    expect(text).toMatch(/treeitem "background" e\d+ \[expanded level=2\]\n\s+treeitem "worker.ts" e\d+ \[level=3\]/);
    expect(text).toMatch(/treeitem "prompts.ts" e\d+ \[selected level=3\]/);
    expect(text).toMatch(/treeitem "tsconfig.json" e\d+ \[level=1\]/);
  });

  it('a folder whose children show is open, whatever its stale aria-expanded says (relay log C106)', () => {
    // jsTree's "Expand all" leaves aria-expanded="false" on the folders it opened: they printed [collapsed] above
    // their own files.
    const text = new SnapshotEngine().build(recording('jstree.expand-all'), { mode: 'full' }).text;
    expect(text).toMatch(/treeitem "tools" e\d+ \[expanded level=3\]\n\s+treeitem "click.ts" e\d+ \[level=4\]/);
    expect(text).toMatch(/treeitem "test" e\d+ \[expanded level=1\]/);
    expect(text).not.toContain('collapsed');
    // A folder with nothing under it stays as the page says.
    expect(new SnapshotEngine().build(recording('jstree'), { mode: 'full' }).text).toMatch(
      /treeitem "tools" e\d+ \[collapsed level=3\]/,
    );
  });

  it('says in the diff which folder opened and what appeared in it', () => {
    const engine = new SnapshotEngine();
    engine.build(recording('jstree'), { mode: 'full' });
    const diff = engine.diff(recording('jstree.open-background'), { mode: 'full' }).text;
    expect(diff).toMatch(/treeitem "background" e\d+ \[expanded level=2\]/);
    expect(diff).toMatch(/treeitem "worker.ts" e\d+ \[level=3\] \(new\)/);
  });
});
