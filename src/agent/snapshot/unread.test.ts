import { describe, expect, it } from 'vitest';
import { SnapshotEngine, type CollectedPage } from './index';

const page = (cut?: CollectedPage['frames'][0]['cut']): CollectedPage => ({
  url: 'https://deep.test/',
  title: 'Deep',
  viewport: { scrollX: 0, scrollY: 0, width: 800, height: 600, pageWidth: 800, pageHeight: 600 },
  frames: [
    {
      frameId: 'F',
      url: 'https://deep.test/',
      offset: [0, 0],
      cut,
      nodes: [
        { id: '1', role: 'RootWebArea', name: 'Deep', children: ['2'] },
        { id: '2', parent: '1', role: 'StaticText', name: 'Shown words', children: [] },
      ],
      dom: {},
    },
  ],
});

describe('a read cut at a bound is said in the snapshot', () => {
  it('names the depth bound under the header, and the diff says it too', () => {
    const engine = new SnapshotEngine();
    expect(engine.build(page({ depth: 200 }), { mode: 'full' }).text).toBe(
      [
        '[page] Deep',
        '[not read] this page is nested deeper than 200 levels: content below that depth was not read. Unread is not absent: text, fields or buttons may be there.',
        'text: Shown words',
      ].join('\n'),
    );
    expect(engine.diff(page({ depth: 200 })).text).toContain('[not read] this page is nested deeper than 200 levels');
  });

  it('names the node and time bounds', () => {
    const text = new SnapshotEngine().build(page({ nodes: 51968, ms: 2500 }), { mode: 'full' }).text;
    expect(text).toContain(
      '[not read] this page is too large to read whole: reading stopped after 51968 nodes (2.5 s), so content after them was not read.',
    );
  });

  it('says nothing of a page read whole', () => {
    expect(new SnapshotEngine().build(page(), { mode: 'full' }).text).not.toContain('[not read]');
  });
});
