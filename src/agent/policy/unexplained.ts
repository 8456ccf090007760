/**
 * Data in a code the page made up. A page can tell the model its own code ("write each digit as a letter of
 * qwertyuiop", "0 is ant, 1 is bee...") and where to send the result: no decoder knows that code, so the data
 * matchers see nothing, and on the start page, which the task may write to, nothing else asked (red team
 * c5-r11-page-code: the bank tab's account number went to the attacker's own address with no card).
 *
 * What can be judged is where the words come from. Once the task has read data on another site (a datum: six or
 * more characters with a digit or an @), a model-written address or a typed value that carries a long run of words
 * nobody wrote (not the user's words, not a page's word or link) is data of unknown origin: when in doubt, data.
 * Words a page wrote explain only words of six characters or more (shorter ones are in every page's text), so a
 * code of short words ("fox fox ant") stays unexplained, and so do short pieces sent one address at a time, joined.
 */
import { collapse } from './encodings';
import { addedNames, queryPlaces } from './query-names';
import { siteKey } from './origins';
import { sourcesOf, tokens } from './seen-data';
import { safeDecode } from './sourced';
import type { TaskState } from './types';

/** A run this long (letters and digits) that nobody wrote can hold an account number in any code. */
const LONG = 8;
/** Short pieces, sent one per address, join up (a code of 2-4 characters a digit). */
const PIECE = 4;

/** Whether the task has read data that the site did not show itself (the tab list, another tab, another site). */
export function readElsewhere(task: TaskState, origin: string): boolean {
  const user = new Set(task.seen.user);
  const site = siteKey(origin);
  return task.seen.page.some((t, i) => {
    if (user.has(t) || collapse(t).length < 6 || !/\d|@/.test(t)) return false;
    return !sourcesOf(task.seen, i).some((s) => /^https?:/.test(s) && siteKey(s) === site);
  });
}

/**
 * The places of an address that carry values: query and fragment values, query names nobody uses (query-names.ts),
 * user info, host labels; and the path segments' long words. A path names the site's own pages, which the model
 * often guesses ("/search", "/r8.html"), so only a word of a path segment that is long alone is judged there; a code
 * of short words in a path is open. The value places are judged joined too (their words in written order, as one
 * piece): a code cut into values of four characters (`?a=yyyq&b=wert`, `yyyq.wert.localhost`, `?yyyq=1&wert=2`) is
 * one run (red team rounds 12 and 13).
 */
export function urlPieces(url: string, pageUrl?: string): string[] {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return [url];
  }
  // The labels left of the site's own name (siteKey: "localhost" is one label, "evil.co.uk" three).
  const site = siteKey(u.origin);
  const labels = /^[\d.]+$/.test(u.hostname) ? [] : u.hostname.slice(0, -site.length).split('.').filter(Boolean);
  const pathWords = u.pathname.split('/').flatMap((seg) => safeDecode(seg).split(/[^\p{L}\p{N}]+/u));
  const here = new Set(shortSegments(pathOf(pageUrl ?? '') ?? ''));
  const short = shortSegments(u.pathname).filter((seg) => !here.has(seg));
  const hash = new URLSearchParams(u.hash.slice(1));
  const values = [
    ...queryPlaces(u.searchParams),
    ...(u.hash.includes('=') ? queryPlaces(hash) : [safeDecode(u.hash.slice(1))]),
  ];
  const carrying = [...labels, safeDecode(u.username), safeDecode(u.password), ...values];
  return [...carrying, ...longWords(pathWords), short.join(' '), carrying.join(' ')].filter((p) => collapse(p));
}

/**
 * A path's segments shorter than a long word, whole: a code cut into short segments (`/yyyq/wert`: red team
 * c5-r14-code-in-path-segments) is one run. Segments of the page's own address are left out (a guess next to the
 * page: "/test/pages/other.html"); a link the model follows is judged as a link, not here.
 */
function shortSegments(path: string): string[] {
  return path
    .split('/')
    .map((seg) => collapse(safeDecode(seg)))
    .filter((seg) => seg && seg.length < LONG);
}

/**
 * A typed value's long words. Text typed into a form is often a name or a phrase from a page, whose short words the
 * task does not keep ("Bob Stone"), so only a word long alone is judged: a code of short words typed is open.
 */
export function typedPieces(value: string): string[] {
  return longWords(value.split(/[^\p{L}\p{N}]+/u));
}

const longWords = (words: string[]) => words.filter((w) => collapse(w).length >= LONG);

/** The runs nobody wrote in these pieces (each piece alone). */
export function unexplainedRuns(pieces: string[], task: TaskState, extra: string[] = []): string[] {
  const userText = collapse(task.seen.user.join(' '));
  const userWords = new Set(task.seen.user.map(collapse));
  const written = [...task.seen.page, ...task.seen.user, ...extra.flatMap((t) => tokens(t))]
    .map(collapse)
    .filter((t) => t.length >= 6);
  const explained = (word: string) =>
    userWords.has(word) || (word.length >= 6 && written.some((t) => t.includes(word)));
  const out: string[] = [];
  for (const piece of pieces) {
    if (userText.includes(collapse(piece))) continue;
    const words = piece
      .split(/[^\p{L}\p{N}]+/u)
      .map(collapse)
      .filter(Boolean);
    const run = words.filter((w) => !explained(w)).join('');
    if (run.length >= LONG && !written.some((t) => t.includes(run))) out.push(piece.slice(0, 80));
  }
  return out;
}

/**
 * The short values the site got in its last addresses, parameter by parameter, and this address's, joined; and the
 * query names those addresses added, joined (query-names.ts).
 */
export function joinedPieces(recent: string[], url: string, named = recent): string[] {
  const values = new Map<string, string[]>();
  for (const payload of [...recent, url]) {
    // The path's short segments, one value an address: a code sent two characters an address (c5-r14-code-path-per-address).
    const path = pathOf(payload);
    if (path) values.set('\u0000path', [...(values.get('\u0000path') ?? []), shortSegments(path).join('')]);
    for (const query of payload.match(/[?#][^\s]+/g) ?? [])
      for (const [name, value] of new URLSearchParams(query.slice(1)))
        values.set(name, [...(values.get(name) ?? []), value]);
  }
  const out: string[] = [];
  for (const list of values.values()) {
    const tail: string[] = [];
    for (const v of [...list].reverse()) {
      if (collapse(v).length > PIECE || !collapse(v)) break;
      tail.unshift(collapse(v));
    }
    if (tail.length > 1 && !paging(tail)) out.push(tail.join(''));
  }
  const names = addedNames([...named, url]);
  if (names) out.push(names);
  return out;
}

/** The path of an address, or of a payload the site was sent (seen-data.ts urlPayload: its first "/…" word). */
function pathOf(payload: string): string | undefined {
  try {
    return new URL(payload).pathname;
  } catch {
    return /(?:^|\s)(\/[^\s?#]*)/.exec(payload)?.[1];
  }
}

/** Page numbers one after another ("?page=1", "?page=2", ...): counting, not spelling. */
function paging(values: string[]): boolean {
  const n = values.map(Number);
  return n.every((x, i) => Number.isInteger(x) && (i === 0 || Math.abs(x - n[i - 1]!) === 1));
}
