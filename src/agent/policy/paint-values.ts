/**
 * Computed style values that paint opaque, for the covered-text rule (covered.ts): a background colour or image, an
 * SVG shape's fill, a border or shadow colour (edge-paint.ts). Chrome reports colours as rgb() or rgba().
 */

/**
 * A computed `background-image` that paints over its box (red team c4-r8-gradient-cover, c4-r8-picture-cover): a
 * gradient whose every colour stop is opaque, or a picture. A picture may be see-through, which nothing here can
 * tell without its pixels; taken as a cover, text under a clear one is left out (the model misses what a person
 * reads), which is the safe side: the other way, any picture laid over instructions would pass them to the model.
 */
export function opaqueImage(image: string | undefined): boolean {
  if (!image || image === 'none') return false;
  return layers(image).some((layer) => {
    if (/^(url|(-webkit-)?image-set)\(/.test(layer)) return true;
    if (!/^(repeating-)?(linear|radial|conic)-gradient\(/.test(layer)) return false;
    if (/\btransparent\b/.test(layer)) return false;
    const stops = layer.match(/rgba?\([^)]*\)/g) ?? [];
    return stops.length > 0 && stops.every(opaqueColour);
  });
}

/** A background (computed colour and image) that paints over what lies under its box. */
export function paintsOver(colour: string | undefined, image: string | undefined): boolean {
  return opaqueColour(colour ?? '') || opaqueImage(image);
}

/** An alpha of 0.9 or more in a computed colour. */
export function opaqueColour(c: string): boolean {
  const m = /^rgba?\(([^)]*)\)$/.exec(c.trim());
  if (!m) return false;
  const parts = m[1]!.split(/[\s,/]+/).filter(Boolean);
  return parts.length < 4 || Number.parseFloat(parts[3]!) >= 0.9;
}

/** The comma-separated layers of a background or shadow value, commas inside brackets kept. */
export function layers(value: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      out.push(value.slice(from, i).trim());
      from = i + 1;
    }
  }
  out.push(value.slice(from).trim());
  return out;
}

/**
 * An SVG shape (<rect>, <path>, <circle>...) whose fill paints over its box (issue 11: a white <rect> in an <svg>
 * laid over text). Its box is the fill's bounding box, more than a round or bent shape paints: the safe side.
 */
export function fillsOver(fill: string | undefined, fillOpacity: string | undefined): boolean {
  return opaqueColour(fill ?? '') && (Number.parseFloat(fillOpacity ?? '1') || 0) >= 0.9;
}
