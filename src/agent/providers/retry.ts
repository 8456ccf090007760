/**
 * Our own bounded retry for 429 / 5xx / network loss. The SDKs are built with maxRetries: 0 because their retries are
 * invisible: we want to tell the panel "rate limited, retrying in 8 s" (a `retry` event), stop waiting the moment the
 * user presses Stop, and give up when Retry-After asks for longer than the user would wait.
 */
import { isRetryable, type AgentError } from '../../shared/model';

export interface RetryPolicy {
  maxRetries: number;
  baseDelayMs: number;
  /** A server asking to wait longer than this (Retry-After) is not retried; the error says so. */
  maxDelayMs: number;
  /** Injected by tests for deterministic jitter. */
  random: () => number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxRetries: 3, baseDelayMs: 1000, maxDelayMs: 30_000, random: Math.random };

/**
 * The wait before retry number `attempt` (0-based), or undefined when we should not retry.
 * Exponential backoff with "equal jitter" (half fixed, half random) so clients hitting the same limit spread out;
 * a Retry-After from the server wins over the backoff because the server knows when the window resets.
 */
export function retryDelay(
  error: AgentError,
  attempt: number,
  retryAfterMs: number | undefined,
  policy: RetryPolicy,
): number | undefined {
  if (!isRetryable(error.kind) || attempt >= policy.maxRetries) return undefined;
  if (retryAfterMs !== undefined) {
    if (retryAfterMs > policy.maxDelayMs) return undefined;
    return retryAfterMs + Math.floor(policy.random() * 250);
  }
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return Math.floor(ceiling / 2 + (policy.random() * ceiling) / 2);
}

/** Reads `retry-after-ms` (OpenAI), `retry-after` in seconds or as an HTTP date. */
export function parseRetryAfter(headers: Headers | undefined, now = Date.now()): number | undefined {
  if (!headers) return undefined;
  const ms = Number(headers.get('retry-after-ms'));
  if (headers.get('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Resolves after `ms`, or rejects at once when the signal aborts (Stop must not wait out a backoff). */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
