import { z } from 'zod';

/**
 * The one settings schema. Stored in chrome.storage.local under SETTINGS_KEY, validated on every read, and
 * migrated forward by version. Pure: the storage access lives in settings-store.ts so this unit-tests in node.
 */
export const SETTINGS_KEY = 'settings';
export const SETTINGS_VERSION = 1;

export const ProviderKind = z.enum(['anthropic', 'openai', 'openai-compatible']);
export type ProviderKind = z.infer<typeof ProviderKind>;

export const ProviderConfig = z.object({
  id: z.string().min(1),
  kind: ProviderKind,
  label: z.string().default(''),
  apiKey: z.string().default(''),
  /** Empty means the SDK's default endpoint. */
  baseUrl: z.string().default(''),
  model: z.string().default(''),
  /** Override of the capability table: does this model accept images? */
  vision: z.enum(['auto', 'yes', 'no']).default('auto'),
});
export type ProviderConfig = z.infer<typeof ProviderConfig>;

export const Permission = z.enum(['allow', 'ask', 'block']);
export type Permission = z.infer<typeof Permission>;

/** Reading and acting are granted apart: a user may let the agent read a bank page but never click there. */
export const SitePermission = z.object({
  read: Permission.default('ask'),
  act: Permission.default('ask'),
  mode: z.enum(['inherit', 'ask-before-acting', 'act-without-asking']).default('inherit'),
});
export type SitePermission = z.infer<typeof SitePermission>;

/**
 * A value the user saves so the model can refer to it as {{secret:name}} without ever seeing it (src/agent/secrets).
 * `origins` limits where it may be typed; empty means "ask each time it is used on a new site", never "anywhere".
 */
export const SecretEntry = z.object({
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]*$/),
  value: z.string().default(''),
  description: z.string().default(''),
  origins: z.array(z.string()).default([]),
});
export type SecretEntry = z.infer<typeof SecretEntry>;

export const Settings = z.object({
  version: z.literal(SETTINGS_VERSION),
  providers: z.array(ProviderConfig).default([]),
  defaultProviderId: z.string().default(''),
  /** A provider (id) whose model describes screenshots for text-only models; empty = none. */
  visionProviderId: z.string().default(''),
  /** Keyed by origin, e.g. "https://example.com". */
  sitePermissions: z.record(z.string(), SitePermission).default({}),
  mode: z.enum(['ask-before-acting', 'act-without-asking']).default('act-without-asking'),
  /**
   * Sites the agent must never read or act on; wins over every other permission. Entries are origins
   * ("https://bank.example") or host patterns ("bank.example" covers its subdomains, "*.bank.example" only them).
   */
  blockedSites: z.array(z.string()).default([]),
  secrets: z.array(SecretEntry).default([]),
  language: z.enum(['auto', 'en', 'zh_CN']).default('auto'),
  maxSteps: z.number().int().min(1).max(200).default(40),
  /** Hard wall-clock limit for one task. */
  maxTaskMinutes: z.number().int().min(1).max(120).default(15),
});
export type Settings = z.infer<typeof Settings>;

export function defaultSettings(): Settings {
  return Settings.parse({ version: SETTINGS_VERSION });
}

type Migration = (raw: Record<string, unknown>) => Record<string, unknown>;

/** migrations[n] turns version n into n+1. Version 0 is "no version field" (never shipped, kept as the pattern). */
const migrations: Record<number, Migration> = {
  0: (raw) => ({ ...raw, version: 1 }),
};

export type SettingsRead = { settings: Settings; problem?: string };

/**
 * Turns whatever is stored into valid settings. Never throws: an unreadable value yields defaults plus a
 * problem text the options page shows, so a bad import cannot brick the extension.
 */
export function parseSettings(stored: unknown): SettingsRead {
  if (stored === undefined || stored === null) return { settings: defaultSettings() };
  if (typeof stored !== 'object' || Array.isArray(stored)) {
    return { settings: defaultSettings(), problem: 'Stored settings were not an object; defaults are in use.' };
  }
  let raw = { ...(stored as Record<string, unknown>) };
  let version = typeof raw.version === 'number' ? raw.version : 0;
  if (version > SETTINGS_VERSION) {
    return {
      settings: defaultSettings(),
      problem: `Settings come from a newer Tabwright (v${version}); defaults are in use.`,
    };
  }
  while (version < SETTINGS_VERSION) {
    const step = migrations[version];
    if (!step) return { settings: defaultSettings(), problem: `No migration from settings v${version}.` };
    raw = step(raw);
    version += 1;
  }
  const parsed = Settings.safeParse(raw);
  if (parsed.success) return { settings: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue ? issue.path.join('.') || '(root)' : '(root)';
  return { settings: defaultSettings(), problem: `Invalid settings at ${where}: ${issue?.message ?? 'unknown'}` };
}

export function activeProvider(settings: Settings): ProviderConfig | undefined {
  return settings.providers.find((p) => p.id === settings.defaultProviderId) ?? settings.providers[0];
}

/** Settings as exported to a file: API keys and secret values are left out unless the user asks for them. */
export function exportSettings(settings: Settings, includeKeys: boolean): Settings {
  if (includeKeys) return settings;
  return {
    ...settings,
    providers: settings.providers.map((p) => ({ ...p, apiKey: '' })),
    secrets: settings.secrets.map((s) => ({ ...s, value: '' })),
  };
}
