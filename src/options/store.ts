import { signal } from '@preact/signals';
import { t } from '../shared/i18n';
import type { ProviderConfig, Settings } from '../shared/settings';
import { saveSettings } from '../shared/settings-store';
import { checkSecrets } from './validate';

/** The settings being edited (saved on Save), and the page's status line. */
export const draft = signal<Settings | undefined>(undefined);
export const status = signal('');

export function initOptions(initial: Settings, problem?: string): void {
  draft.value = initial;
  status.value = problem ?? '';
}

export function patch(change: Partial<Settings>): void {
  if (draft.value) draft.value = { ...draft.value, ...change };
}

export function setProvider(id: string, next: ProviderConfig | undefined): void {
  const current = draft.value;
  if (!current) return;
  const providers = next
    ? current.providers.map((p) => (p.id === id ? next : p))
    : current.providers.filter((p) => p.id !== id);
  const defaultProviderId =
    current.defaultProviderId === id && !next ? (providers[0]?.id ?? '') : current.defaultProviderId;
  const visionProviderId = current.visionProviderId === id && !next ? '' : current.visionProviderId;
  patch({ providers, defaultProviderId, visionProviderId });
}

export function addProvider(): void {
  const current = draft.value;
  if (!current) return;
  const id = `p${Date.now().toString(36)}`;
  const provider: ProviderConfig = {
    id,
    kind: 'anthropic',
    label: '',
    apiKey: '',
    baseUrl: '',
    model: '',
    vision: 'auto',
  };
  patch({ providers: [...current.providers, provider], defaultProviderId: current.defaultProviderId || id });
}

/** Saves; returns false (and says why) when the schema rejects the draft. */
export async function save(): Promise<boolean> {
  if (!draft.value) return false;
  // Named problems first, in the user's words; the schema's own message is the fallback for the rest.
  const checked = checkSecrets(draft.value);
  if (!checked.ok) {
    status.value = t('optionsSaveFailed', t(checked.key, ...checked.subs));
    return false;
  }
  try {
    await saveSettings(checked.settings);
    draft.value = checked.settings;
    status.value = t('optionsSaved');
    return true;
  } catch (error) {
    status.value = t('optionsSaveFailed', error instanceof Error ? error.message : String(error));
    return false;
  }
}
