/**
 * The part of streaming every adapter shares: retries before the first output, an idle timeout, Stop, and turning
 * whatever went wrong into an `error` + `message_end` pair instead of a throw.
 */
import type { AgentError, ProviderEvent } from '../../shared/model';
import { classify, type ErrorContext, type SdkFailure } from './errors';
import { MessageBuilder } from './message-builder';
import { DEFAULT_RETRY, retryDelay, sleep, type RetryPolicy } from './retry';
import type { StreamRequest } from './types';

export interface WireAdapter<Chunk> {
  /** Sends the request; resolves once the server accepted it (HTTP errors reject here). */
  open(signal: AbortSignal): Promise<AsyncIterable<Chunk>>;
  onChunk(chunk: Chunk, builder: MessageBuilder): void;
  /** After the last chunk of a stream that was not aborted: text the adapter held back (a cut tag) goes out. */
  end?(builder: MessageBuilder): void;
  /** False when the stream stopped before the provider's end marker (a dropped connection). */
  isComplete(): boolean;
  /** Called before each attempt so per-attempt state (block indexes, flags) starts fresh. */
  reset(): void;
  toFailure(error: unknown): SdkFailure;
}

export interface DriveOptions extends ErrorContext {
  provider: string;
  retry?: Partial<RetryPolicy>;
  idleTimeoutMs?: number;
}

export async function* drive<Chunk>(
  request: StreamRequest,
  options: DriveOptions,
  adapter: WireAdapter<Chunk>,
): AsyncGenerator<ProviderEvent> {
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const idleMs = options.idleTimeoutMs ?? 60_000;
  const builder = new MessageBuilder(options.provider, request.model, request.pricing);
  yield* builder.drain();

  for (let attempt = 0; ; attempt++) {
    adapter.reset();
    const controller = new AbortController();
    const onAbort = () => controller.abort(request.signal?.reason);
    request.signal?.addEventListener('abort', onAbort, { once: true });
    if (request.signal?.aborted) controller.abort(request.signal.reason);
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Reset on every chunk: a slow but live stream is fine, a silent one is not.
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, idleMs);
    };

    let failure: SdkFailure | undefined;
    try {
      arm();
      const stream = await adapter.open(controller.signal);
      for await (const chunk of stream) {
        arm();
        adapter.onChunk(chunk, builder);
        yield* builder.drain();
      }
      adapter.end?.(builder);
      yield* builder.drain();
      // The SDKs end the iteration quietly on abort, so check why it ended.
      if (controller.signal.aborted) failure = { cause: 'aborted' };
      else if (!adapter.isComplete()) failure = { cause: 'connection', detail: 'the response stopped halfway' };
    } catch (error) {
      failure = adapter.toFailure(error);
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onAbort);
    }

    if (!failure) {
      yield* builder.finish();
      return;
    }
    if (request.signal?.aborted) failure = { cause: 'aborted' };
    else if (timedOut) failure = { cause: 'timeout' };

    const { error, retryAfterMs } = classify(failure, options, attempt);
    const delay = builder.hasOutput ? undefined : retryDelay(error, attempt, retryAfterMs, policy);
    if (delay === undefined) {
      yield* builder.fail(error);
      return;
    }
    yield { type: 'retry', attempt: attempt + 1, maxRetries: policy.maxRetries, delayMs: delay, error };
    try {
      await sleep(delay, request.signal);
    } catch {
      yield* builder.fail(aborted());
      return;
    }
  }
}

function aborted(): AgentError {
  return { kind: 'aborted', message: 'Stopped by the user.' };
}
