/**
 * What the task has seen, as tokens, so policy can tell when a URL would carry it to another site. The model may be
 * fooled into writing `https://attacker.test/?q=<the user's email>`; we cannot read the model's mind, but we can
 * notice that the URL holds data that arrived from a page and that the user never typed themselves.
 *
 * Page tokens: words of >= 6 characters (3 in Chinese, Japanese or Korean), emails, numbers of >= 4 digits (card endings, order ids, phone numbers).
 * User tokens: the user's own words (>= 3 characters), which are fine to send anywhere the user asked for.
 * Plain JSON arrays, capped, so the state persists with the task.
 */
import { collapse, decodings, shiftSignature } from './encodings';
import { namedHosts, userNamedSite } from './named-hosts';

export interface SeenData {
  page: string[];
  user: string[];
  /**
   * Where each page token was read, parallel to `page`: indexes into `sources` (origins, or "tabs" for the tab
   * list). A token without an entry came from nowhere known, so it is foreign to every site (when in doubt, data).
   */
  from?: number[][];
  sources?: string[];
  /** Hosts the user named in their own words ("shop.example", "localhost:8080"): the sites the user chose. */
  named?: string[];
}

export type SeenSource = 'page' | 'user';

/** Oldest tokens drop first; a long task on big pages stays bounded (~20k short strings). */
export const MAX_SEEN_TOKENS = 20_000;

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
const NUMBER = /\d(?:[\d \u00a0.-]*\d)?/g;
/** Thousands grouped by commas, which NUMBER splits (a comma also separates list items). */
const GROUPED = /\d{1,3}(?:,\d{3})+(?:\.\d+)?/g;
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
  // "48,213.77" is one amount as well as its pieces (red team c5-r10-balance-digits: typed as 48213.77).
  for (const m of [...lower.matchAll(NUMBER), ...lower.matchAll(GROUPED)]) {
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

/**
 * Returns a new SeenData with the text's tokens added (duplicates skipped, oldest dropped past the cap). `origin`
 * says where page text was read (an origin, or "tabs"); a token read again elsewhere gains that place too.
 */
export function addSeen(seen: SeenData, text: string, source: SeenSource, origin?: string): SeenData {
  if (source === 'user') {
    const have = new Set(seen.user);
    const fresh = tokens(text, 3).filter((t) => !have.has(t));
    const named = namedHosts(text).filter((h) => !seen.named?.includes(h));
    if (fresh.length === 0 && named.length === 0) return seen;
    const user = cap([...seen.user, ...fresh]);
    return { ...seen, user, ...(named.length || seen.named ? { named: [...(seen.named ?? []), ...named] } : {}) };
  }
  const sources = [...(seen.sources ?? [])];
  let at = origin === undefined ? -1 : sources.indexOf(origin);
  if (origin !== undefined && at < 0) at = sources.push(origin) - 1;
  const index = new Map(seen.page.map((t, i) => [t, i]));
  const from = seen.page.map((_, i) => seen.from?.[i] ?? []);
  let changed = false;
  const page = [...seen.page];
  for (const t of tokens(text, 6)) {
    const i = index.get(t);
    if (i === undefined) {
      index.set(t, page.length);
      page.push(t);
      from.push(at >= 0 ? [at] : []);
      changed = true;
    } else if (at >= 0 && !from[i]!.includes(at)) {
      from[i] = [...from[i]!, at];
      changed = true;
    }
  }
  if (!changed) return seen;
  const drop = Math.max(0, page.length - MAX_SEEN_TOKENS);
  return { ...seen, page: page.slice(drop), from: from.slice(drop), sources };
}

function cap<T>(list: T[]): T[] {
  return list.length > MAX_SEEN_TOKENS ? list.slice(list.length - MAX_SEEN_TOKENS) : list;
}

/** Where a page token was read (origins or "tabs"); empty when unknown. */
export function sourcesOf(seen: SeenData, index: number): string[] {
  return (seen.from?.[index] ?? []).map((i) => seen.sources?.[i]).filter((s): s is string => !!s);
}

/**
 * The parts of a URL that can carry data: path, query, fragment and the subdomain labels (the host minus its last
 * two labels and "www"), as raw text: decodings() makes every readable form of it.
 */
export function urlPayload(url: string): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return url;
  }
  const labels = u.hostname.split('.');
  const sub = /^[\d.]+$/.test(u.hostname) ? [] : labels.slice(0, -2).filter((l) => l !== 'www');
  // Data split over parameters ("a=alic&b=e.ca&c=nary") joins up again without the names between the pieces: the
  // values (and the names) in order and sorted by name, in the query and in a fragment written like one.
  const params = [u.searchParams, new URLSearchParams(u.hash.slice(1))].flatMap((p) => [...p.entries()]);
  const sorted = [...params].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const joined =
    params.length > 1
      ? [params, sorted].flatMap((list) => [list.map(([, v]) => v).join(''), list.map(([k]) => k).join('')])
      : [];
  return [sub.join('.'), u.username, u.password, u.pathname, u.search, u.hash, ...joined].filter(Boolean).join(' ');
}

