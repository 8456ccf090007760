import { describe, expect, it } from 'vitest';
import type { DocumentWalk } from '../../page-ax/walk';
import { SNAPSHOT_STYLES } from './dom-hints';
import { hintsFromWalk } from './walk-hints';

/** One style set in SNAPSHOT_STYLES order from a few named values (the rest as a shown box has them). */
function set(strings: string[], values: Record<string, string>): number[] {
  const base: Record<string, string> = { opacity: '1', visibility: 'visible', color: 'rgb(0, 0, 0)', ...values };
  return SNAPSHOT_STYLES.map((name) => {
    const v = base[name] ?? '';
    const at = strings.indexOf(v);
    if (at >= 0) return at;
    strings.push(v);
    return strings.length - 1;
  });
}

describe('hints from the page walk (page-ax/walk.ts answers)', () => {
  it('judges a text node on the style set it shares with its element, and the same set once for many nodes', () => {
    const strings: string[] = [];
    const shown = set(strings, { 'background-color': 'rgb(255, 255, 255)' });
    const white = set(strings, { color: 'rgb(255, 255, 255)' });
    const walk: DocumentWalk = {
      strings,
      sets: [shown, white],
      page: { width: 1280, height: 720 },
      view: { x: 0, y: 0, w: 1280, h: 720 },
      url: 'http://127.0.0.1/',
      nodes: [
        { n: '#document', u: -1 },
        { n: 'BODY', u: 0, s: 0, b: [0, 0, 1280, 720], r: 1 },
        { n: 'P', u: 1, s: 0, b: [10, 10, 200, 20] },
        { n: '#text', u: 2, s: 0, t: 1, b: [10, 10, 80, 20] },
        // White on white: the page wrote it for the model alone.
        { n: 'SPAN', u: 1, s: 1, b: [10, 40, 200, 20], p: 1 },
        { n: '#text', u: 4, s: 1, t: 1, b: [10, 40, 80, 20] },
        { n: 'DIV', u: 1, s: 0, b: [10, 70, 200, 20] },
        { n: '#text', u: 6, s: 0, t: 1, b: [10, 70, 80, 20] },
      ],
    };
    const out = hintsFromWalk(walk, { width: 1280, height: 720 }, new Set());
    const hidden = Object.keys(out).filter((i) => out[Number(i)]!.h === 1);
    expect(hidden.sort()).toEqual(['4', '5']);
    expect(out[5]).toMatchObject({ h: 1 });
    expect(out[4]).toMatchObject({ h: 1, p: 1 });
    expect(out[3]?.h).toBeUndefined();
    expect(out[7]?.h).toBeUndefined();
  });

  // Red team c4-r9-svg-desc: an icon's <desc> is drawn nowhere, but its text was read as the icon's content.
  it("hides the text of an SVG's <desc> and <metadata>; an HTML element of that name is judged as any", () => {
    const strings: string[] = [];
    const shown = set(strings, {});
    const node = (n: string, u: number, extra = {}) => ({ n, u, s: 0, b: [10, 10, 24, 24], ...extra });
    const walk: DocumentWalk = {
      strings,
      sets: [shown],
      page: { width: 1280, height: 720 },
      view: { x: 0, y: 0, w: 1280, h: 720 },
      url: 'http://127.0.0.1/',
      nodes: [
        { n: '#document', u: -1 },
        node('BODY', 0, { b: [0, 0, 1280, 720], r: 1 }),
        node('svg', 1),
        node('desc', 2),
        node('#text', 3, { t: 1 }),
        node('metadata', 2),
        node('#text', 5, { t: 1 }),
        node('METADATA', 1),
        node('#text', 7, { t: 1 }),
      ],
    };
    const out = hintsFromWalk(walk, { width: 1280, height: 720 }, new Set());
    expect([4, 6].map((i) => out[i]?.h)).toEqual([1, 1]);
    expect(out[8]?.h).toBeUndefined();
  });
});
