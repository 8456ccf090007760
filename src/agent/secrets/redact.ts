/**
 * Redaction: the last filter on every text that goes to the model, into history, a log or an export. Known secret
 * values become their placeholder ({{secret:name}}), so the model can still refer to them; password values and API
 * keys become "•••" / "[api key]", which the model cannot use for anything.
 *
 * Matching is case-insensitive and also catches the common re-encodings a page or URL would apply (percent- and
 * JSON-escaping), because a value echoed back by a page ("Signed in as JOHN@CORP.COM") is still the value.
 */
import { placeholder } from './placeholders';

export const PASSWORD_MASK = '•••';
export const API_KEY_MASK = '[api key]';

/** Values shorter than this are not redacted: "ab" would shred ordinary text and protects nothing. */
export const MIN_REDACT_LENGTH = 3;
/**
 * API keys shorter than this are placeholders ("ollama", "test", "lm-studio" for local servers), not secrets: real
 * provider keys are 30+ characters. Redacting "test" would mask every "/test/" in the URLs the model reads.
 */
export const MIN_API_KEY_LENGTH = 16;

export interface RedactionSources {
  secrets?: ReadonlyArray<{ name: string; value: string }>;
  /** Values of password fields the browser side read (see password-values.ts) or the user approved typing. */
  passwords?: readonly string[];
  apiKeys?: readonly string[];
}

export interface Redactor {
  redact(text: string): string;
  /** Redacts every string inside a JSON-like value (tool args, events) and returns a copy. */
  redactDeep<T>(value: T): T;
  /** True when `text` holds any known value, e.g. to assert nothing leaked. */
  leaks(text: string): boolean;
}

interface Rule {
  pattern: RegExp;
  replacement: string;
}

/**
 * A cut value ("the field now holds \"4111111111111111…\" (180 chars)") is still the value: a prefix this long of a
 * secret, right before a cut mark or at the end of the text, is redacted too (and a suffix right after a cut mark).
 */
export const MIN_CUT_PREFIX = 8;
const CUT_MARK = /…|\.\.\./g;
const SEPARATOR_CLASS = '[\\s.\\-_/]';
const SEPARATORS = /[\s.\-_/]+/g;

