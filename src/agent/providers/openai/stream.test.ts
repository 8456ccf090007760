import { describe, expect, it } from 'vitest';
import { collect, fixture, hangingFetch, json, replayFetch, sse } from '../../../../test/fixtures/sse/replay';
import type { AssistantMessage, ProviderEvent } from '../../../shared/model';
import type { ProviderConfig, StreamRequest } from '../types';
import { createOpenAIStream, listOpenAIModels } from './stream';

const request: StreamRequest = {
  model: 'gpt-4.1-mini',
  system: 'You are Tabwright.',
  tools: [{ name: 'snapshot', description: 'Read the page.', parameters: { type: 'object', properties: {} } }],
  messages: [{ role: 'user', id: 'u1', createdAt: 0, content: [{ type: 'text', text: 'What is on the page?' }] }],
};
const noWait = { maxRetries: 2, baseDelayMs: 1, maxDelayMs: 50, random: () => 0 };

function run(config: Partial<ProviderConfig>, ...responses: Parameters<typeof replayFetch>) {
  const replay = replayFetch(...responses);
  const stream = createOpenAIStream({
    api: 'openai',
    apiKey: 'sk-test',
    fetch: replay.fetch,
    retry: noWait,
    ...config,
  });
  return { replay, events: collect(stream(request)) };
}

const last = (events: ProviderEvent[]) => (events.at(-1) as { message: AssistantMessage }).message;

