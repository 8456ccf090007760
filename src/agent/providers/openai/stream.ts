/**
 * OpenAI chat completions streaming through the official SDK, for OpenAI itself and any compatible server
 * (Ollama, LM Studio, OpenRouter, DeepSeek, Qwen, Gemini's endpoint). Compatible servers differ in small ways this
 * adapter tolerates: no usage chunk, tool calls sent whole in one chunk, missing ids, every call at index 0,
 * "stop" instead of "tool_calls" as the finish reason.
 */
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { ModelStopReason } from '../../../shared/model';
import { drive, type WireAdapter } from '../drive';
import { classify, type SdkFailure } from '../errors';
import type { MessageBuilder } from '../message-builder';
import type { ListModelsResult, ProviderConfig, StreamFn, StreamRequest } from '../types';
import { toOpenAIParams } from './convert';
import { ThinkTagSplitter, type Piece } from './think-tags';

type Chunk = OpenAI.Chat.ChatCompletionChunk;
const OPENAI_BASE = 'https://api.openai.com/v1';

export function openaiClient(config: ProviderConfig): OpenAI {
  return new OpenAI({
    // Local servers need no key, but the SDK insists on a non-empty one.
    apiKey: config.apiKey || 'not-needed',
    baseURL: baseURLOf(config),
    maxRetries: 0, // see retry.ts
    dangerouslyAllowBrowser: true, // the user's own key, in the user's own browser
    defaultHeaders: config.headers,
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });
}

function baseURLOf(config: ProviderConfig): string {
  return config.baseURL || OPENAI_BASE;
}

function labelOf(config: ProviderConfig): string {
  return config.label ?? (config.api === 'openai' ? 'OpenAI' : 'The model server');
}

export function createOpenAIStream(config: ProviderConfig): StreamFn {
  const client = openaiClient(config);
  const api = config.api === 'openai' ? 'openai' : 'openai-compatible';
  return (request: StreamRequest) =>
    drive(
      request,
      {
        provider: config.api,
        label: labelOf(config),
        model: request.model,
        baseURL: baseURLOf(config),
        retry: config.retry,
        idleTimeoutMs: config.idleTimeoutMs,
      },
      new OpenAIWire(client, request, api),
    );
}

class OpenAIWire implements WireAdapter<Chunk> {
  /** Maps a tool_calls index to the builder key of the call currently open at that index. */
  private keys = new Map<number, string>();
  private count = 0;
  private think = new ThinkTagSplitter();

  constructor(
    private readonly client: OpenAI,
    private readonly request: StreamRequest,
    private readonly api: 'openai' | 'openai-compatible',
  ) {}

  reset(): void {
    this.keys.clear();
    this.count = 0;
    this.think = new ThinkTagSplitter();
  }

  end(b: MessageBuilder): void {
    for (const piece of this.think.flush()) this.put(piece, b);
  }

  private put(piece: Piece, b: MessageBuilder): void {
    if (piece.kind === 'text') b.text(piece.text);
    else b.thinking(piece.text);
  }

  open(signal: AbortSignal) {
    return this.client.chat.completions.create(toOpenAIParams(this.request, this.api), { signal });
  }

  onChunk(chunk: Chunk, b: MessageBuilder): void {
    if (chunk.usage) {
      const cached = chunk.usage.prompt_tokens_details?.cached_tokens ?? 0;
      // prompt_tokens includes cached tokens; our `input` does not.
      b.setUsage({
        input: chunk.usage.prompt_tokens - cached,
        output: chunk.usage.completion_tokens,
        cacheRead: cached,
      });
    }
    const choice = chunk.choices[0];
    if (!choice) return;
    const delta = choice.delta ?? {};
    // Reasoning as a field: reasoning_content (DeepSeek, vLLM), reasoning (OpenRouter, newer Ollama).
    const extra = delta as { reasoning_content?: unknown; reasoning?: unknown };
    const reasoning = extra.reasoning_content ?? extra.reasoning;
    if (typeof reasoning === 'string') b.thinking(reasoning);
    if (typeof delta.content === 'string') for (const piece of this.think.push(delta.content)) this.put(piece, b);
    for (const call of delta.tool_calls ?? []) {
      let key = this.keys.get(call.index);
      // A new id at an index already in use means a new call (some servers put every call at index 0).
      const isNew = key === undefined || (call.id !== undefined && call.id !== '' && call.id !== b.openId(key));
      if (isNew) {
        if (key !== undefined) b.toolEnd(key);
        key = `${call.index}:${this.count++}`;
        this.keys.set(call.index, key);
        b.toolStart(key, call.id || undefined, call.function?.name ?? '');
      }
      if (call.function?.arguments) b.toolDelta(key!, call.function.arguments);
    }
    if (choice.finish_reason) b.setStopReason(stopReason(choice.finish_reason));
  }

  /** The SDK swallows `[DONE]`; a stream that ends cleanly is taken as complete (some servers omit finish_reason). */
  isComplete(): boolean {
    return true;
  }

  toFailure(error: unknown): SdkFailure {
    return openaiFailure(error);
  }
}

export function openaiFailure(error: unknown): SdkFailure {
  if (error instanceof APIUserAbortError) return { cause: 'aborted' };
  if (error instanceof APIConnectionTimeoutError) return { cause: 'timeout' };
  if (error instanceof APIConnectionError) return { cause: 'connection', detail: error.message };
  if (error instanceof APIError) {
    const body = error.error as { message?: string } | undefined;
    return {
      cause: 'api',
      status: error.status,
      headers: error.headers,
      type: typeof error.type === 'string' ? error.type : null,
      detail: body?.message ?? error.message,
    };
  }
  return { cause: 'api', type: 'internal', detail: error instanceof Error ? error.message : String(error) };
}

function stopReason(reason: string): ModelStopReason {
  if (reason === 'tool_calls' || reason === 'function_call') return 'tool_use';
  if (reason === 'length') return 'length';
  return 'stop';
}

export async function listOpenAIModels(config: ProviderConfig): Promise<ListModelsResult> {
  try {
    const models: string[] = [];
    for await (const model of openaiClient(config).models.list()) models.push(model.id);
    return { ok: true, models: models.sort() };
  } catch (error) {
    const ctx = { label: labelOf(config), model: '', baseURL: baseURLOf(config) };
    return { ok: false, error: classify(openaiFailure(error), ctx).error };
  }
}
