/**
 * Covers that are not a positioned box's own background (issue 11): a white box inside a transparent positioned
 * wrapper paints in the wrapper's layer; a white box whose own text is white is hidden text and still a cover; a
 * canvas paints only its filled cells.
 */
import { describe, expect, it } from 'vitest';
import { coveredText, type PaintNode } from './covered';

/** A line of text, then a positioned wrapper over it holding `inner`. */
function page(inner: Partial<PaintNode>, wrapper: Partial<PaintNode> = {}): PaintNode[] {
  return [
    { parent: -1, text: false, box: [0, 0, 800, 600] },
    { parent: 0, text: false, box: [0, 0, 400, 40], position: 'relative' },
    { parent: 1, text: true, box: [4, 10, 300, 20] },
    { parent: 1, text: false, box: [0, 0, 400, 40], position: 'absolute', ...wrapper },
    { parent: 3, text: false, box: [0, 0, 400, 40], position: 'static', ...inner },
  ];
}

describe('covers inside a positioned layer', () => {
  it('a white box in a transparent positioned wrapper covers the text', () => {
    expect(coveredText(page({ opaque: true })).has(2)).toBe(true);
    expect(coveredText(page({})).has(2)).toBe(false);
    // Laid under the page (z-index -1), the wrapper's content paints below the text.
    expect(coveredText(page({ opaque: true }, { zIndex: '-1' })).has(2)).toBe(false);
  });

  it('an in-flow white box with no positioned box up its tree does not', () => {
    const nodes = page({ opaque: true }, { position: 'static' });
    expect(coveredText(nodes).has(2)).toBe(false);
  });

  it('a cover whose own text is hidden by its colour still covers; one that is not there does not', () => {
    const nodes = page({ opaque: true });
    const hidden = new Set([4]); // the box's own text is white on white
    expect(coveredText(nodes, hidden, undefined, new Set()).has(2)).toBe(true);
    expect(coveredText(nodes, hidden, undefined, hidden).has(2)).toBe(false);
  });

  it("a canvas covers the text under its filled cells only, the cells' union included", () => {
    const halves = [
      [0, 0, 200, 40],
      [200, 0, 200, 40],
    ];
    expect(coveredText(page({ paints: halves })).has(2)).toBe(true);
    expect(coveredText(page({ paints: [halves[0]!] })).has(2)).toBe(false);
  });
});
