/**
 * Red team round 11: text under an SVG shape's wide stroke reached the model, as the covered-text rule saw only the
 * fill's box (a line's is 0 px tall). Boxes as Chromium gave them for covers-r11.html: getBoundingClientRect (the
 * fill's) and DOMSnapshot's layout bounds (with the stroke).
 */
import { describe, expect, it } from 'vitest';
import { snapshotStroke, strokePaint } from './stroke-paint';

const white = (width: number) => ({ colour: 'rgb(255, 255, 255)', width });

describe('what a stroke paints', () => {
  it('a line 40 px wide paints 20 px either side of its 0 px tall box', () => {
    expect(strokePaint([0, 50, 400, 0], white(40), 'line')).toEqual([[-20, 30, 440, 40]]);
  });
  it("a rect's ring that leaves no hole paints all of it; a thin ring paints four bands", () => {
    expect(strokePaint([10, 10, 680, 20], white(24), 'rect')).toEqual([[-2, -2, 704, 44]]);
    const ring = strokePaint([2, 2, 696, 56], white(4), 'rect');
    expect(ring).toHaveLength(4);
    expect(ring.every(([, , w, h]) => Math.min(w!, h!) === 4)).toBe(true);
  });
  it('DOMSnapshot bounds hold the stroke already', () => {
    const style = { stroke: 'rgb(255, 255, 255)', 'stroke-width': '24px' };
    expect(snapshotStroke([6, 6, 704, 44], style, 'rect')).toEqual([[6, 6, 704, 44]]);
    // A viewBox scaled the 3.6 px stroke to 36 px: a line's bounds are its stroke at any scale.
    expect(snapshotStroke([-12, 48, 740, 40], { ...style, 'stroke-width': '3.6px' }, 'line')).toEqual([
      [-12, 48, 740, 40],
    ]);
  });
  it('a clear or faded stroke, a thin path across a chart, or no shape paint nothing', () => {
    expect(strokePaint([0, 50, 400, 0], { colour: 'rgba(255, 255, 255, 0.5)', width: 40 }, 'line')).toEqual([]);
    expect(strokePaint([0, 50, 400, 0], { colour: 'none', width: 40 }, 'line')).toEqual([]);
    expect(strokePaint([0, 50, 400, 0], { ...white(40), opacity: '0.2' }, 'line')).toEqual([]);
    expect(strokePaint([0, 0, 400, 200], white(2), 'other')).toEqual([]);
    expect(snapshotStroke([0, 0, 400, 40], { stroke: 'rgb(0, 0, 0)', 'stroke-width': '40px' }, 'div')).toEqual([]);
  });
});
