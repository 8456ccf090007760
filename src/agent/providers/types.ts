/**
 * The provider seam. The loop calls a StreamFn and never sees an SDK; each adapter turns the internal messages into
 * its wire format, streams, and turns the wire events back into ProviderEvents (model/events.ts).
 */
import type { AgentError, Message, ProviderEvent } from '../../shared/model';
import type { Pricing } from '../../shared/model/usage';
import type { RetryPolicy } from './retry';

/** A tool as the model sees it: JSON Schema parameters (converted from zod once per run, so bytes stay stable). */
export interface ToolSpec {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export interface StreamRequest {
  model: string;
  /** Byte-identical across the turns of a task, so provider prompt caches hit. */
  system: string;
  tools: ToolSpec[];
  messages: Message[];
  signal?: AbortSignal;
  maxTokens?: number;
  /** Whether the model reads images. When false, adapters replace images with a short note. */
  vision?: boolean;
  /** For the cost estimate in usage events; omitted for unknown or local models. */
  pricing?: Pricing;
}

/** Never throws: failures end the stream with an `error` event and a `message_end` carrying the partial message. */
export type StreamFn = (request: StreamRequest) => AsyncIterable<ProviderEvent>;

export type ProviderApi = 'anthropic' | 'openai' | 'openai-compatible';

export interface ProviderConfig {
  api: ProviderApi;
  /** Shown in error messages ("OpenRouter rejected the API key"). Defaults to the api's name. */
  label?: string;
  apiKey?: string;
  /** Required for 'openai-compatible' (e.g. http://localhost:11434/v1 for Ollama). */
  baseURL?: string;
  /** Tests pass a fetch that replays recorded streams; the worker uses the global fetch. */
  fetch?: typeof fetch;
  headers?: Record<string, string>;
  retry?: Partial<RetryPolicy>;
  /** Abort a stream that sends nothing for this long (ms). Default 60 s; local models may need more. */
  idleTimeoutMs?: number;
}

export type ListModelsResult = { ok: true; models: string[] } | { ok: false; error: AgentError };
