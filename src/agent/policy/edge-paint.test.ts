/**
 * Paint laid over text by a box's edges (issue 11): borders, outlines and box shadows as covered.ts's covers. Each
 * case is a positioned box over a line of text, judged as both collectors judge it (hidden-styles.ts).
 */
import { describe, expect, it } from 'vitest';
import { coveredText, type PaintNode } from './covered';
import { type EdgeStyle, edgePaints } from './edge-paint';

const TEXT = [10, 10, 300, 20];

/** Is the line at TEXT covered by a positioned box at `box` drawn with `style` (laid over it, later in the page)? */
function hides(style: EdgeStyle, box: number[]): boolean {
  const edges = edgePaints(style, box);
  const nodes: PaintNode[] = [
    { parent: -1, text: false, box: [0, 0, 800, 600] },
    { parent: 0, text: false, box: [0, 0, 800, 100] },
    { parent: 1, text: true, box: TEXT },
    { parent: 0, text: false, box, position: 'absolute', paints: edges.under, over: edges.over },
  ];
  return coveredText(nodes).has(2);
}

/** Does a box holding the line's text cover it with its own edges? */
function hidesOwn(style: EdgeStyle): boolean {
  const edges = edgePaints(style, [0, 0, 320, 40]);
  const nodes: PaintNode[] = [
    { parent: -1, text: false, box: [0, 0, 800, 600] },
    { parent: 0, text: false, box: [0, 0, 320, 40], position: 'relative', paints: edges.under, over: edges.over },
    { parent: 1, text: true, box: TEXT },
  ];
  return coveredText(nodes).has(2);
}

const WHITE = 'rgb(255, 255, 255)';

describe('edges that paint over text', () => {
  it('an inset shadow fills the box laid over the text', () => {
    expect(hides({ 'box-shadow': `${WHITE} 0px 0px 0px 999px inset` }, [0, 0, 400, 50])).toBe(true);
    // A thin inset ring (a card's inner line) leaves the middle clear.
    expect(hides({ 'box-shadow': `${WHITE} 0px 0px 0px 2px inset` }, [0, 0, 400, 50])).toBe(false);
  });

  it('an outset spread paints the band around a 1px line', () => {
    expect(hides({ 'box-shadow': `${WHITE} 0px 0px 0px 40px` }, [20, 20, 280, 1])).toBe(true);
    // Faded or blurred away: a card's soft shadow paints nothing solid.
    expect(hides({ 'box-shadow': 'rgba(0, 0, 0, 0.2) 0px 0px 0px 40px' }, [20, 20, 280, 1])).toBe(false);
    expect(hides({ 'box-shadow': `${WHITE} 0px 0px 80px 40px` }, [20, 20, 280, 1])).toBe(false);
  });

  it('a wide opaque border paints over the text; a see-through or thin one does not', () => {
    const box = [0, 0, 400, 50];
    expect(hides({ 'border-width': '40px 0px 0px', 'border-color': WHITE }, box)).toBe(true);
    expect(hides({ 'border-width': '40px 0px 0px', 'border-color': 'rgba(0, 0, 0, 0)' }, box)).toBe(false);
    expect(hides({ 'border-width': '2px', 'border-color': WHITE }, box)).toBe(false);
  });

  it('an outline paints over its own text; a focus ring of 3px does not', () => {
    const outline = { 'outline-style': 'solid', 'outline-color': WHITE };
    expect(hidesOwn({ ...outline, 'outline-width': '30px', 'outline-offset': '-30px' })).toBe(true);
    expect(hidesOwn({ ...outline, 'outline-width': '3px', 'outline-offset': '0px' })).toBe(false);
    expect(hides({ ...outline, 'outline-width': '3px', 'outline-offset': '2px' }, [0, 0, 400, 50])).toBe(false);
    expect(
      hidesOwn({ ...outline, 'outline-style': 'dashed', 'outline-width': '30px', 'outline-offset': '-30px' }),
    ).toBe(false);
  });

  it("a box's border and shadows stay under its own text", () => {
    expect(hidesOwn({ 'box-shadow': `${WHITE} 0px 0px 0px 999px inset` })).toBe(false);
    expect(hidesOwn({ 'border-width': '40px', 'border-color': WHITE })).toBe(false);
  });
});
