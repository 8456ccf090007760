import { describe, expect, it } from 'vitest';
import { clipPathHides, filterOpacity, transformScale } from './hidden-rules';

// Values as Chromium's getComputedStyle / DOMSnapshot writes them (checked on hidden.html).
describe('hidden-text rules on computed styles', () => {
  it('clip-path shapes that leave nothing, and those that leave something', () => {
    const hides = (v: string) => clipPathHides(v, 200, 20);
    for (const v of [
      'inset(50%)',
      'inset(0px 0px 100%)',
      'inset(100% 0px 0px)',
      'inset(0px 50% 0px 50%)',
      'inset(10px round 4px)'.replace('10px', '10px 100px'),
      'circle(0px at 50% 50%)',
      'circle(0%)',
      'ellipse(0px 10px at 50% 50%)',
      'polygon(0px 0px, 0px 0px, 0px 0px)',
      'polygon(evenodd, 0px 0px, 100% 0px, 50% 0px)',
      'xywh(0px 0px 0px 10px)',
      'path("M 0 0 L 0 0 Z")',
    ])
      expect(hides(v), v).toBe(true);
    for (const v of [
      'none',
      'inset(10%)',
      'circle(40px at 50% 50%)',
      'polygon(0px 0px, 100% 0px, 100% 100%)',
      'url("#clip")',
      'inset(calc(50% - 1px))',
    ])
      expect(hides(v), v).toBe(false);
  });

  it('filters that fade or blur text past reading', () => {
    expect(filterOpacity('opacity(0)')).toBe(0);
    expect(filterOpacity('opacity(50%) opacity(0.1)')).toBeCloseTo(0.05);
    expect(filterOpacity('blur(8px)')).toBe(0);
    expect(filterOpacity('blur(1px)')).toBe(1);
    expect(filterOpacity('none')).toBe(1);
    expect(filterOpacity('grayscale(1)')).toBe(1);
  });

  it('scale of a transform matrix', () => {
    expect(transformScale('matrix(0.05, 0, 0, 0.05, 0, 0)')).toBeCloseTo(0.05);
    expect(transformScale('none')).toBe(1);
  });
});
