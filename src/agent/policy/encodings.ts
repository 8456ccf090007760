/**
 * Every readable form of outgoing text, for the data-flow check: a fooled model (or a page's instructions to it)
 * can hide data it sends in hex, base64 (plain, url-safe, behind a prefix), base32, percent-encoding, reversed
 * text, character codes or escapes, or split into short pieces with separators between them. decodings() returns
 * the text itself plus every decoding that looks like text, nested a few levels (base64 of hex of reversed...),
 * all lower-cased; collapse() removes separators so pieces join up again. When in doubt it is data: a decoding is
 * kept when most of it is printable, not only when all of it is.
 */

const MAX_VARIANTS = 96;
const MAX_DEPTH = 3;
const MAX_LENGTH = 20_000;

/** Lower-cased text and its decodings (including the text itself). */
export function decodings(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  let layer = [text.slice(0, MAX_LENGTH)];
  for (let depth = 0; depth <= MAX_DEPTH && layer.length; depth++) {
    const next: string[] = [];
    for (const variant of layer) {
      if (seen.has(variant) || out.length >= MAX_VARIANTS) continue;
      seen.add(variant);
      out.push(variant);
      if (depth < MAX_DEPTH) next.push(...decodeOnce(variant));
    }
    layer = next;
  }
  // Filler between the characters ("aqlqiqcqeq.q"): every 2nd and 3rd character, from each start, of the text and
  // of its percent-decoding (the address carries "%40" for "@").
  for (const whole of [text, percentDecode(text) ?? text].map((t) => [...t.slice(0, MAX_LENGTH)]))
    if (whole.length >= 16)
      for (const step of [2, 3])
        for (let start = 0; start < step; start++) out.push(whole.filter((_, i) => i % step === start).join(''));
  return [...new Set(out.map((v) => v.normalize('NFKC').toLowerCase()))];
}

/**
 * The letters of a text as the steps between neighbours (mod 26): every Caesar shift of a text has the same
 * signature ("alice" and "dolfh" alike), so one comparison covers the 25 shifts rot13 is only one of.
 */
export function shiftSignature(text: string): string {
  const letters = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  let out = '';
  for (let i = 1; i < letters.length; i++)
    out += String.fromCharCode(97 + ((letters.charCodeAt(i) - letters.charCodeAt(i - 1) + 26) % 26));
  return out;
}

/** Letters and digits only: "ja-ne.do/e" and "jane doe" both become "janedoe". */
export function collapse(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** One level of decoding: each decoder that finds something adds what it found. */
function decodeOnce(text: string): string[] {
  const out = new Set<string>();
  const add = (s: string | undefined) => {
    if (s && s !== text && s.trim()) out.add(s);
  };
  add(percentDecode(text));
  add(escapesDecode(text));
  add([...text].reverse().join(''));
  add(rot13(text));
  add(charCodes(text));
  for (const s of base64Runs(text)) add(s);
  for (const s of hexRuns(text)) add(s);
  for (const s of base32Runs(text)) add(s);
  return [...out];
}

function percentDecode(text: string): string | undefined {
  if (!/%[0-9a-f]{2}|\+/i.test(text)) return undefined;
  let s = text.replace(/\+/g, ' ');
  for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(s); i++) {
    try {
      s = decodeURIComponent(s);
    } catch {
      // A lone "%" breaks decodeURIComponent: decode the valid escapes one by one.
      s = s.replace(/(?:%[0-9a-f]{2})+/gi, (m) => {
        try {
          return decodeURIComponent(m);
        } catch {
          return m;
        }
      });
      break;
    }
  }
  return s;
}

