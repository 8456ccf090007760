/**
 * Anthropic Messages streaming through the official SDK (raw `create({stream: true})`, not the MessageStream helper:
 * we only need the wire events, and the helper's extra accumulation would duplicate MessageBuilder).
 */
import Anthropic, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from '@anthropic-ai/sdk';
import type { ListModelsResult, ProviderConfig, StreamFn, StreamRequest } from '../types';
import type { ModelStopReason } from '../../../shared/model';
import { classify, type SdkFailure } from '../errors';
import { drive, type WireAdapter } from '../drive';
import type { MessageBuilder } from '../message-builder';
import { toAnthropicParams } from './convert';

const DEFAULT_BASE = 'https://api.anthropic.com';

export function anthropicClient(config: ProviderConfig): Anthropic {
  return new Anthropic({
    apiKey: config.apiKey ?? '',
    baseURL: config.baseURL || DEFAULT_BASE,
    // We retry ourselves (see retry.ts) so the panel can show it and Stop can cut the wait.
    maxRetries: 0,
    // The key belongs to the user and stays in their browser; there is no server of ours to hide it behind.
    dangerouslyAllowBrowser: true,
    defaultHeaders: config.headers,
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });
}

export function createAnthropicStream(config: ProviderConfig): StreamFn {
  const client = anthropicClient(config);
  const label = config.label ?? 'Anthropic';
  return (request: StreamRequest) =>
    drive(
      request,
      {
        provider: 'anthropic',
        label,
        model: request.model,
        baseURL: config.baseURL || DEFAULT_BASE,
        retry: config.retry,
        idleTimeoutMs: config.idleTimeoutMs,
      },
      new AnthropicWire(client, request),
    );
}

class AnthropicWire implements WireAdapter<Anthropic.RawMessageStreamEvent> {
  private blockKinds = new Map<number, string>();
  private stopped = false;

  constructor(
    private readonly client: Anthropic,
    private readonly request: StreamRequest,
  ) {}

  reset(): void {
    this.blockKinds.clear();
    this.stopped = false;
  }

  open(signal: AbortSignal) {
    return this.client.messages.create(toAnthropicParams(this.request), { signal });
  }

  onChunk(event: Anthropic.RawMessageStreamEvent, b: MessageBuilder): void {
    switch (event.type) {
      case 'message_start': {
        const u = event.message.usage;
        b.setUsage({
          input: u.input_tokens,
          output: u.output_tokens,
          cacheRead: u.cache_read_input_tokens ?? 0,
          cacheWrite: u.cache_creation_input_tokens ?? 0,
        });
        break;
      }
      case 'content_block_start':
        this.blockKinds.set(event.index, event.content_block.type);
        if (event.content_block.type === 'tool_use') {
          b.toolStart(String(event.index), event.content_block.id, event.content_block.name);
        } else if (event.content_block.type === 'text') {
          b.text(event.content_block.text);
        }
        break;
      case 'content_block_delta':
        if (event.delta.type === 'text_delta') b.text(event.delta.text);
        else if (event.delta.type === 'input_json_delta') b.toolDelta(String(event.index), event.delta.partial_json);
        break;
      case 'content_block_stop':
        if (this.blockKinds.get(event.index) === 'tool_use') b.toolEnd(String(event.index));
        break;
      case 'message_delta': {
        const u = event.usage;
        // Cumulative counts; null means "not reported here", so keep what message_start said.
        b.setUsage({
          output: u.output_tokens ?? undefined,
          input: u.input_tokens ?? undefined,
          cacheRead: u.cache_read_input_tokens ?? undefined,
          cacheWrite: u.cache_creation_input_tokens ?? undefined,
        });
        if (event.delta.stop_reason) b.setStopReason(stopReason(event.delta.stop_reason));
        break;
      }
      case 'message_stop':
        this.stopped = true;
        break;
    }
  }

  isComplete(): boolean {
    return this.stopped;
  }

  toFailure(error: unknown): SdkFailure {
    return anthropicFailure(error);
  }
}

export function anthropicFailure(error: unknown): SdkFailure {
  if (error instanceof APIUserAbortError) return { cause: 'aborted' };
  if (error instanceof APIConnectionTimeoutError) return { cause: 'timeout' };
  if (error instanceof APIConnectionError) return { cause: 'connection', detail: error.message };
  if (error instanceof APIError) {
    const e = error as APIError & { type?: string | null; apiMessage?: string | null };
    return { cause: 'api', status: e.status, headers: e.headers, type: e.type, detail: e.apiMessage ?? e.message };
  }
  return { cause: 'api', type: 'internal', detail: error instanceof Error ? error.message : String(error) };
}

function stopReason(reason: string): ModelStopReason {
  if (reason === 'tool_use') return 'tool_use';
  if (reason === 'max_tokens' || reason === 'model_context_window_exceeded') return 'length';
  return 'stop';
}

export async function listAnthropicModels(config: ProviderConfig): Promise<ListModelsResult> {
  try {
    const models: string[] = [];
    for await (const model of anthropicClient(config).models.list({ limit: 100 })) models.push(model.id);
    return { ok: true, models };
  } catch (error) {
    const ctx = { label: config.label ?? 'Anthropic', model: '', baseURL: config.baseURL || DEFAULT_BASE };
    return { ok: false, error: classify(anthropicFailure(error), ctx).error };
  }
}
