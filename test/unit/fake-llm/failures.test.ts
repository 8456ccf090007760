// Loud scenario failures and provider faults: missing elements, HTTP errors, cut streams, slow answers, aborts.
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGate, startFakeLlm, type FakeLlm } from '../../fake-llm/index.js';
import { anthropic, anthropicTools, openai, openAiTools, SNAPSHOT, wrapped } from './helpers.js';

let llm: FakeLlm;
beforeAll(async () => (llm = await startFakeLlm()));
afterEach(() => llm.reset());
afterAll(() => llm.close());

const user = (content: string) => [{ role: 'user' as const, content }];
const openAiBody = { model: 'm', tools: openAiTools('click'), messages: user(wrapped(SNAPSHOT)) };
const anthropicBody = { model: 'm', max_tokens: 10, tools: anthropicTools('click'), messages: user(wrapped(SNAPSHOT)) };
const ask = () => openai(llm).chat.completions.create(openAiBody);
const askStream = () => openai(llm).chat.completions.create({ ...openAiBody, stream: true });
const askClaude = () => anthropic(llm).messages.create(anthropicBody);
const askClaudeStream = () => anthropic(llm).messages.create({ ...anthropicBody, stream: true });

describe('loud scenario failures', () => {
  it('fails when the target is not in the snapshot, without SDK retries', async () => {
    llm.script({ label: 'save', tool: 'click', target: { role: 'button', name: 'Delete' } });
    const client = new OpenAI({ baseURL: llm.openaiBaseUrl, apiKey: 'x' }); // default retries: the 500 must not be retried
    const error = await client.chat.completions
      .create({ model: 'm', tools: openAiTools('click'), messages: user(SNAPSHOT) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAI.InternalServerError);
    expect(String(error)).toContain('not in the latest snapshot');
    expect(llm.requests).toHaveLength(1);
    expect(llm.failures[0]?.kind).toBe('unresolved-target');
    expect(() => llm.assertNoFailures()).toThrow(
      /unresolved-target.*step "save".*\{role button name = "Delete"\}[\s\S]*button "Save" e12\n/,
    );
  });

  it('fails on an ambiguous name, on an undeclared tool, and on a missing snapshot', async () => {
    llm.script([
      { tool: 'click', target: { role: 'link', name: 'Edit' } },
      { tool: 'hover', target: { role: 'link', name: 'Edit', nth: 0 } },
    ]);
    await expect(ask()).rejects.toThrow(/matches 2 elements/);
    await expect(ask()).rejects.toThrow(/tool "hover" is not declared \(declared: click\)|not declared in the request/);
    llm.script({ tool: 'click', target: { name: 'Save' } });
    await expect(
      openai(llm).chat.completions.create({ model: 'm', tools: openAiTools('click'), messages: user('no page') }),
    ).rejects.toThrow(/no snapshot/);
    expect(llm.failures.map((f) => f.kind)).toEqual(['ambiguous-target', 'undeclared-tool', 'no-snapshot']);
  });

  it('fails when the script runs out or an expectation throws', async () => {
    llm.script({ say: 'x', expect: (req) => expect(req.system).toBe('not sent') });
    await expect(askClaude()).rejects.toBeInstanceOf(Anthropic.InternalServerError);
    await expect(askClaude()).rejects.toThrow(/script-exhausted/);
    expect(llm.failures.map((f) => f.kind)).toEqual(['expect-failed', 'script-exhausted']);
  });

  it('computes a step from the request', async () => {
    llm.script((req) => ({ say: `you sent ${req.messages.length} message(s)` }));
    const res = await askClaude();
    expect(res.content[0]?.type === 'text' && res.content[0].text).toBe('you sent 1 message(s)');
    llm.assertDone();
  });
});

describe('provider faults', () => {
  it('answers 429 with Retry-After and the real body shape, for both SDKs', async () => {
    llm.script([
      { fail: { status: 429, retryAfter: 7 } },
      { fail: { status: 429, retryAfter: 3, message: 'slow down' } },
    ]);
    const oa = await ask().catch((e: unknown) => e);
    expect(oa).toBeInstanceOf(OpenAI.RateLimitError);
    expect((oa as InstanceType<typeof OpenAI.RateLimitError>).headers.get('retry-after')).toBe('7');
    expect((oa as InstanceType<typeof OpenAI.RateLimitError>).code).toBe('rate_limit_exceeded');
    const an = await askClaude().catch((e: unknown) => e);
    expect(an).toBeInstanceOf(Anthropic.RateLimitError);
    expect((an as InstanceType<typeof Anthropic.RateLimitError>).error).toMatchObject({
      type: 'error',
      error: { type: 'rate_limit_error', message: 'slow down' },
    });
    llm.assertDone();
  });

  it('answers 401, 404 and 500 as the SDKs expect', async () => {
    llm.script([{ fail: { status: 401 } }, { fail: { status: 404 } }, { fail: { status: 500 } }]);
    await expect(ask()).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
    await expect(askClaude()).rejects.toBeInstanceOf(Anthropic.NotFoundError);
    await expect(askClaude()).rejects.toBeInstanceOf(Anthropic.InternalServerError);
    llm.assertNoFailures();
  });

  it('checks the API key when configured', async () => {
    const keyed = await startFakeLlm({ apiKey: 'right', script: [{ say: 'ok' }] });
    const wrong = new Anthropic({ baseURL: keyed.anthropicBaseUrl, apiKey: 'wrong', maxRetries: 0 });
    await expect(wrong.messages.create({ model: 'm', max_tokens: 5, messages: user('hi') })).rejects.toBeInstanceOf(
      Anthropic.AuthenticationError,
    );
    const right = new OpenAI({ baseURL: keyed.openaiBaseUrl, apiKey: 'right', maxRetries: 0 });
    expect(
      (await right.chat.completions.create({ model: 'm', messages: user('hi') })).choices[0]?.message.content,
    ).toBe('ok');
    await keyed.close();
  });

  it('cuts a stream mid-way: the SDK iteration fails', async () => {
    llm.script([
      { say: 'a long answer that will never end', cutAfterChunks: 3 },
      { tool: 'click', target: { name: 'Save' }, cutAfterChunks: 4 },
    ]);
    const read = async (stream: AsyncIterable<unknown>) => {
      let n = 0;
      for await (const _ of stream) n++;
      return n;
    };
    await expect(read(await askStream())).rejects.toThrow();
    await expect(read(await askClaudeStream())).rejects.toThrow();
    expect(llm.requests.map((r) => r.aborted)).toEqual([false, false]);
    llm.assertDone();
  });

  it('is slow before and between chunks, and stops when the client aborts', async () => {
    llm.script({ say: 'x'.repeat(400), delayMs: 50, chunkDelayMs: 20 });
    const started = Date.now();
    const stream = await askStream();
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    let chunks = 0;
    for await (const _ of stream) if (++chunks === 3) stream.controller.abort();
    expect(chunks).toBe(3);
    await expect.poll(() => llm.requests[0]?.aborted).toBe(true);
  });

  it('holds mid-stream until the test releases it, or the client leaves', async () => {
    const gate = createGate();
    llm.script({ say: 'Working on it, one moment please', hold: gate, holdAfterChunks: 2 });
    const controller = new AbortController();
    const stream = await anthropic(llm).messages.create(
      { model: 'm', max_tokens: 9, stream: true, messages: user('hi') },
      { signal: controller.signal },
    );
    const seen: string[] = [];
    const reading = (async () => {
      for await (const event of stream) seen.push(event.type);
    })();
    await gate.reached; // the server has written two events; the client may still be reading them
    await expect.poll(() => seen.length).toBe(2);
    controller.abort(); // the user pressed Stop mid-stream
    await reading; // the Anthropic SDK ends an aborted stream quietly

    expect(seen).toEqual(['message_start', 'content_block_start']);
    await expect.poll(() => llm.requests[0]?.aborted).toBe(true);
    gate.release();
    llm.assertDone();
  });

  it('records a request to an unknown route', async () => {
    const res = await fetch(`${llm.url}/v1/completions`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
    expect(llm.failures[0]?.kind).toBe('unknown-route');
    const preflight = await fetch(`${llm.url}/v1/messages`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });
});