/** Seen page data the text would carry to a site it was never read on (all page data, when no site is given). */
export function carriedData(text: string, seen: SeenData, sink?: string): string[] {
  return matchSeen(text, seen, { sink }).map((m) => m.data);
}

export interface SeenMatch {
  /** The token as it was seen (already redacted text). */
  data: string;
  /** Where it was read: origins, "tabs", or nothing (unknown). */
  from: string[];
}

/**
 * Page tokens found in `text` or any decoding of it, skipping those read on `sink` itself (the site already has
 * them) or on `own` (a link's own page), and those the user wrote. Exact token matches; separator-free substring
 * matches for identifying tokens (digits, "@") of >= 6 letters and digits and for other tokens of >= 8, so pieces
 * joined by dashes, slashes or subdomain dots still match; CJK windows of three characters.
 */
export function matchSeen(
  text: string,
  seen: SeenData,
  opts: { sink?: string; own?: string; extra?: string[] } = {},
): SeenMatch[] {
  const variants = decodings(text);
  const words = new Set(variants.flatMap((v) => tokens(v, 6)));
  const flat = [...variants.map(collapse), ...variants.map((v) => collapse([...v].reverse().join('')))];
  for (const e of opts.extra ?? []) flat.push(collapse(e));
  const user = new Set(seen.user);
  const shifted = variants.map(shiftSignature);
  const found = new Map<string, SeenMatch>();
  seen.page.forEach((t, i) => {
    if (user.has(t) || found.has(t)) return;
    const from = sourcesOf(seen, i);
    if (opts.sink && from.includes(opts.sink)) return;
    if (opts.own && from.includes(opts.own)) return;
    const bare = collapse(t);
    const identifying = /\d|@/.test(t);
    // A token of 8+ letters shifted by any Caesar key (shiftSignature) is the same datum.
    const sig = shiftSignature(t);
    if (
      words.has(t) ||
      (bare.length >= (identifying ? 6 : 8) && flat.some((f) => f.includes(bare))) ||
      (sig.length >= 7 && shifted.some((s) => s.includes(sig)))
    ) {
      found.set(t, { data: t, from });
      return;
    }
    // CJK: the card shows the outgoing run, not the whole page sentence it came from.
    const run = CJK_ANY.test(t) ? cjkHit(t, variants, seen) : undefined;
    if (run && !found.has(run)) found.set(run, { data: run, from });
  });
  return [...found.values()];
}

/** Chinese, Japanese and Korean are written without spaces: a page's sentence is one long token. */
const CJK = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}]';
/** Three CJK characters hold about as much as six Latin letters (a full name, a street): the same bar as words. */
const CJK_WINDOW = 3;
const CJK_RUN = new RegExp(`${CJK}{${CJK_WINDOW},}`, 'gu');
const CJK_ANY = new RegExp(CJK, 'u');

/**
 * A CJK page token is carried when some 3-character window of the outgoing CJK runs is inside it and inside no
 * user token (the user's own words, in any sentence they wrote, are theirs to send).
 */
function cjkHit(token: string, variants: string[], seen: SeenData): string | undefined {
  for (const v of variants)
    for (const run of v.match(CJK_RUN) ?? []) {
      const chars = [...run];
      for (let i = 0; i + CJK_WINDOW <= chars.length; i++) {
        const window = chars.slice(i, i + CJK_WINDOW).join('');
        if (token.includes(window) && !seen.user.some((u) => u.includes(window))) return run;
      }
    }
  return undefined;
}

/**
 * Did the page, not the user, suggest this URL's site? True when page text named the host and the user never named
 * it (a whole hostname in their words: "shop.example", not a word that happens to be one of its labels).
 */
export function siteFromPage(url: string, seen: SeenData): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return true;
  }
  if (userNamedSite(url, seen)) return false;
  const bare = host.replace(/^www\./, '');
  const page = new Set(seen.page);
  return page.has(host) || page.has(bare) || seen.page.some((t) => t.length >= 6 && t.includes(bare));
}
