/**
 * Entry point for the service worker: build a StreamFn or list models from a provider config.
 * Everything is a static import: service workers forbid dynamic import().
 */
import { createAnthropicStream, listAnthropicModels } from './anthropic/stream';
import { createOpenAIStream, listOpenAIModels } from './openai/stream';
import type { ListModelsResult, ProviderConfig, StreamFn } from './types';

export function createStreamFn(config: ProviderConfig): StreamFn {
  return config.api === 'anthropic' ? createAnthropicStream(config) : createOpenAIStream(config);
}

/** The ids the endpoint offers (Anthropic, OpenAI and most compatible servers implement GET /models). */
export function listModels(config: ProviderConfig): Promise<ListModelsResult> {
  return config.api === 'anthropic' ? listAnthropicModels(config) : listOpenAIModels(config);
}

export type { ListModelsResult, ProviderApi, ProviderConfig, StreamFn, StreamRequest, ToolSpec } from './types';
export { capabilitiesFor, normaliseModelId, UNKNOWN_MODEL, type ModelCapabilities } from './capabilities';
export { DEFAULT_RETRY, type RetryPolicy } from './retry';
