import type { Result } from '../shared/errors';
import { loadSettings } from '../shared/settings-store';
import { cachedModels, rememberModels } from './model-cache';
import { streamFor, listModelsFor } from './provider-config';

async function providerById(id: string) {
  const { settings } = await loadSettings();
  return settings.providers.find((p) => p.id === id);
}

/**
 * Test connection: one tiny real request with the saved settings, so the user sees the provider's own error
 * (bad key, unknown model, unreachable base URL) rather than a guess.
 */
export async function testProvider(providerId: string): Promise<Result<{ model: string; reply: string }>> {
  const provider = await providerById(providerId);
  if (!provider) return { ok: false, error: 'No such provider in the saved settings. Save first.' };
  if (!provider.model) return { ok: false, error: 'Choose a model first.' };
  const stream = streamFor(provider);
  const request = {
    model: provider.model,
    system: 'Reply with the single word: ok',
    tools: [],
    maxTokens: 16,
    signal: AbortSignal.timeout(30_000),
    messages: [
      { role: 'user' as const, id: 'test', createdAt: Date.now(), content: [{ type: 'text' as const, text: 'ping' }] },
    ],
  };
  for await (const event of stream(request)) {
    if (event.type !== 'message_end') continue;
    if (event.message.error) return { ok: false, error: event.message.error.message, code: event.message.error.kind };
    const reply = event.message.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
    return { ok: true, value: { model: provider.model, reply } };
  }
  return { ok: false, error: 'The provider closed the connection without an answer.' };
}

export async function listModels(providerId: string, cachedOnly = false): Promise<Result<string[]>> {
  const provider = await providerById(providerId);
  if (!provider) return { ok: false, error: 'No such provider in the saved settings.' };
  if (cachedOnly) return { ok: true, value: await cachedModels(provider) };
  const listed = await listModelsFor(provider);
  if (!listed.ok) return { ok: false, error: listed.error.message, code: listed.error.kind };
  await rememberModels(provider, listed.models);
  return { ok: true, value: listed.models };
}
