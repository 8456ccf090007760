import { describe, expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';
import { refsIn } from './parse';

describe('boxes that scroll on their own (DomHints.s)', () => {
  it('get a ref and [scrollable]; the controls inside keep theirs', () => {
    const page = recording('shoelace');
    const before = new SnapshotEngine().build(page, { mode: 'full' }).text;
    // The tab panel of the recording, made a scroll box (overflow: auto with more content than room).
    const frame = page.frames[0]!;
    const panel = frame.nodes.find((n) => n.role === 'tabpanel')!;
    frame.dom[panel.backendId!] = { ...frame.dom[panel.backendId!], s: 1 };
    const after = new SnapshotEngine().build(page, { mode: 'full' }).text;
    expect(after).toMatch(/^tabpanel "Profile" e\d+ \[scrollable\]$/m);
    expect(refsIn(after)).toHaveLength(refsIn(before).length + 1);
    // Only that line changed: the rest of the page reads the same (refs renumber after the new one).
    const strip = (t: string) => t.replace(/ (f\d+)?e\d+/g, '').replace(' [scrollable]', '');
    expect(strip(after)).toBe(strip(before));
  });
});
