import { describe, expect, it } from 'vitest';
import { boundsOf, coveredBy, outside } from './rects';

/** A seeded generator (mulberry32): the same boxes every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('outside: the cheap test before coveredBy', () => {
  it('never sets aside a box its rects cover, on 20,000 random boxes near random covers', () => {
    const r = random(11);
    const int = (n: number) => Math.floor(r() * n);
    let covered = 0;
    let setAside = 0;
    for (let k = 0; k < 20_000; k++) {
      // One to four rectangles near each other (a border's bands, a shadow), whole or fractional pixels.
      const frac = r() < 0.3;
      const v = (n: number) => (frac ? Math.round(r() * n * 4) / 4 : int(n));
      const rects = Array.from({ length: 1 + int(4) }, () => [v(40), v(40), 1 + v(40), 1 + v(40)]);
      const box = [v(50), v(50), 1 + v(20), 1 + v(20)];
      const out = outside(boundsOf(rects), box);
      const by = coveredBy(rects, box);
      if (by) covered++;
      if (out) setAside++;
      expect(out && by, JSON.stringify({ rects, box })).toBe(false);
    }
    // Both answers happen often, so the property was tried on both sides.
    expect(covered).toBeGreaterThan(500);
    expect(setAside).toBeGreaterThan(5_000);
  });

  it('keeps a box that pokes out by less than the slop, and sets aside one a pixel and more out', () => {
    const cover = [[10, 10, 100, 20]];
    expect(coveredBy(cover, [9, 10, 50, 20])).toBe(true);
    expect(outside(boundsOf(cover), [9, 10, 50, 20])).toBe(false);
    expect(coveredBy(cover, [7, 10, 50, 20])).toBe(false);
    expect(outside(boundsOf(cover), [7, 10, 50, 20])).toBe(true);
  });
});