function redactCutPrefixes(text: string, entries: ReadonlyArray<{ value: string; replacement: string }>): string {
  const long = entries.filter((e) => e.value.length > MIN_CUT_PREFIX);
  if (long.length === 0) return text;
  const lower = text.toLowerCase();
  const cuts: Array<{ from: number; to: number; replacement: string }> = [];
  const ends = [...lower.matchAll(CUT_MARK)].map((m) => m.index);
  for (const e of long) {
    const value = e.value.toLowerCase();
    // A prefix ending at a cut mark or at the end of the text.
    for (const end of [...ends, lower.length]) {
      for (let k = Math.min(value.length - 1, end); k >= MIN_CUT_PREFIX; k--) {
        if (lower.startsWith(value.slice(0, k), end - k)) {
          cuts.push({ from: end - k, to: end, replacement: e.replacement });
          break;
        }
      }
    }
    // A suffix starting right after a cut mark ("…1111").
    for (const m of lower.matchAll(CUT_MARK)) {
      const start = m.index + m[0].length;
      for (let k = Math.min(value.length - 1, lower.length - start); k >= MIN_CUT_PREFIX; k--) {
        if (lower.startsWith(value.slice(value.length - k), start)) {
          cuts.push({ from: start, to: start + k, replacement: e.replacement });
          break;
        }
      }
    }
  }
  let out = text;
  let before = text.length; // cuts are applied from the end; one that overlaps a later one is already covered
  for (const c of cuts.sort((a, b) => b.from - a.from || b.to - a.to)) {
    if (c.to > before) continue;
    out = out.slice(0, c.from) + c.replacement + out.slice(c.to);
    before = c.from;
  }
  return out;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function variants(value: string): string[] {
  const json = JSON.stringify(value).slice(1, -1);
  const url = encodeURIComponent(value);
  const form = url.replace(/%20/g, '+');
  // A page can echo it backwards ("elpmaxe.terces"); the model reads that as easily (red team c6-r10-obscured-echo).
  return [...new Set([value, json, url, form, [...value].reverse().join('')])];
}

/** Base64 (any alignment, url-safe too) and hex runs whose decoding holds a value: the run is the value. */
function redactEncoded(text: string, entries: ReadonlyArray<{ value: string; replacement: string }>): string {
  const values = entries.filter((e) => e.value.length >= MIN_REDACT_LENGTH);
  if (!values.length) return text;
  const holds = (decoded: string) => values.find((e) => decoded.toLowerCase().includes(e.value.toLowerCase()));
  return text.replace(/[A-Za-z0-9+/_-]{8,}={0,2}/g, (run) => {
    const hex = /^(?:[0-9a-f]{2})+$/i.test(run)
      ? run.replace(/../g, (h) => String.fromCharCode(Number.parseInt(h, 16)))
      : '';
    const clean = run.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
    for (const decoded of [hex, ...[0, 1, 2, 3].map((i) => fromBase64(clean.slice(i)))]) {
      const hit = decoded && holds(decoded);
      if (hit) return hit.replacement;
    }
    return run;
  });
}

function fromBase64(s: string): string {
  const body = s.length % 4 === 1 ? s.slice(0, -1) : s;
  try {
    return atob(body + '='.repeat((4 - (body.length % 4)) % 4));
  } catch {
    return '';
  }
}

export function createRedactor(sources: RedactionSources): Redactor {
  const entries: Array<{ value: string; replacement: string }> = [];
  for (const s of sources.secrets ?? []) entries.push({ value: s.value, replacement: placeholder(s.name) });
  for (const p of sources.passwords ?? []) entries.push({ value: p, replacement: PASSWORD_MASK });
  for (const k of sources.apiKeys ?? [])
    if (k.length >= MIN_API_KEY_LENGTH) entries.push({ value: k, replacement: API_KEY_MASK });

  const rules: Rule[] = entries
    .filter((e) => e.value.length >= MIN_REDACT_LENGTH)
    .flatMap((e) => variants(e.value).map((v) => ({ v, replacement: e.replacement })))
    // Longest first, so a secret that contains another is replaced whole.
    .sort((a, b) => b.v.length - a.v.length)
    .map(({ v, replacement }) => ({ pattern: new RegExp(escapeRegExp(v), 'gi'), replacement }));

  // Reformatted values ("4111 1111 1111 1111", "4111-1111-…", "j.a.n.e"): the same letters and digits with
  // separators anywhere. Only for values with enough of them, or ordinary numbers would be shredded.
  const spaced: Rule[] = entries
    .map((e) => ({ core: e.value.replace(SEPARATORS, ''), replacement: e.replacement }))
    .filter((e) => e.core.length >= MIN_CUT_PREFIX)
    .sort((a, b) => b.core.length - a.core.length)
    .map(({ core, replacement }) => ({
      pattern: new RegExp([...core].map(escapeRegExp).join(`${SEPARATOR_CLASS}*`), 'giu'),
      replacement,
    }));

  const redact = (text: string): string => {
    let out = text;
    for (const rule of rules) out = out.replace(rule.pattern, rule.replacement);
    for (const rule of spaced) out = out.replace(rule.pattern, rule.replacement);
    return redactCutPrefixes(redactEncoded(out, entries), entries);
  };

  const redactDeep = <T>(value: T): T => {
    if (typeof value === 'string') return redact(value) as T;
    if (Array.isArray(value)) return value.map(redactDeep) as T;
    if (value && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = redactDeep(v);
      return out as T;
    }
    return value;
  };

  const leaks = (text: string): boolean => redact(text) !== text;

  return { redact, redactDeep, leaks };
}
