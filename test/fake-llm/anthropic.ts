// Anthropic messages wire format: JSON answers, the SSE event sequence, error bodies, model list.
// Shapes follow https://docs.anthropic.com/en/api/messages-streaming (message_start ... message_stop).
import { fragments, type PlannedCall, type Reply, type Usage } from './script.js';
import type { RecordedRequest } from './types.js';
import type { ResponseWriter } from './writer.js';

const ERRORS: Record<number, { type: string; message: string }> = {
  400: { type: 'invalid_request_error', message: 'Invalid request.' },
  401: { type: 'authentication_error', message: 'invalid x-api-key' },
  403: { type: 'permission_error', message: 'Your API key does not have permission to use the specified resource.' },
  404: { type: 'not_found_error', message: 'model: not found' },
  413: { type: 'request_too_large', message: 'Request exceeds the maximum allowed number of bytes.' },
  429: { type: 'rate_limit_error', message: 'Number of request tokens has exceeded your per-minute rate limit.' },
  500: { type: 'api_error', message: 'Internal server error' },
  529: { type: 'overloaded_error', message: 'Overloaded' },
};

export function anthropicErrorBody(status: number, message?: string, requestId?: string): unknown {
  const known = ERRORS[status] ?? {
    type: status >= 500 ? 'api_error' : 'invalid_request_error',
    message: `HTTP ${status}`,
  };
  return {
    type: 'error',
    error: { type: known.type, message: message ?? known.message },
    request_id: requestId ?? 'req_fake',
  };
}

export function anthropicModels(models: string[]): unknown {
  const data = models.map((id) => ({ type: 'model', id, display_name: id, created_at: '2025-01-01T00:00:00Z' }));
  return { data, has_more: false, first_id: models[0] ?? null, last_id: models.at(-1) ?? null };
}

/** Anthropic's input_tokens excludes cache reads, unlike OpenAI's prompt_tokens. */
function usageJson(usage: Usage, output: number) {
  const cached = Math.min(usage.cached, usage.input);
  return {
    input_tokens: usage.input - cached,
    output_tokens: output,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: cached,
  };
}

function toolUseId(call: PlannedCall, req: RecordedRequest, i: number): string {
  return call.id ?? `toolu_fake_${req.index}_${i}`;
}

/** Non-streaming JSON has no way to carry broken arguments; the raw string goes in `input` so clients see it. */
function parsedInput(args: string): unknown {
  try {
    return JSON.parse(args);
  } catch {
    return args;
  }
}

export async function writeAnthropic(
  reply: Reply,
  req: RecordedRequest,
  writer: ResponseWriter,
  chunkChars: number,
): Promise<void> {
  const id = `msg_fake_${req.index}`;
  const stopReason = reply.calls.length > 0 ? 'tool_use' : 'end_turn';
  const headers = { 'request-id': `req_fake_${req.index}` };
  if (!req.stream) {
    const content = [
      ...(reply.text !== '' ? [{ type: 'text', text: reply.text }] : []),
      ...reply.calls.map((call, i) => ({
        type: 'tool_use',
        id: toolUseId(call, req, i),
        name: call.name,
        input: parsedInput(call.arguments),
      })),
    ];
    const body = {
      id,
      type: 'message',
      role: 'assistant',
      model: req.model,
      content,
      stop_reason: stopReason,
      stop_sequence: null,
      usage: usageJson(reply.usage, reply.usage.output),
    };
    if (await writer.start(200, { ...headers, 'content-type': 'application/json' })) writer.end(JSON.stringify(body));
    return;
  }
  if (!(await writer.start(200, { ...headers, 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })))
    return;
  const send = (type: string, data: Record<string, unknown>) => writer.event({ type, ...data }, type);
  const message = {
    id,
    type: 'message',
    role: 'assistant',
    model: req.model,
    content: [],
    stop_reason: null,
    stop_sequence: null,
    usage: usageJson(reply.usage, 1),
  };
  if (!(await send('message_start', { message }))) return;
  let index = 0;
  if (reply.text !== '') {
    if (!(await send('content_block_start', { index, content_block: { type: 'text', text: '' } }))) return;
    if (!(await send('ping', {}))) return;
    for (const text of fragments(reply.text, chunkChars)) {
      if (!(await send('content_block_delta', { index, delta: { type: 'text_delta', text } }))) return;
    }
    if (!(await send('content_block_stop', { index }))) return;
    index++;
  }
  for (const [i, call] of reply.calls.entries()) {
    const block = { type: 'tool_use', id: toolUseId(call, req, i), name: call.name, input: {} };
    if (!(await send('content_block_start', { index, content_block: block }))) return;
    // The API opens every tool_use with an empty fragment before the JSON pieces.
    for (const partial_json of ['', ...fragments(call.arguments, chunkChars)]) {
      if (!(await send('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json } }))) return;
    }
    if (!(await send('content_block_stop', { index }))) return;
    index++;
  }
  const delta = { stop_reason: stopReason, stop_sequence: null };
  if (!(await send('message_delta', { delta, usage: usageJson(reply.usage, reply.usage.output) }))) return;
  if (!(await send('message_stop', {}))) return;
  writer.end();
}
