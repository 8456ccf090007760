import { signal } from '@preact/signals';
import { t } from '../../shared/i18n';
import { sendToWorker } from '../../shared/messaging';
import type { ProviderConfig } from '../../shared/settings';
import { updateSettings } from '../../shared/settings-store';
import { settings } from './settings';

/**
 * The header's model picker: each provider's configured model, plus the models its endpoint lists once the user
 * asks for more. The worker lists them (`provider/models`): keys never leave it, and it is not bound by this page's
 * CORS. The worker keeps the last lists (background/model-cache.ts), so a panel opens with them; the chosen model
 * is saved in settings.
 */
export const endpointModels = signal<Record<string, string[]>>({});
export const modelsNote = signal('');
export const modelsLoading = signal(false);
/** True once the lists fetched before are in (see loadCachedModels). */
export const cachedModelsRead = signal(false);

/** The models a provider offers in the picker, its configured one first. */
export function modelsOf(provider: ProviderConfig): string[] {
  return [...new Set([provider.model, ...(endpointModels.value[provider.id] ?? [])].filter(Boolean))];
}

function listAll(cached: boolean) {
  const providers = settings.value?.providers ?? [];
  return Promise.all(
    providers.map(async (p) => ({
      p,
      r: await sendToWorker<string[]>({ type: 'provider/models', providerId: p.id, cached }),
    })),
  );
}

/** The lists fetched before (by any panel), without a request to the endpoints and without a note. */
export async function loadCachedModels(): Promise<void> {
  const results = await listAll(true);
  const next = { ...endpointModels.value };
  for (const { p, r } of results) if (r.ok && r.value.length) next[p.id] = [...r.value].sort();
  endpointModels.value = next;
  cachedModelsRead.value = true;
}

export async function loadMoreModels(): Promise<void> {
  modelsLoading.value = true;
  modelsNote.value = t('panelModelsLoading');
  const results = await listAll(false);
  const next = { ...endpointModels.value };
  const failed: string[] = [];
  let count = 0;
  for (const { p, r } of results) {
    if (r.ok) {
      next[p.id] = [...r.value].sort();
      count += r.value.length;
    } else {
      failed.push(t('panelModelsFailed', p.label || p.kind, r.error));
    }
  }
  endpointModels.value = next;
  modelsLoading.value = false;
  modelsNote.value = [count > 0 || failed.length === 0 ? t('panelModelsLoaded', count) : '', ...failed]
    .filter(Boolean)
    .join(' ');
}

/** Picking a model makes its provider the default and saves the model on that provider. */
export async function chooseModel(providerId: string, model: string): Promise<void> {
  settings.value = await updateSettings((current) => ({
    ...current,
    defaultProviderId: providerId,
    providers: current.providers.map((p) => (p.id === providerId ? { ...p, model } : p)),
  }));
}
