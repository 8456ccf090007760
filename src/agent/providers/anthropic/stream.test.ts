import { describe, expect, it } from 'vitest';
import { collect, fixture, json, replayFetch, sse } from '../../../../test/fixtures/sse/replay';
import type { AssistantMessage, ProviderEvent } from '../../../shared/model';
import type { StreamRequest } from '../types';
import { createAnthropicStream, listAnthropicModels } from './stream';

const request: StreamRequest = {
  model: 'claude-sonnet-4-6',
  system: 'You are Tabwright.',
  tools: [{ name: 'snapshot', description: 'Read the page.', parameters: { type: 'object', properties: {} } }],
  messages: [{ role: 'user', id: 'u1', createdAt: 0, content: [{ type: 'text', text: 'What is on the page?' }] }],
  pricing: { input: 3, output: 15 },
};
const noWait = { maxRetries: 2, baseDelayMs: 1, maxDelayMs: 50, random: () => 0 };

function run(...responses: Parameters<typeof replayFetch>) {
  const replay = replayFetch(...responses);
  const stream = createAnthropicStream({ api: 'anthropic', apiKey: 'sk-test', fetch: replay.fetch, retry: noWait });
  return { replay, events: collect(stream(request)) };
}

const last = (events: ProviderEvent[]) => (events.at(-1) as { message: AssistantMessage }).message;

describe('anthropic adapter (recorded streams through the SDK)', () => {
  it('streams text deltas and normalises usage with cache reads', async () => {
    const { events, replay } = run(sse(fixture('anthropic/text.sse')));
    const all = await events;
    expect(all[0]!.type).toBe('message_start');
    expect(all.filter((e) => e.type === 'text_delta').map((e) => (e as { delta: string }).delta)).toEqual([
      'The page shows ',
      'three open orders, ',
      'the newest from 12 May.',
    ]);
    const message = last(all);
    expect(message.stopReason).toBe('stop');
    expect(message.content).toEqual([
      { type: 'text', text: 'The page shows three open orders, the newest from 12 May.' },
    ]);
    expect(message.usage).toMatchObject({ input: 312, output: 15, cacheRead: 2048, cacheWrite: 0 });
    expect(message.usage!.costUsd).toBeCloseTo((312 * 3 + 15 * 15 + 2048 * 0.3) / 1e6, 10);
    // What went over the wire: cache points on system and the last tool, our own retries only.
    const sent = replay.requests[0]!;
    expect(sent.url).toBe('https://api.anthropic.com/v1/messages');
    expect(sent.body.stream).toBe(true);
    expect(sent.body.system[0].cache_control).toEqual({ type: 'ephemeral' });
    expect(sent.body.tools.at(-1).cache_control).toEqual({ type: 'ephemeral' });
    expect(sent.headers.get('x-stainless-retry-count')).toBe('0');
  });

  it('assembles parallel tool calls from JSON split across chunks', async () => {
    const all = await run(sse(fixture('anthropic/tool-use-parallel.sse'))).events;
    const message = last(all);
    expect(message.stopReason).toBe('tool_use');
    expect(message.content).toEqual([
      { type: 'text', text: "I'll read the page first." },
      { type: 'toolCall', id: 'toolu_01T1x1fJ34qAmk2tNTrN7Up6', name: 'snapshot', args: {} },
      {
        type: 'toolCall',
        id: 'toolu_01AbCdEfGhIjKlMnOpQrStUv',
        name: 'get_text',
        args: { ref: 'e12', max_chars: 2000 },
      },
    ]);
    expect(
      all
        .filter((e) => e.type === 'toolcall_delta')
        .map((e) => (e as { delta: string }).delta)
        .join(''),
    ).toBe('{"ref": "e12", "max_chars": 2000}');
    expect(message.usage).toMatchObject({ input: 472, cacheWrite: 1830, output: 89 });
  });

  it('retries an overloaded stream before any output, then succeeds', async () => {
    const all = await run(sse(fixture('anthropic/overloaded-midstream.sse')), sse(fixture('anthropic/text.sse')))
      .events;
    const retry = all.find((e) => e.type === 'retry');
    expect(retry).toMatchObject({ attempt: 1, error: { kind: 'server' } });
    expect(last(all).stopReason).toBe('stop');
  });

  it('honours Retry-After on 429 and gives up with a clear message when retries run out', async () => {
    const limited = json(
      429,
      {
        type: 'error',
        error: {
          type: 'rate_limit_error',
          message: 'Number of request tokens has exceeded your per-minute rate limit',
        },
      },
      { 'retry-after': '0.02' },
    );
    const all = await run(limited).events;
    const retries = all.filter((e) => e.type === 'retry');
    expect(retries.map((e) => (e as { delayMs: number }).delayMs)).toEqual([20, 20]);
    const message = last(all);
    expect(message.stopReason).toBe('error');
    expect(message.error!.kind).toBe('rate_limit');
    expect(message.error!.message).toMatch(/429.*after 2 retries.*Wait a minute/);
  });

  it('does not retry a bad key and says where to fix it', async () => {
    const all = await run(
      json(401, { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } }),
    ).events;
    expect(all.map((e) => e.type)).toEqual(['message_start', 'error', 'message_end']);
    expect(last(all).error).toEqual({ kind: 'auth', message: expect.stringMatching(/API key \(401\).*Settings/) });
  });

  it('reports an unknown model as not_found', async () => {
    const all = await run(
      json(404, { type: 'error', error: { type: 'not_found_error', message: 'model: claude-nope' } }),
    ).events;
    expect(last(all).error?.kind).toBe('not_found');
    expect(last(all).error?.message).toContain('"claude-sonnet-4-6"');
  });

  it('keeps streamed text when the connection drops mid-answer, and does not retry it', async () => {
    const all = await run(sse(fixture('anthropic/truncated.sse'))).events;
    const message = last(all);
    expect(message.stopReason).toBe('error');
    expect(message.error?.kind).toBe('network');
    expect(message.content).toEqual([{ type: 'text', text: 'Looking at the' }]);
    expect(all.some((e) => e.type === 'retry')).toBe(false);
  });

  it('lists models from the endpoint', async () => {
    const replay = replayFetch(
      json(200, {
        data: [
          {
            type: 'model',
            id: 'claude-sonnet-4-5',
            display_name: 'Claude Sonnet 4.5',
            created_at: '2025-09-29T00:00:00Z',
          },
        ],
        has_more: false,
        first_id: 'claude-sonnet-4-5',
        last_id: 'claude-sonnet-4-5',
      }),
    );
    expect(await listAnthropicModels({ api: 'anthropic', apiKey: 'k', fetch: replay.fetch })).toEqual({
      ok: true,
      models: ['claude-sonnet-4-5'],
    });
  });
});
