/**
 * Model lists fetched from each provider's endpoint, kept in chrome.storage.local so the panel's picker offers them
 * as soon as it opens; "More models" fetches them again. An entry belongs to what decides the list (kind, base URL
 * and a hash of the key): a new key or endpoint starts empty. The key itself is never written here.
 */
import type { ProviderConfig } from '../shared/settings';

const STORAGE_KEY = 'modelLists';

interface Entry {
  fingerprint: string;
  models: string[];
  at: number;
}

async function fingerprint(p: ProviderConfig): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`${p.kind}\n${p.baseUrl}\n${p.apiKey}`),
  );
  return [...new Uint8Array(digest).slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function entries(): Promise<Record<string, Entry>> {
  return ((await chrome.storage.local.get(STORAGE_KEY))[STORAGE_KEY] as Record<string, Entry> | undefined) ?? {};
}

export async function cachedModels(p: ProviderConfig): Promise<string[]> {
  const entry = (await entries())[p.id];
  return entry && entry.fingerprint === (await fingerprint(p)) ? entry.models : [];
}

export async function rememberModels(p: ProviderConfig, models: string[]): Promise<void> {
  const all = await entries();
  all[p.id] = { fingerprint: await fingerprint(p), models, at: Date.now() };
  await chrome.storage.local.set({ [STORAGE_KEY]: all });
}
