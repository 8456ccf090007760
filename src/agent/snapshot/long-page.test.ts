import { describe, expect, it } from 'vitest';
import type { CollectedPage, RawAXNode } from './collected';
import { MAX_FULL_CHARS, SnapshotEngine } from './index';

/** An article of `n` paragraphs, each with a link: far longer than a model's context wants in one call. */
function longArticle(n: number): CollectedPage {
  const nodes: RawAXNode[] = [{ id: 'root', role: 'RootWebArea', name: 'Long', children: [], backendId: 1 }];
  for (let i = 0; i < n; i++) {
    const p = `p${i}`;
    nodes[0]!.children.push(p);
    nodes.push(
      { id: p, role: 'paragraph', children: [`t${i}`, `a${i}`], backendId: 10 + 3 * i },
      {
        id: `t${i}`,
        role: 'StaticText',
        name: `Paragraph ${i} of a very long article that goes on and on. `,
        children: [],
        backendId: 11 + 3 * i,
      },
      {
        id: `a${i}`,
        role: 'link',
        name: `Source ${i}`,
        children: [],
        props: { focusable: true, url: `https://x.test/s/${i}` },
        backendId: 12 + 3 * i,
      },
    );
  }
  const viewport = { scrollX: 0, scrollY: 0, width: 1280, height: 720, pageWidth: 1280, pageHeight: 720 };
  return {
    url: 'https://x.test/long',
    title: 'Long',
    viewport,
    frames: [{ frameId: 'F', url: 'https://x.test/long', offset: [0, 0], nodes, dom: {} }],
  };
}

describe('a very long page in full mode', () => {
  it('stops near MAX_FULL_CHARS and says how many lines and refs were cut; those refs still resolve', () => {
    const engine = new SnapshotEngine();
    const snap = engine.build(longArticle(3000), { mode: 'full' });
    expect(snap.text.length).toBeLessThan(MAX_FULL_CHARS + 200);
    const last = snap.text.split('\n').at(-1)!;
    expect(last).toMatch(
      /^more: \+\d+ lines cut with \d+ refs \(the page is very long: use find, or scroll and take viewport snapshots\)$/,
    );
    const cutRefs = Number(/with (\d+) refs/.exec(last)![1]);
    expect(cutRefs).toBe(snap.refCount - (snap.text.match(/ e\d+/g) ?? []).length);
    expect(engine.resolveRef(`e${snap.refCount}`).ok).toBe(true);
    expect(engine.find({ text: 'Source 2999' }).total).toBe(1);
    // ~0.5 s alone; CI's two cores also run Chromium beside the unit tests.
  }, 30_000);

  it('leaves a page under the limit whole', () => {
    const snap = new SnapshotEngine().build(longArticle(50), { mode: 'full' });
    expect(snap.text).not.toContain('lines cut');
    expect(snap.text).toContain('Source 49');
  });
});
