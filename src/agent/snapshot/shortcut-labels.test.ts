import { expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';

// test/fixtures/apps/excalidraw (scripts/record-ax.mjs excalidraw): each tool is a label titled "Rectangle — R or 2"
// around a hidden radio named "Rectangle" and a "2" keycap. The label printed nameless, so the keys that pick a
// tool on the canvas were nowhere, and Playwright's 10 named tool labels were missed (relay log C190).
it("a toolbar's labels say their tools' keys", () => {
  const text = new SnapshotEngine().build(recording('excalidraw'), { mode: 'full' }).text;
  expect(text).toMatch(/^ {2}label "Rectangle — R or 2" e\d+\n {4}radio "Rectangle" e\d+ \[unchecked\]$/m);
  expect(text).toMatch(/^ {2}label "Keep selected tool active after drawing — Q" e\d+$/m);
  for (const tool of ['Selection — V or 1', 'Diamond — D or 3', 'Text — T or 8', 'Eraser — E or 0'])
    expect(text).toContain(`label "${tool}" e`);
});
