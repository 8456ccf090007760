/**
 * The covered-text rule (covered.ts) and boxes that scroll: text in a scroller under a cover outside it is one scroll
 * away when some scroll brings it out from under the cover into the part of the box that shows; not otherwise.
 * Boxes as Chromium gave them on ag-grid-community's staff grid (its horizontal scroll bar strip, an opaque white
 * box, lies over the last row the grid's viewport cuts in half).
 */
import { describe, expect, it } from 'vitest';
import { coveredText, type PaintNode } from './covered';

const white = { position: 'relative', zIndex: 'auto', opaque: true };

/** root > scroller > row text, and a cover after the scroller (outside it), painted above it. */
function grid(opts: { scroll?: number[]; cover: number[]; text: number[]; coverInside?: boolean }): PaintNode[] {
  return [
    { parent: -1, text: false, box: [0, 0, 1280, 720] },
    { parent: 0, text: false, box: [17, 71, 898, 418], ...(opts.scroll ? { scroll: opts.scroll } : {}) },
    { parent: 1, text: false, box: [17, 462, 898, 42], position: 'absolute', zIndex: 'auto', opaque: true },
    { parent: 2, text: true, box: opts.text },
    { parent: opts.coverInside ? 1 : 0, text: false, box: opts.cover, ...white },
  ];
}
const rowText = [30, 474, 60, 16];
const scrollBar = [17, 473, 898, 16];
const covered = (nodes: PaintNode[]) => coveredText(nodes).has(3);

describe('covered text in a box that scrolls', () => {
  it("a grid's scroll bar strip over a row the grid scrolls: one scroll away, not hidden", () => {
    expect(covered(grid({ scroll: [0, 0, 0, 1359], cover: scrollBar, text: rowText }))).toBe(false);
    // The same boxes with nothing to scroll: the row can never come out from under the strip.
    expect(covered(grid({ cover: scrollBar, text: rowText }))).toBe(true);
    expect(covered(grid({ scroll: [0, 0, 0, 0], cover: scrollBar, text: rowText }))).toBe(true);
  });

  it('a box that scrolls sideways only (its other axis overflow: hidden, given as 0 and 0) cannot lift the row out', () => {
    expect(covered(grid({ scroll: [0, 0, 600, 0], cover: scrollBar, text: rowText }))).toBe(true);
  });

  it('a cover over the whole scrolling box hides its text however far it scrolls', () => {
    expect(covered(grid({ scroll: [0, 0, 0, 1359], cover: [17, 71, 898, 418], text: rowText }))).toBe(true);
  });

  it('text at the top of an unscrolled box under a cover over its top: scrolling only takes it further up', () => {
    const text = [30, 80, 60, 16];
    expect(covered(grid({ scroll: [0, 0, 0, 1359], cover: [17, 71, 898, 150], text }))).toBe(true);
    // Scrolled down 200 px already: scrolling back up brings it below the cover.
    expect(covered(grid({ scroll: [0, 200, 0, 1359], cover: [17, 71, 898, 150], text }))).toBe(false);
  });

  it('a cover inside the scrolling box moves with the text: hidden', () => {
    expect(
      covered(grid({ scroll: [0, 0, 0, 1359], cover: [17, 462, 898, 42], text: rowText, coverInside: true })),
    ).toBe(true);
  });
});
