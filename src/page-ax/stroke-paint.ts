/**
 * What an SVG shape's stroke paints (red team round 11: text under a white line 40 px wide reached the model, as the
 * covered-text rule saw only the fill's box). Pure, for the page's reads (drawn-paint.ts shapeStroke, get_page_text)
 * and DOMSnapshot's (dom-hints.ts).
 */

/** An alpha of 0.9 or more in a computed colour (as agent/policy/paint-values.ts opaqueColour). */
function opaqueColour(c: string): boolean {
  const m = /^rgba?\(([^)]*)\)$/.exec(c.trim());
  if (!m) return false;
  const parts = m[1]!.split(/[\s,/]+/).filter(Boolean);
  return parts.length < 4 || Number.parseFloat(parts[3]!) >= 0.9;
}

/** An SVG shape, as its stroke paints: a <rect> a ring, a <line> its whole box, another along an outline. */
export type StrokedShape = 'rect' | 'line' | 'other';

/** SVG shapes whose stroke may paint over text. */
export const STROKED = /^(rect|path|circle|ellipse|polygon|line|polyline)$/;

export const strokedShape = (name: string): StrokedShape =>
  name === 'rect' ? 'rect' : name === 'line' ? 'line' : 'other';

/**
 * A shape's stroke paint from DOMSnapshot's computed styles and bounds, which hold the stroke already. The width is
 * the computed one, unscaled: a viewBox that scales a rect's or a path's stroke up is not known here (a line's
 * bounds are its stroke at any scale).
 */
export function snapshotStroke(box: readonly number[], style: Record<string, string | undefined>, name: string) {
  if (!STROKED.test(name)) return [];
  const stroke = {
    colour: style.stroke,
    opacity: style['stroke-opacity'],
    width: Number.parseFloat(style['stroke-width'] ?? '') || 0,
  };
  return strokePaint(box, stroke, strokedShape(name), true);
}

/**
 * What an SVG shape's stroke paints opaque (red team round 11: a white line 40 px wide laid over a paragraph).
 * `box` is the fill's box (getBoundingClientRect: a line's is 0 px tall), half the stroke outside it; or, `inclusive`,
 * the box with the stroke (DOMSnapshot's layout bounds). `width` is the stroke as drawn. A rectangle paints a ring
 * (four bands, or all of it when the ring leaves no hole); a line all of its stroke's box; another shape paints along
 * an outline that can go anywhere in its box, so only a stroke wide enough to leave no hole covers it all (a flat
 * path, a small circle drawn thick): a thinner one is left out.
 */
export function strokePaint(
  box: readonly number[],
  stroke: { colour?: string; opacity?: string; width: number },
  shape: StrokedShape,
  inclusive = false,
): number[][] {
  const { colour, opacity, width } = stroke;
  if (!opaqueColour(colour ?? '') || (Number.parseFloat(opacity ?? '1') || 0) < 0.9) return [];
  // A line's box (with its stroke) is the stroke, at any scale: a thin one is too thin to cover a line of text.
  if (shape !== 'line' && !(width >= 4)) return [];
  const grow = inclusive ? 0 : width / 2;
  const [x, y, w, h] = [box[0]! - grow, box[1]! - grow, box[2]! + 2 * grow, box[3]! + 2 * grow];
  if (shape === 'line' || 2 * width >= Math.min(w, h)) return [[x, y, w, h]];
  if (shape !== 'rect') return [];
  return [
    [x, y, w, width],
    [x, y + h - width, w, width],
    [x, y, width, h],
    [x + w - width, y, width, h],
  ];
}
