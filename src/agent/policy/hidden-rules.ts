/**
 * Hidden-text rules on computed style strings, pure, for the DOMSnapshot path (src/background/cdp/hidden-facts.ts).
 * The in-page judge (hidden-text.ts) must stay self-contained, so it repeats these rules inline; the red-team page
 * test/fixtures/pages/redteam/hidden.html checks both against Chromium's layout, variant by variant.
 *
 * Each rule answers "can a person read text here?", because text nobody can see is how a page smuggles
 * instructions to the model (issue 11, class 4).
 */

/** Below this size (in CSS px, after transforms) text is a speck nobody reads: 1px "fine print" carries injections. */
export const TINY_FONT_PX = 6;
/** An image smaller than this on either side is a speck (a tracking pixel): its alt text is seen by no one. */
export const TINY_IMAGE_PX = 8;

/**
 * A box smaller than TINY_IMAGE_PX either way (0 px included) draws nothing a person can make out: a tracking pixel,
 * a link holding only one (Chrome leaves an `<img alt="">` out of the tree, so only the link's own box tells), a
 * button collapsed to 0 px until hovered. No box: not laid out, nothing to judge.
 */
export function isSpeck(box: readonly number[] | undefined): boolean {
  return !!box && Math.min(box[2]!, box[3]!) < TINY_IMAGE_PX;
}
/** A blur this wide (CSS px) leaves ordinary text unreadable. */
export const UNREADABLE_BLUR_PX = 4;
/** A clip shape that leaves at most this much (px) in either direction shows nothing readable. */
const NOTHING_PX = 1;

/** The opacity a `filter` value multiplies in: opacity() factors, and 0 for a blur nobody can read through. */
export function filterOpacity(filter: string | undefined): number {
  if (!filter || filter === 'none') return 1;
  let factor = 1;
  for (const m of filter.matchAll(/(opacity|blur)\(\s*([\d.]+)(%|px)?\s*\)/g)) {
    const n = parseFloat(m[2]!);
    if (m[1] === 'opacity') factor *= m[3] === '%' ? n / 100 : n;
    else if (n >= UNREADABLE_BLUR_PX) factor = 0;
  }
  return factor;
}

/**
 * How much a transform scales lengths on screen (sqrt of the area factor); 1 when there is none or we cannot tell.
 * A 3D one counts as its projection: rotateY(90deg) turns the text edge-on, and edge-on shows nothing.
 */
export function transformScale(transform: string | undefined): number {
  // Most elements have none: skip the regex (this runs for every styled node of every snapshot).
  if (!transform || transform === 'none') return 1;
  const m = /^matrix(3d)?\(([^)]+)\)$/.exec(transform);
  if (!m) return 1;
  const v = m[2]!.split(',').map(Number);
  // matrix(a, b, c, d, e, f); matrix3d is column-major: x' = v0 x + v4 y, y' = v1 x + v5 y.
  const [a, b, c, d] = (m[1] ? [v[0], v[1], v[4], v[5]] : v) as [number, number, number, number];
  return Math.sqrt(Math.abs(a * d - b * c));
}

/** The `scale` and `zoom` properties, which shrink what they hold as a transform does (1 when none). */
export function propertyScale(scale: string | undefined, zoom: string | undefined): number {
  // The common case (no `scale`, zoom 1) without the split and arrays it costs per node.
  if ((!scale || scale === 'none') && (!zoom || zoom === '1')) return 1;
  const parts = (scale ?? '').trim().split(/\s+/).map(Number);
  const [x = 1, y = x] = scale && scale !== 'none' && parts.every((n) => !Number.isNaN(n)) ? parts : [1];
  const z = Number.parseFloat(zoom ?? '');
  return Math.sqrt(Math.abs(x * y)) * (Number.isNaN(z) || z <= 0 ? 1 : z);
}

/** A mask that lets nothing through: gradients and colours only, every one of them transparent. */
export function maskHides(mask: string | undefined): boolean {
  if (!mask || mask === 'none' || /url\(|image-set|element\(/.test(mask)) return false;
  const colours = mask.match(/rgba?\([^)]*\)|transparent/g) ?? [];
  return (
    colours.length > 0 &&
    colours.every((c) => c === 'transparent' || /^rgba?\(([^,]+,){3}\s*0(\.0+)?\s*\)$|\/\s*0(\.0+)?\s*\)$/.test(c))
  );
}

/** Glyphs drawn on top of each other (letter-spacing of minus half a letter or more) read as a smudge. */
export function lettersOverlap(letterSpacing: string | undefined, fontSize: number): boolean {
  const n = Number.parseFloat(letterSpacing ?? '');
  return !Number.isNaN(n) && n <= -0.5 * fontSize;
}

/** A length of a computed clip-path ("12px", "50%", "0") against a reference size; NaN when not plain. */
function length(text: string, reference: number): number {
  const m = /^(-?[\d.]+)(px|%)?$/.exec(text.trim());
  if (!m) return Number.NaN;
  return m[2] === '%' ? (parseFloat(m[1]!) / 100) * reference : parseFloat(m[1]!);
}

/**
 * True when a `clip-path` leaves nothing of a w x h box to see: inset() that meets itself, circle/ellipse of radius
 * 0, a polygon without area, xywh/rect of no size. Shapes we cannot evaluate (calc(), url(#clip)) count as visible.
 */
export function clipPathHides(clipPath: string | undefined, w: number, h: number): boolean {
  const m = /^(inset|circle|ellipse|polygon|xywh|rect|path)\((.*)\)/.exec((clipPath ?? '').trim());
  if (!m) return false;
  const [, shape, body] = m as unknown as [string, string, string];
  const args = body.split(/\s+(?:round|at)\s+/)[0]!.trim();
  const parts = args.split(/\s+/);
  if (shape === 'inset') {
    // Like margin: 1 to 4 values, top right bottom left.
    const [t, r = t, b = t, l = r] = parts as [string, string?, string?, string?];
    const width = w - length(l!, w) - length(r!, w);
    const height = h - length(t, h) - length(b!, h);
    return width <= NOTHING_PX || height <= NOTHING_PX;
  }
  if (shape === 'circle') {
    const radius = length(parts[0] ?? '', Math.hypot(w, h) / Math.SQRT2);
    return radius <= NOTHING_PX / 2;
  }
  if (shape === 'ellipse') return length(parts[0] ?? '', w) <= 0.5 || length(parts[1] ?? '', h) <= 0.5;
  if (shape === 'xywh') return length(parts[2] ?? '', w) <= NOTHING_PX || length(parts[3] ?? '', h) <= NOTHING_PX;
  if (shape === 'rect') {
    const [t, r, b, l] = parts.map((p, i) => length(p, i % 2 ? w : h));
    return r! - l! <= NOTHING_PX || b! - t! <= NOTHING_PX;
  }
  if (shape === 'path') return !/[1-9]/.test(body.replace(/^\s*(nonzero|evenodd)\s*,/, ''));
  // polygon([fill-rule,] x y, x y, ...): the shoelace area.
  const points = body
    .replace(/^\s*(nonzero|evenodd)\s*,/, '')
    .split(',')
    .map((p) => p.trim().split(/\s+/))
    .map(([x = '', y = '']) => [length(x, w), length(y, h)] as [number, number]);
  if (points.some(([x, y]) => Number.isNaN(x) || Number.isNaN(y))) return false;
  let area = 0;
  points.forEach(([x1, y1], i) => {
    const [x2, y2] = points[(i + 1) % points.length]!;
    area += x1 * y2 - x2 * y1;
  });
  return Math.abs(area) / 2 < NOTHING_PX;
}
