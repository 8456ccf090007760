/**
 * Turns an SDK failure into an AgentError whose message says what to do. Both SDKs are Stainless-generated and
 * share the shape we need (status, headers, error body); the connection / timeout / abort classes are told apart
 * per SDK with instanceof (class names do not survive minification in the worker bundle).
 */
import type { AgentError, ErrorKind } from '../../shared/model';
import { parseRetryAfter } from './retry';

export interface ErrorContext {
  label: string;
  model: string;
  baseURL: string;
}

export interface ClassifiedError {
  error: AgentError;
  retryAfterMs?: number;
}

/** What an SDK error looks like to us, after the adapter checked its class. */
export interface SdkFailure {
  cause: 'aborted' | 'timeout' | 'connection' | 'api';
  status?: number;
  headers?: Headers;
  /** Provider error type from the body or an SSE error event ("overloaded_error", "rate_limit_error"). */
  type?: string | null;
  detail?: string;
}

const CONTEXT_PATTERN = /context|too long|too many tokens|maximum.*tokens|token limit|prompt is too long/i;
/** A 429 that waiting will not fix: the account has no quota or credit left (OpenAI's insufficient_quota). */
const QUOTA_PATTERN = /insufficient_quota|exceeded your current quota|credit balance|billing/i;

const isQuota = ({ status, type, detail }: SdkFailure) =>
  status === 429 && QUOTA_PATTERN.test(`${type ?? ''} ${detail ?? ''}`);

export function classify(failure: SdkFailure, ctx: ErrorContext, retries = 0): ClassifiedError {
  const kind = kindOf(failure);
  const retryAfterMs = parseRetryAfter(failure.headers);
  return { error: { kind, message: messageFor(kind, failure, ctx, retries), status: failure.status }, retryAfterMs };
}

function kindOf({ cause, status, type, detail }: SdkFailure): ErrorKind {
  if (cause === 'aborted') return 'aborted';
  if (cause === 'timeout') return 'timeout';
  if (cause === 'connection') return 'network';
  // Our own bug while reading the stream: retrying would not help.
  if (type === 'internal') return 'bad_request';
  if (status === 401 || status === 403 || type === 'authentication_error' || type === 'permission_error') return 'auth';
  if (isQuota({ cause, status, type, detail })) return 'auth';
  if (status === 404 || type === 'not_found_error') return 'not_found';
  if (status === 429 || type === 'rate_limit_error') return 'rate_limit';
  if (status === 413 || ((status === 400 || type === 'invalid_request_error') && CONTEXT_PATTERN.test(detail ?? '')))
    return 'context_limit';
  if (status === 408) return 'timeout';
  // A mid-stream SSE error has no status: overloaded / api_error are server-side trouble.
  if ((status ?? 0) >= 500 || type === 'overloaded_error' || type === 'api_error' || status === undefined)
    return 'server';
  return 'bad_request';
}

function messageFor(kind: ErrorKind, f: SdkFailure, { label, model, baseURL }: ErrorContext, retries: number): string {
  const detail = f.detail ? ` (${truncate(f.detail, 200)})` : '';
  const after = retries > 0 ? ` after ${retries} ${retries === 1 ? 'retry' : 'retries'}` : '';
  switch (kind) {
    case 'auth':
      if (isQuota(f))
        return `${label} says the account is out of quota or credit (429)${detail}. Add credit with the provider, or pick another provider in Settings.`;
      return f.status === 403
        ? `${label} refused access to "${model}" (403)${detail}. Check that your key may use this model in Settings → Providers.`
        : `${label} rejected the API key (401)${detail}. Enter a valid key in Settings → Providers.`;
    case 'not_found':
      return `${label} does not know the model "${model}" (404)${detail}. Pick a model from the list in Settings, or check the base URL ${baseURL}.`;
    case 'rate_limit':
      return `${label} is rate-limiting requests (429)${after}${detail}. Wait a minute and press Retry, or switch to another model.`;
    case 'server':
      return `${label} had a server error${f.status ? ` (${f.status})` : ''}${after}${detail}. Press Retry in a moment; the conversation is kept.`;
    case 'network':
      return `Could not reach ${label} at ${baseURL}${after}. Check your connection (or that the local server is running), then press Retry.`;
    case 'timeout':
      return `${label} stopped answering${after}. Press Retry; if it keeps happening, try a faster model or raise the timeout in Settings.`;
    case 'aborted':
      return 'Stopped by the user.';
    case 'context_limit':
      return `The conversation is too long for "${model}"${detail}. Start a new task, or pick a model with a larger context window.`;
    case 'bad_request':
      return `${label} rejected the request${f.status ? ` (${f.status})` : ''}${detail}. This is likely a bug in Tabwright or an unsupported option of this server; please report it.`;
  }
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
