import type { ToWorker } from './protocol';
import { errorText, type Result } from './errors';

/**
 * Sends a one-shot message to the worker and returns its answer as a value. Apart from messaging.ts so the content
 * script (palette) can use it without bundling the worker-side schemas.
 */
export async function sendToWorker<T>(message: ToWorker): Promise<Result<T>> {
  try {
    const reply = (await chrome.runtime.sendMessage(message)) as Result<T> | undefined;
    return reply ?? { ok: false, error: 'The extension did not answer.' };
  } catch (error) {
    return { ok: false, error: errorText(error) };
  }
}
