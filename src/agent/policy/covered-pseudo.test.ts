/**
 * Covers drawn without a background colour of an element's own (red team c4-r8-*): a ::before / ::after box (the
 * collectors add it as a child of its element, `order` saying where it paints), an opaque gradient, and a box
 * pinned to the screen over text no scroll brings out.
 */
import { describe, expect, it } from 'vitest';
import { coveredText, type PaintNode } from './covered';
import { opaqueImage, paintsOver } from './paint-values';

const box = [8, 100, 600, 40];
/** body > box (relative) > paragraph > text, and the box's pseudo-element painted at `order`. */
function page(pseudo: Partial<PaintNode>, textPosition?: string): PaintNode[] {
  return [
    { parent: -1, text: false, box: [0, 0, 1280, 720] },
    { parent: 0, text: false, box, position: 'relative', zIndex: 'auto' },
    { parent: 1, text: false, box: [12, 104, 500, 20], ...(textPosition ? { position: textPosition } : {}) },
    { parent: 2, text: true, box: [12, 104, 480, 18] },
    { parent: 1, text: false, box, position: 'absolute', zIndex: 'auto', opaque: true, ...pseudo },
  ];
}

describe('covers with no background colour of their own', () => {
  it("an ::after box over its element's text covers it; see-through, it does not", () => {
    expect(coveredText(page({ order: 3.5 })).has(3)).toBe(true);
    expect(coveredText(page({ order: 3.5, opaque: false })).has(3)).toBe(false);
  });

  it('a ::before box paints under positioned children that come after it, over in-flow ones', () => {
    expect(coveredText(page({ order: 1.5 })).has(3)).toBe(true);
    expect(coveredText(page({ order: 1.5 }, 'relative')).has(3)).toBe(false);
    // The same box as an ::after (behind the children) paints over the positioned paragraph.
    expect(coveredText(page({ order: 3.5 }, 'relative')).has(3)).toBe(true);
  });

  it('an opaque gradient or a picture paints over its box; a see-through gradient does not', () => {
    expect(opaqueImage('linear-gradient(rgb(255, 255, 255), rgb(255, 255, 255))')).toBe(true);
    expect(opaqueImage('url("a.png"), radial-gradient(rgb(0, 0, 0) 10%, rgba(1, 2, 3, 0.95))')).toBe(true);
    expect(opaqueImage('linear-gradient(rgba(0, 0, 0, 0), rgb(0, 0, 0))')).toBe(false);
    expect(opaqueImage('linear-gradient(transparent, rgb(0, 0, 0))')).toBe(false);
    expect(opaqueImage('url("cover.png")')).toBe(true);
    expect(opaqueImage('none')).toBe(false);
    expect(paintsOver('rgba(0, 0, 0, 0)', 'linear-gradient(rgb(1, 1, 1), rgb(2, 2, 2))')).toBe(true);
    expect(paintsOver('rgb(255, 255, 255)', 'none')).toBe(true);
    expect(paintsOver('rgba(255, 255, 255, 0.5)', 'none')).toBe(false);
  });

  it('a pinned box hides what no scroll of the page moves out from under it', () => {
    const nodes: PaintNode[] = [
      { parent: -1, text: false, box: [0, 0, 1280, 720] },
      { parent: 0, text: false, box: [0, 310, 500, 20], position: 'absolute' },
      { parent: 1, text: true, box: [0, 310, 480, 18] },
      { parent: 0, text: false, box: [0, 300, 700, 60], position: 'fixed', zIndex: 'auto', opaque: true },
    ];
    const still = { scroll: [0, 0, 0, 0], size: [1280, 720] };
    expect(coveredText(nodes, new Set(), still).has(2)).toBe(true);
    // The page scrolls: a sticky header over what scrolled under it is one scroll away.
    expect(coveredText(nodes, new Set(), { ...still, scroll: [0, 0, 0, 900] }).has(2)).toBe(false);
    // Not told how the page scrolls (the DOMSnapshot path): pinned boxes cover nothing.
    expect(coveredText(nodes).has(2)).toBe(false);
  });
});
