import {
  createStreamFn,
  listModels as listEndpointModels,
  type ProviderConfig as CoreProviderConfig,
} from '../agent/providers';
import type { ModelCapabilities } from '../agent/providers';
import type { ProviderConfig, Settings } from '../shared/settings';

/** The options page's provider settings, in the shape the provider layer takes. The key stays in the worker. */
export function coreConfig(provider: ProviderConfig): CoreProviderConfig {
  return {
    api: provider.kind,
    label: provider.label || undefined,
    apiKey: provider.apiKey || undefined,
    baseURL: provider.baseUrl || undefined,
  };
}

export function streamFor(provider: ProviderConfig) {
  return createStreamFn(coreConfig(provider));
}

export function listModelsFor(provider: ProviderConfig) {
  return listEndpointModels(coreConfig(provider));
}

/** "Does this model read images?" overrides from settings, keyed by model id, for the capability table. */
export function capabilityOverrides(settings: Settings): Record<string, Partial<ModelCapabilities>> {
  const overrides: Record<string, Partial<ModelCapabilities>> = {};
  for (const provider of settings.providers) {
    if (provider.model && provider.vision !== 'auto') overrides[provider.model] = { vision: provider.vision === 'yes' };
  }
  return overrides;
}
