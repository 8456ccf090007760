/** Computed style values as numbers: colours (parsed once each), their blend and luminance, lengths with defaults. */

/** `top` (alpha a) painted over an opaque `under`. */
export function blend(top: number[], under: number[]): number[] {
  const a = top[3]!;
  return [0, 1, 2].map((i) => top[i]! * a + under[i]! * (1 - a)).concat(1);
}

/** Some layout nodes come without a value for a property (an empty string): read it as the default. */
export function number(text: string | undefined, fallback: number): number {
  const n = parseFloat(text ?? '');
  return Number.isNaN(n) ? fallback : n;
}

/** A page uses a handful of colours over thousands of nodes: parse each once (bounded, across pages too). */
const parsed = new Map<string, number[] | null>();

/** [r, g, b, a] from the forms getComputedStyle returns; null when unknown (then we do not guess). */
export function colour(text: string): number[] | null {
  let c = parsed.get(text);
  if (c !== undefined) return c;
  if (parsed.size > 1000) parsed.clear();
  c = parseColour(text);
  parsed.set(text, c);
  return c;
}

function parseColour(text: string): number[] | null {
  const t = text.trim().toLowerCase();
  if (t === 'transparent') return [0, 0, 0, 0];
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/.exec(t);
  if (!rgb) return null;
  const a = rgb[4] === undefined ? 1 : rgb[4].endsWith('%') ? parseFloat(rgb[4]) / 100 : parseFloat(rgb[4]);
  return [parseFloat(rgb[1]!), parseFloat(rgb[2]!), parseFloat(rgb[3]!), a];
}

export function luminance(c: number[]): number {
  const lin = c.slice(0, 3).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lin[0]! + 0.7152 * lin[1]! + 0.0722 * lin[2]!;
}
