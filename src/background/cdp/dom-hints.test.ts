import { describe, expect, it } from 'vitest';
import { domHintsByFrame, SNAPSHOT_STYLES, type SnapshotResult } from './dom-hints';

/**
 * A DOMSnapshot shaped like Chrome's: html > body > [box (overflow auto, 50px high) > tall p, clip (overflow hidden)
 * > tall p, fits (overflow auto) > short p]. Backend ids are node index + 100.
 */
function snapshot(): SnapshotResult {
  const strings: string[] = [];
  const s = (v: string) => (strings.includes(v) ? strings.indexOf(v) : strings.push(v) - 1);
  const style = (overflow: string) =>
    SNAPSHOT_STYLES.map((name) => s(name.startsWith('overflow') ? overflow : name === 'cursor' ? 'auto' : ''));
  // name, parent, overflow, [x, y, w, h]
  const nodes: Array<[string, number, string, number[]]> = [
    ['HTML', -1, 'auto', [0, 0, 800, 2000]],
    ['BODY', 0, 'auto', [0, 0, 800, 2000]],
    ['DIV', 1, 'auto', [0, 0, 300, 50]], // 2: box
    ['P', 2, 'visible', [0, 0, 300, 200]], // 3: taller than box
    ['DIV', 1, 'hidden', [0, 100, 300, 50]], // 4: clip
    ['P', 4, 'visible', [0, 100, 300, 200]],
    ['DIV', 1, 'auto', [0, 200, 300, 50]], // 6: fits
    ['P', 6, 'visible', [0, 200, 300, 20]],
  ];
  const doc = {
    frameId: s('F'),
    nodes: {
      parentIndex: nodes.map((n) => n[1]),
      backendNodeId: nodes.map((_, i) => 100 + i),
      nodeName: nodes.map((n) => s(n[0])),
    },
    layout: {
      nodeIndex: nodes.map((_, i) => i),
      styles: nodes.map((n) => style(n[2])),
      bounds: nodes.map((n) => n[3]),
    },
  };
  return { strings, documents: [doc] } as SnapshotResult;
}

describe('boxes that scroll on their own', () => {
  it('marks an overflow:auto box whose content lies outside it, not a clipped box, a box whose content fits, or the page', () => {
    const hints = domHintsByFrame(snapshot(), { width: 800, height: 600 }).get('F')!;
    const scrolls = Object.entries(hints)
      .filter(([, f]) => f.s)
      .map(([id]) => Number(id));
    expect(scrolls).toEqual([102]);
  });
});
