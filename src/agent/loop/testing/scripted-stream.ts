/**
 * A StreamFn that plays back scripted responses, for loop tests (and anyone testing code that takes a StreamFn).
 * It goes through MessageBuilder, so events look exactly like a real provider's.
 */
import type { ProviderEvent } from '../../../shared/model';
import { MessageBuilder } from '../../providers/message-builder';
import type { StreamFn, StreamRequest } from '../../providers/types';

export type ScriptPart = { text: string } | { call: string; args?: Record<string, unknown>; raw?: string; id?: string };

/** One response: parts, or a function of the request (to assert on what the loop sent). */
export type ScriptStep = ScriptPart[] | ((request: StreamRequest) => ScriptPart[]) | 'hang';

export interface Scripted {
  stream: StreamFn;
  requests: StreamRequest[];
}

export function scriptedStream(steps: ScriptStep[], repeatLast = false): Scripted {
  const requests: StreamRequest[] = [];
  let index = 0;
  let callCount = 0;
  const stream: StreamFn = async function* (request) {
    requests.push(structuredClone({ ...request, signal: undefined }));
    const step = steps[Math.min(index++, steps.length - 1)];
    if (!repeatLast && index > steps.length) throw new Error('script exhausted');
    const b = new MessageBuilder('scripted', request.model);
    yield* b.drain();
    if (step === 'hang') {
      await new Promise((resolve) => request.signal?.addEventListener('abort', resolve, { once: true }));
      yield* b.fail({ kind: 'aborted', message: 'Stopped by the user.' });
      return;
    }
    const parts = typeof step === 'function' ? step(request) : (step ?? []);
    for (const part of parts) {
      if ('text' in part) b.text(part.text);
      else {
        const key = String(callCount);
        b.toolStart(key, part.id ?? `call_${++callCount}`, part.call);
        b.toolDelta(key, part.raw ?? JSON.stringify(part.args ?? {}));
        b.toolEnd(key);
      }
      yield* b.drain();
    }
    b.setUsage({ input: 100, output: 10 });
    yield* b.finish() as ProviderEvent[];
  };
  return { stream, requests };
}
