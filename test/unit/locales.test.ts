/**
 * Every string the UI shows exists in English and Simplified Chinese: a key used in src/ but missing from a locale
 * would render as ⟦key⟧ (see src/shared/i18n.ts), so this fails first.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

type Messages = Record<string, { message: string; description?: string; placeholders?: unknown }>;
const load = (lang: string) => JSON.parse(readFileSync(`public/_locales/${lang}/messages.json`, 'utf8')) as Messages;
const en = load('en');
const zh = load('zh_CN');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const sources = sourceFiles('src').map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/** t('key'), t("key") and chrome.i18n.getMessage('key'). */
function literalKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const { file, text } of sources) {
    for (const match of text.matchAll(/\b(?:t|getMessage)\(\s*['"]([A-Za-z0-9_]+)['"]/g)) keys.set(match[1]!, file);
  }
  return keys;
}

/** Keys kept in lookup tables and passed to t() later, e.g. `{ rate_limit: 'errorHintRateLimit' }`. */
function tableKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  const prefix = /['"]((?:error|panel|step|options|history|onboarding|palette|menu|command)[A-Z][A-Za-z0-9_]*)['"]/g;
  for (const { file, text } of sources) {
    if (!/src\/(sidepanel|options|palette)\//.test(file)) continue;
    for (const match of text.matchAll(prefix)) keys.set(match[1]!, file);
  }
  return keys;
}

const placeholders = (text: string) => [...text.matchAll(/\$(\d|[A-Za-z_]+\$)/g)].map((m) => m[0]).sort();

describe('locales', () => {
  it('have the same keys in English and Simplified Chinese', () => {
    expect(Object.keys(zh).filter((k) => !(k in en))).toEqual([]);
    expect(Object.keys(en).filter((k) => !(k in zh))).toEqual([]);
  });

  it('have no empty message, and the same placeholders in both languages', () => {
    for (const [key, entry] of Object.entries(en)) {
      expect(entry.message.trim(), key).not.toBe('');
      expect(zh[key]!.message.trim(), key).not.toBe('');
      expect(placeholders(zh[key]!.message), key).toEqual(placeholders(entry.message));
    }
  });

  it('hold every key the code uses', () => {
    const used = new Map([...literalKeys(), ...tableKeys()]);
    expect(used.size).toBeGreaterThan(100);
    const missing = [...used].filter(([key]) => !(key in en) || !(key in zh)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('hold every key built from a prefix at run time', () => {
    const dynamic = new Set<string>();
    for (const { text } of sources) for (const m of text.matchAll(/\bt\(\s*`([A-Za-z0-9_]+)\$\{/g)) dynamic.add(m[1]!);
    for (const prefix of dynamic)
      expect(
        Object.keys(en).some((k) => k.startsWith(prefix)),
        prefix,
      ).toBe(true);
    for (const dir of ['up', 'down', 'left', 'right']) expect(en[`stepScroll_${dir}`]).toBeDefined();
    for (const status of ['running', 'done', 'error', 'pending']) expect(en[`stepStatus_${status}`]).toBeDefined();
    for (const level of ['allow', 'ask', 'block']) expect(en[`optionsPermission_${level}`]).toBeDefined();
    for (const preset of ['anthropic', 'openai', 'ollama', 'other'])
      expect(en[`onboardingPreset_${preset}`]).toBeDefined();
  });

  it("hold the manifest's __MSG_ keys", () => {
    const manifest = readFileSync('manifest.json', 'utf8');
    for (const [, key] of manifest.matchAll(/__MSG_([A-Za-z0-9_]+)__/g)) {
      expect(en[key!], key).toBeDefined();
      expect(zh[key!], key).toBeDefined();
    }
  });

  it('are really translated: Chinese messages are not English copies (names and code aside)', () => {
    const sameOk = /^(extName|panelTitle|panelAssistant|historyExport(Md|Json)|onboardingPreset_openai)$/;
    const copies = Object.keys(en).filter(
      (k) => !sameOk.test(k) && en[k]!.message === zh[k]!.message && /[a-z]{3}/.test(en[k]!.message),
    );
    expect(copies).toEqual([]);
  });
});