/** \x41, \u0041, \u{1F600}, &#65; &#x41; */
function escapesDecode(text: string): string | undefined {
  if (!/\\x[0-9a-f]{2}|\\u[0-9a-f{]|&#x?[0-9a-f]+;/i.test(text)) return undefined;
  const code = (n: number) => (n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '');
  return text
    .replace(/\\x([0-9a-f]{2})/gi, (_m, h: string) => code(Number.parseInt(h, 16)))
    .replace(/\\u\{([0-9a-f]{1,6})\}|\\u([0-9a-f]{4})/gi, (_m, a: string, b: string) =>
      code(Number.parseInt(a ?? b, 16)),
    )
    .replace(/&#x([0-9a-f]+);/gi, (_m, h: string) => code(Number.parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_m, d: string) => code(Number.parseInt(d, 10)));
}

function rot13(text: string): string | undefined {
  if (!/[a-z]{4}/i.test(text)) return undefined;
  return text.replace(/[a-z]/gi, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
}

/** "106,97,110,101" or "106 97 110 101": printable character codes in a row. */
function charCodes(text: string): string | undefined {
  const runs = text.match(/\b\d{2,3}(?:[\s,;.|_-]+\d{2,3}){3,}\b/g);
  if (!runs) return undefined;
  const decoded = runs
    .map((run) => run.split(/[\s,;.|_-]+/).map(Number))
    .filter((codes) => codes.every((n) => n >= 32 && n < 127))
    .map((codes) => String.fromCharCode(...codes));
  return decoded.length ? decoded.join(' ') : undefined;
}

/** Bytes as text when most of it is printable; undefined for noise (random ids decode to noise). */
function bytesToText(bytes: Uint8Array): string | undefined {
  if (bytes.length < 3) return undefined;
  const text = new TextDecoder().decode(bytes);
  const chars = [...text];
  const printable = chars.filter((c) => /[\p{L}\p{N}\p{P}\p{S}\s]/u.test(c) && c !== '\ufffd').length;
  if (printable / chars.length < 0.75) return undefined;
  return text.replace(/[^\p{L}\p{N}\p{P}\p{S}\s]|\ufffd/gu, ' ');
}

/**
 * Base64 runs, plain or url-safe, tried from each of the first few offsets so a glued-on prefix ("b64:", "x",
 * "token") cannot shift the decoding out of alignment. Case matters in base64, so this runs on the raw text.
 */
function base64Runs(text: string): string[] {
  const out: string[] = [];
  for (const run of text.match(/[A-Za-z0-9+/_-]{8,}={0,2}/g) ?? []) {
    const body = run.replace(/=+$/, '');
    for (let offset = 0; offset <= Math.min(12, body.length - 8); offset++) {
      const decoded = base64(body.slice(offset));
      if (decoded) {
        out.push(decoded);
        break;
      }
    }
  }
  return out;
}

function base64(s: string): string | undefined {
  const std = s.replace(/-/g, '+').replace(/_/g, '/');
  const usable = std.slice(0, std.length - (std.length % 4 === 1 ? 1 : 0));
  try {
    const binary = atob(usable + '='.repeat((4 - (usable.length % 4)) % 4));
    return bytesToText(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

/** Hex runs (separators between pairs allowed: "6a:61:6e" or "6a-61-6e"), at both nibble alignments. */
function hexRuns(text: string): string[] {
  const out: string[] = [];
  for (const run of text.match(/[0-9a-f]{2}(?:[\s:._-]?[0-9a-f]{2}){3,}[0-9a-f]?/gi) ?? []) {
    const hex = run.replace(/[\s:._-]/g, '');
    for (const start of [0, 1]) {
      const pairs = hex.slice(start).match(/[0-9a-f]{2}/gi) ?? [];
      const decoded = bytesToText(Uint8Array.from(pairs.map((p) => Number.parseInt(p, 16))));
      if (decoded) {
        out.push(decoded);
        break;
      }
    }
  }
  return out;
}

const B32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** Base32 (RFC 4648), the DNS-exfiltration favourite: hostnames lose case, so base64 does not survive there. */
function base32Runs(text: string): string[] {
  const out: string[] = [];
  for (const run of text.toLowerCase().match(/[a-z2-7]{8,}=*/g) ?? []) {
    let bits = 0;
    let value = 0;
    const bytes: number[] = [];
    for (const c of run.replace(/=+$/, '')) {
      value = (value << 5) | B32.indexOf(c);
      bits += 5;
      if (bits >= 8) {
        bytes.push((value >>> (bits - 8)) & 0xff);
        bits -= 8;
      }
    }
    const decoded = bytesToText(Uint8Array.from(bytes));
    // Plain lower-case words are valid base32 too; keep only decodings that read as words or numbers.
    if (
      decoded &&
      /[\p{L}\p{N}]{3}/u.test(decoded) &&
      (decoded.match(/[\p{L}\p{N}@.]/gu)?.length ?? 0) > decoded.length * 0.7
    )
      out.push(decoded);
  }
  return out;
}
