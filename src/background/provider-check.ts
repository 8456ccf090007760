import type { Result } from '../shared/errors';

/** Replaced by the provider layer: tests a provider's settings with a real request. */
export async function testProvider(_providerId: string): Promise<Result<unknown>> {
  return { ok: false, error: 'Provider check is not available yet.' };
}

export async function listModels(_providerId: string): Promise<Result<unknown>> {
  return { ok: false, error: 'Model listing is not available yet.' };
}
