/**
 * Checks the options page runs before saving, apart from the components so they unit-test in node. They return
 * message keys (and their substitutions), not text, so the page words them in the user's language.
 */
import type { SecretEntry, Settings } from '../shared/settings';

/** "https://example.com/path" -> "https://example.com"; undefined when it is not an http(s) origin. */
export function toOrigin(text: string): string | undefined {
  try {
    const url = new URL(text.includes('://') ? text.trim() : `https://${text.trim()}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Letters, digits and _ only, starting with a letter: stricter than the schema (which also takes . and -) so a
 * name reads the same in {{secret:name}} in every model's output and never looks like a URL or a path.
 */
export const SECRET_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

export function secretNameProblem(name: string, all: readonly SecretEntry[], index: number): string | undefined {
  if (!name) return 'optionsSecretNameMissing';
  if (!SECRET_NAME.test(name)) return 'optionsSecretNameInvalid';
  if (all.some((s, i) => i !== index && s.name === name)) return 'optionsSecretNameTaken';
  return undefined;
}

/** Origin lines as typed: trimmed, blank lines dropped. */
export function originLines(origins: readonly string[]): string[] {
  return origins
    .flatMap((o) => o.split('\n'))
    .map((o) => o.trim())
    .filter(Boolean);
}

export type Checked = { ok: true; settings: Settings } | { ok: false; key: string; subs: string[] };

/** The draft as it may be saved: secret origins normalised; the first problem (key + subs) otherwise. */
export function checkSecrets(settings: Settings): Checked {
  const secrets: SecretEntry[] = [];
  for (const [index, secret] of settings.secrets.entries()) {
    const problem = secretNameProblem(secret.name, settings.secrets, index);
    if (problem) return { ok: false, key: 'optionsSecretSaveBlocked', subs: [secret.name || `#${index + 1}`] };
    const origins: string[] = [];
    for (const line of originLines(secret.origins)) {
      const origin = toOrigin(line);
      if (!origin) return { ok: false, key: 'optionsSecretOriginInvalid', subs: [line] };
      if (!origins.includes(origin)) origins.push(origin);
    }
    secrets.push({ ...secret, origins });
  }
  return { ok: true, settings: { ...settings, secrets } };
}