describe('openai adapter (recorded streams through the SDK)', () => {
  it('streams text and reads usage from the include_usage chunk, cached tokens apart', async () => {
    const { events, replay } = run({}, sse(fixture('openai/text.sse')));
    const all = await events;
    expect(all.filter((e) => e.type === 'text_delta').map((e) => (e as { delta: string }).delta)).toEqual([
      'The page shows ',
      'three open orders.',
    ]);
    const message = last(all);
    expect(message).toMatchObject({ stopReason: 'stop', provider: 'openai', model: 'gpt-4.1-mini' });
    expect(message.usage).toMatchObject({ input: 362, cacheRead: 2048, output: 9 });
    const sent = replay.requests[0]!;
    expect(sent.url).toBe('https://api.openai.com/v1/chat/completions');
    expect(sent.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    expect(sent.body.messages[0]).toEqual({ role: 'system', content: 'You are Tabwright.' });
  });

  it('assembles parallel tool calls whose arguments are split across chunks', async () => {
    const all = await run({}, sse(fixture('openai/tool-calls-parallel.sse'))).events;
    const message = last(all);
    expect(message.stopReason).toBe('tool_use');
    expect(message.content).toEqual([
      { type: 'toolCall', id: 'call_qOfTGgDrItLORNfC6VwUbyLL', name: 'snapshot', args: {} },
      { type: 'toolCall', id: 'call_8JqBzxP0mWl3cVtR2sYkHn4e', name: 'get_text', args: { ref: 'e12' } },
    ]);
    expect(all.filter((e) => e.type === 'toolcall_end')).toHaveLength(2);
    expect(message.usage).toMatchObject({ input: 1523, output: 41, cacheRead: 0 });
  });

  it("keeps DeepSeek's reasoning_content as thinking, apart from the answer, and streams it as thinking deltas", async () => {
    const all = await run(
      { api: 'openai-compatible', baseURL: 'https://api.deepseek.com/v1' },
      sse(fixture('openai/deepseek-reasoning.sse')),
    ).events;
    const message = last(all);
    expect(message.content).toEqual([
      { type: 'thinking', text: 'The user asks what the page is about. The snapshot shows a shop.' },
      { type: 'text', text: 'It is a shop selling tea.' },
    ]);
    expect(all.filter((e) => e.type === 'thinking_delta')).toHaveLength(3);
    expect(
      all
        .filter((e) => e.type === 'text_delta')
        .map((e) => (e as { delta: string }).delta)
        .join(''),
    ).toBe('It is a shop selling tea.');
  });

  it('splits a leading <think> block (Qwen3 on Ollama) from the content, tags cut across chunks, before a tool call', async () => {
    const config = { api: 'openai-compatible' as const, baseURL: 'http://localhost:11434/v1', apiKey: undefined };
    const message = last(await run(config, sse(fixture('openai/ollama-think.sse'))).events);
    expect(message.stopReason).toBe('tool_use');
    expect(message.content).toEqual([
      { type: 'thinking', text: '\nI need the page first; a snapshot will show it.\n' },
      { type: 'toolCall', id: 'call_q3x9k2', name: 'snapshot', args: {} },
    ]);
  });

  it('tolerates an Ollama-style stream: whole calls at index 0, no usage, finish "stop"', async () => {
    const config = { api: 'openai-compatible' as const, baseURL: 'http://localhost:11434/v1', apiKey: undefined };
    const { events, replay } = run(config, sse(fixture('openai/ollama-no-usage.sse')));
    const message = last(await events);
    expect(message.stopReason).toBe('tool_use');
    expect(message.content).toEqual([
      { type: 'text', text: 'Let me look.' },
      { type: 'toolCall', id: 'call_k2v8d1x0', name: 'snapshot', args: {} },
      { type: 'toolCall', id: 'call_p4m7q9z3', name: 'get_text', args: { ref: 'e3' } },
    ]);
    expect(message.usage).toBeUndefined();
    expect(replay.requests[0]!.url).toBe('http://localhost:11434/v1/chat/completions');
  });

  it('ends with a server error value when the stream carries an error line', async () => {
    const all = await run({ retry: { maxRetries: 0 } }, sse(fixture('openai/error-midstream.sse'))).events;
    expect(all.map((e) => e.type)).toEqual(['message_start', 'error', 'message_end']);
    expect(last(all).error).toMatchObject({ kind: 'server' });
    expect(last(all).error!.message).toMatch(/Press Retry/);
  });

  it('retries a 503 with backoff, then streams', async () => {
    const all = await run(
      {},
      json(503, { error: { message: 'upstream overloaded', type: 'server_error' } }),
      sse(fixture('openai/text.sse')),
    ).events;
    expect(all.filter((e) => e.type === 'retry')).toEqual([
      expect.objectContaining({
        attempt: 1,
        maxRetries: 2,
        error: expect.objectContaining({ kind: 'server', status: 503 }),
      }),
    ]);
    expect(last(all).stopReason).toBe('stop');
  });

  it('gives up at once when Retry-After asks for longer than the policy allows', async () => {
    const all = await run(
      {},
      json(429, { error: { message: 'Rate limit reached', type: 'requests' } }, { 'retry-after': '120' }),
    ).events;
    expect(all.some((e) => e.type === 'retry')).toBe(false);
    expect(last(all).error?.kind).toBe('rate_limit');
  });

  it('names the model and the base URL on 404', async () => {
    const body = {
      error: {
        message: 'The model `gpt-9` does not exist or you do not have access to it.',
        type: 'invalid_request_error',
        param: null,
        code: 'model_not_found',
      },
    };
    const all = await run(
      { label: 'OpenRouter', baseURL: 'https://openrouter.ai/api/v1', api: 'openai-compatible' },
      json(404, body),
    ).events;
    expect(last(all).error).toMatchObject({ kind: 'not_found' });
    expect(last(all).error!.message).toMatch(
      /OpenRouter does not know the model "gpt-4.1-mini".*https:\/\/openrouter.ai\/api\/v1/,
    );
  });

  it('reports an unreachable local server as a network error that says what to do', async () => {
    const replay = replayFetch(); // no responses: fetch rejects like a refused connection
    const stream = createOpenAIStream({
      api: 'openai-compatible',
      baseURL: 'http://localhost:1234/v1',
      fetch: replay.fetch,
      retry: { ...noWait, maxRetries: 1 },
    });
    const all = await collect(stream(request));
    expect(last(all).error).toMatchObject({ kind: 'network' });
    expect(last(all).error!.message).toMatch(/localhost:1234.*local server is running/);
  });

  it('times out a silent stream and stops at once on abort', async () => {
    const stream = createOpenAIStream({
      api: 'openai',
      apiKey: 'k',
      fetch: hangingFetch(),
      idleTimeoutMs: 20,
      retry: { maxRetries: 0 },
    });
    expect(last(await collect(stream(request))).error?.kind).toBe('timeout');

    const controller = new AbortController();
    const slow = createOpenAIStream({ api: 'openai', apiKey: 'k', fetch: hangingFetch() });
    const pending = collect(slow({ ...request, signal: controller.signal }));
    controller.abort();
    const message = last(await pending);
    expect(message.stopReason).toBe('aborted');
  });

  it('lists models', async () => {
    const replay = replayFetch(
      json(200, {
        object: 'list',
        data: [
          { id: 'llava:13b', object: 'model', created: 1, owned_by: 'library' },
          { id: 'qwen3:8b', object: 'model', created: 1, owned_by: 'library' },
        ],
      }),
    );
    const result = await listOpenAIModels({
      api: 'openai-compatible',
      baseURL: 'http://localhost:11434/v1',
      fetch: replay.fetch,
    });
    expect(result).toEqual({ ok: true, models: ['llava:13b', 'qwen3:8b'] });
  });
});
