// OpenAI chat completions wire format: JSON answers, SSE chunks, error bodies, model list.
// Shapes follow https://platform.openai.com/docs/api-reference/chat (streaming: chat.completion.chunk).
import { fragments, type PlannedCall, type Reply, type Usage } from './script.js';
import type { RecordedRequest } from './types.js';
import type { ResponseWriter } from './writer.js';

const ERRORS: Record<number, { type: string; code: string | null; message: string }> = {
  400: { type: 'invalid_request_error', code: null, message: 'Invalid request.' },
  401: { type: 'invalid_request_error', code: 'invalid_api_key', message: 'Incorrect API key provided.' },
  403: { type: 'invalid_request_error', code: 'unsupported_country_region_territory', message: 'Forbidden.' },
  404: {
    type: 'invalid_request_error',
    code: 'model_not_found',
    message: 'The model does not exist or you do not have access to it.',
  },
  429: { type: 'requests', code: 'rate_limit_exceeded', message: 'Rate limit reached. Please try again later.' },
  500: {
    type: 'server_error',
    code: null,
    message: 'The server had an error while processing your request. Sorry about that!',
  },
  503: { type: 'server_error', code: null, message: 'The engine is currently overloaded, please try again later.' },
};

export function openAiErrorBody(status: number, message?: string): unknown {
  const known = ERRORS[status] ?? {
    type: status >= 500 ? 'server_error' : 'invalid_request_error',
    code: null,
    message: `HTTP ${status}`,
  };
  return { error: { message: message ?? known.message, type: known.type, param: null, code: known.code } };
}

export function openAiModels(models: string[]): unknown {
  return {
    object: 'list',
    data: models.map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'fake-llm' })),
  };
}

function usageJson(usage: Usage) {
  return {
    prompt_tokens: usage.input,
    completion_tokens: usage.output,
    total_tokens: usage.input + usage.output,
    prompt_tokens_details: { cached_tokens: Math.min(usage.cached, usage.input), audio_tokens: 0 },
    completion_tokens_details: {
      reasoning_tokens: 0,
      audio_tokens: 0,
      accepted_prediction_tokens: 0,
      rejected_prediction_tokens: 0,
    },
  };
}

function callId(call: PlannedCall, req: RecordedRequest, i: number): string {
  return call.id ?? `call_fake_${req.index}_${i}`;
}

export async function writeOpenAi(
  reply: Reply,
  req: RecordedRequest,
  writer: ResponseWriter,
  chunkChars: number,
): Promise<void> {
  const id = `chatcmpl-fake-${req.index}`;
  const created = Math.floor(Date.now() / 1000);
  const finish = reply.calls.length > 0 ? 'tool_calls' : 'stop';
  if (!req.stream) {
    const message = {
      role: 'assistant',
      content: reply.text === '' && reply.calls.length > 0 ? null : reply.text,
      refusal: null,
      ...(reply.calls.length > 0
        ? {
            tool_calls: reply.calls.map((call, i) => ({
              id: callId(call, req, i),
              type: 'function',
              function: { name: call.name, arguments: call.arguments },
            })),
          }
        : {}),
    };
    const body = {
      id,
      object: 'chat.completion',
      created,
      model: req.model,
      system_fingerprint: 'fp_fake',
      choices: [{ index: 0, message, logprobs: null, finish_reason: finish }],
      usage: usageJson(reply.usage),
    };
    if (await writer.start(200, { 'content-type': 'application/json', 'x-request-id': `req_fake_${req.index}` }))
      writer.end(JSON.stringify(body));
    return;
  }
  // With include_usage every chunk carries `usage: null` and one extra chunk with empty choices carries the usage.
  const withUsage = req.body.stream_options?.include_usage === true;
  const chunk = (delta: unknown, finishReason: string | null = null) => ({
    id,
    object: 'chat.completion.chunk',
    created,
    model: req.model,
    system_fingerprint: 'fp_fake',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    ...(withUsage ? { usage: null } : {}),
  });
  if (
    !(await writer.start(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      'x-request-id': `req_fake_${req.index}`,
    }))
  )
    return;
  if (!(await writer.event(chunk({ role: 'assistant', content: '', refusal: null })))) return;
  for (const piece of fragments(reply.text, chunkChars)) {
    if (!(await writer.event(chunk({ content: piece })))) return;
  }
  for (const [index, call] of reply.calls.entries()) {
    const head = {
      index,
      id: callId(call, req, index),
      type: 'function',
      function: { name: call.name, arguments: '' },
    };
    if (!(await writer.event(chunk({ tool_calls: [head] })))) return;
    for (const piece of fragments(call.arguments, chunkChars)) {
      if (!(await writer.event(chunk({ tool_calls: [{ index, function: { arguments: piece } }] })))) return;
    }
  }
  if (!(await writer.event(chunk({}, finish)))) return;
  if (withUsage) {
    const last = {
      id,
      object: 'chat.completion.chunk',
      created,
      model: req.model,
      system_fingerprint: 'fp_fake',
      choices: [],
      usage: usageJson(reply.usage),
    };
    if (!(await writer.event(last))) return;
  }
  if (!(await writer.event('[DONE]'))) return;
  writer.end();
}
