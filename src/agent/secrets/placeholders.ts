/**
 * {{secret:name}}: how the model refers to a value the user saved without ever seeing it. The model writes the
 * placeholder into a tool call; the tool layer swaps in the real value right before acting (substituteSecrets), and
 * everything that is stored or shown keeps the placeholder. Errors are values: an unknown name goes back to the
 * model with the names it may use, never with any value.
 */

/** Names as settings allow them (SecretEntry.name); spaces inside the braces are tolerated. */
export const PLACEHOLDER = /\{\{\s*secret:([A-Za-z][A-Za-z0-9_.-]*)\s*\}\}/g;

/** Anything that looks like an attempt at a placeholder, to catch typos like {{secret: work email}}. */
const LOOSE_PLACEHOLDER = /\{\{\s*secret\s*:[^}]*\}\}/gi;

export function placeholder(name: string): string {
  return `{{secret:${name}}}`;
}

/** Secret names a text refers to, in order, without duplicates. */
export function placeholderNames(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(PLACEHOLDER)) if (!names.includes(m[1]!)) names.push(m[1]!);
  return names;
}

export function hasPlaceholder(text: string): boolean {
  return new RegExp(LOOSE_PLACEHOLDER.source, 'i').test(text);
}

/** Where real values come from at the last moment; a Map or settings.secrets both fit. */
export type SecretLookup = ReadonlyMap<string, string> | ReadonlyArray<{ name: string; value: string }>;

export type Substitution = { ok: true; value: string; used: string[] } | { ok: false; error: string; hint: string };

function lookup(store: SecretLookup, name: string): string | undefined {
  if (store instanceof Map) return store.get(name);
  const entry = (store as ReadonlyArray<{ name: string; value: string }>).find((s) => s.name === name);
  return entry?.value;
}

function names(store: SecretLookup): string[] {
  return store instanceof Map ? [...store.keys()] : (store as ReadonlyArray<{ name: string }>).map((s) => s.name);
}

/**
 * Replaces every placeholder with its value. Call it in the tool's execute, on the text about to be typed, after
 * policy allowed the call; never store the result. A saved secret with an empty value counts as unknown (the
 * export without keys leaves values empty, and typing nothing silently would be worse than an error).
 */
export function substituteSecrets(text: string, store: SecretLookup): Substitution {
  const malformed = [...text.matchAll(LOOSE_PLACEHOLDER)]
    .map((m) => m[0])
    .filter((m) => !new RegExp(PLACEHOLDER.source).test(m));
  const known = names(store).filter((n) => lookup(store, n));
  const hint = known.length
    ? `Saved secrets you may use: ${known.map(placeholder).join(', ')}. Or ask the user to type the value themselves.`
    : 'The user has saved no secrets. Ask the user to type the value themselves.';
  if (malformed.length) return { ok: false, error: `Malformed secret placeholder ${malformed[0]}`, hint };
  const used = placeholderNames(text);
  const missing = used.filter((n) => !lookup(store, n));
  if (missing.length) {
    return { ok: false, error: `Unknown secret ${missing.map(placeholder).join(', ')}`, hint };
  }
  const value = text.replace(PLACEHOLDER, (_m, name: string) => lookup(store, name)!);
  return { ok: true, value, used };
}
