/** Text helpers of the pruner: normalising, truncating with a count, icon glyphs, relative URLs. */

export const MAX_TEXT = 300;
export const MAX_NAME = 150;

/**
 * Characters that draw nothing: zero-width spaces are line-break hints (swagger paths); direction marks and bidi
 * isolates wrap numbers in localised strings (pdf.js's `Page ⁨1⁩`, relay log C101). Invisible, yet tokens.
 */
export const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

export function normalise(s: string): string {
  return s.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

/** Cuts long text and says how much was cut, so the model knows to look closer if it matters. */
export function truncate(s: string, max: number): string {
  if (s.length <= max) return s;
  const keep = Math.floor(max * 0.8);
  return `${s.slice(0, keep)}… (+${s.length - keep} chars)`;
}

/** Private-use-area glyphs (Font Awesome, icomoon...) carry no meaning as text. */
const PUA = /[\uE000-\uF8FF]|[\u{F0000}-\u{FFFFD}]/gu;
export function stripPrivateUse(s: string): string {
  return s.replace(PUA, '');
}

/** `glyph` is the text of an icon-font element; drop it from the front or back of a name that includes it. */
export function stripGlyph(name: string, glyph: string): string {
  if (name === glyph) return name; // the glyph is the only label: better than nothing
  if (name.startsWith(glyph + ' ')) return name.slice(glyph.length + 1);
  if (name.endsWith(' ' + glyph)) return name.slice(0, -glyph.length - 1);
  return name;
}

/** Tracking parameters say nothing about where a link goes, yet cost dozens of tokens (tinymce's footer: 35). */
const TRACKING_PARAM = /^(utm_\w+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|_ga|_gl|ref_src)$/i;
export const MAX_URL = 100;

/** Same-origin links print as path?query#hash: shorter, and what the page itself shows. Tracking params go. */
export function displayUrl(url: string, pageUrl: string): string {
  try {
    const u = new URL(url);
    const base = new URL(pageUrl);
    for (const k of [...u.searchParams.keys()]) if (TRACKING_PARAM.test(k)) u.searchParams.delete(k);
    const text = u.origin === base.origin ? u.pathname + u.search + u.hash : u.href;
    return text.length > MAX_URL ? `${text.slice(0, MAX_URL)}…` : text;
  } catch {
    return url;
  }
}

/** JSON string literal, the FORMAT.md rule for names and values. */
export function quote(s: string): string {
  return JSON.stringify(s);
}
