// The official OpenAI SDK against the fake server: text, streamed tool calls, parallel calls, intents, usage.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from '../../fake-llm/index.js';
import { openai, openAiTools, SNAPSHOT, wrapped } from './helpers.js';

let llm: FakeLlm;
beforeAll(async () => (llm = await startFakeLlm({ models: ['gpt-fake', 'gpt-fake-mini'] })));
afterEach(() => {
  llm.assertDone();
  llm.reset();
});
afterAll(() => llm.close());

const tools = openAiTools('click', 'type', 'drag');
const withSnapshot = (content: string | { type: 'text'; text: string }[]) => [
  { role: 'system' as const, content: 'You are Tabwright.' },
  { role: 'user' as const, content: 'Save the pet' },
  {
    role: 'assistant' as const,
    content: null,
    tool_calls: [{ id: 'c1', type: 'function' as const, function: { name: 'snapshot', arguments: '{}' } }],
  },
  { role: 'tool' as const, tool_call_id: 'c1', content },
];

describe('openai chat completions', () => {
  it('answers text without streaming, with usage', async () => {
    llm.script({ say: 'The pet is 5' });
    const res = await openai(llm).chat.completions.create({
      model: 'gpt-fake',
      messages: [{ role: 'user', content: 'hi' }],
    });
    expect(res.choices[0]?.message.content).toBe('The pet is 5');
    expect(res.choices[0]?.finish_reason).toBe('stop');
    expect(res.usage?.prompt_tokens).toBeGreaterThan(0);
    expect(res.usage?.completion_tokens).toBe(3);
    expect(res.usage?.prompt_tokens_details?.cached_tokens).toBe(0);
    expect(llm.requests[0]?.messages).toEqual([{ role: 'user', text: 'hi' }]);
  });

  it('streams text in several chunks and a final usage chunk', async () => {
    llm.script({ say: 'The pet called Rex is five years old' });
    const stream = await openai(llm).chat.completions.create({
      model: 'gpt-fake',
      stream: true,
      stream_options: { include_usage: true },
      messages: [{ role: 'user', content: 'hi' }],
    });
    const pieces: string[] = [];
    let usage: { completion_tokens: number } | undefined;
    let finish: string | undefined;
    for await (const chunk of stream) {
      if (chunk.choices[0]?.delta.content) pieces.push(chunk.choices[0].delta.content);
      finish ??= chunk.choices[0]?.finish_reason ?? undefined;
      if (chunk.usage) usage = chunk.usage;
    }
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.join('')).toBe('The pet called Rex is five years old');
    expect(finish).toBe('stop');
    expect(usage?.completion_tokens).toBeGreaterThan(0);
  });

  it('streams a tool call resolved from a snapshot in a tool result, arguments split across chunks', async () => {
    llm.script({ tool: 'click', target: { role: 'button', name: 'Save' }, args: { why: 'save it' } });
    const stream = await openai(llm).chat.completions.create({
      model: 'gpt-fake',
      stream: true,
      tools,
      messages: withSnapshot(wrapped(SNAPSHOT)),
    });
    const fragments: string[] = [];
    let name = '';
    for await (const chunk of stream) {
      for (const call of chunk.choices[0]?.delta.tool_calls ?? []) {
        name += call.function?.name ?? '';
        if (call.function?.arguments) fragments.push(call.function.arguments);
      }
    }
    expect(name).toBe('click');
    expect(fragments.length).toBeGreaterThan(2);
    expect(JSON.parse(fragments.join(''))).toEqual({ ref: 'e12', why: 'save it' });
  });

  it('makes parallel tool calls that the SDK stream helper reassembles', async () => {
    llm.script({
      say: 'Doing both.',
      tools: [
        { tool: 'type', target: { role: 'textbox', name: 'nick', match: 'substring' }, args: { text: 'Rex' } },
        { tool: 'click', target: { role: 'button', name: /^Bold$/ } },
        { tool: 'drag', target: { name: 'Save draft' }, targets: { toRef: { role: 'paragraph' } } },
      ],
    });
    const parts = [
      { type: 'text' as const, text: 'Snapshot follows' },
      { type: 'text' as const, text: wrapped(SNAPSHOT) },
    ];
    const final = await openai(llm)
      .chat.completions.stream({ model: 'gpt-fake', tools, messages: withSnapshot(parts) })
      .finalChatCompletion();
    const message = final.choices[0]?.message;
    expect(message?.content).toBe('Doing both.');
    expect(final.choices[0]?.finish_reason).toBe('tool_calls');
    const calls = (message?.tool_calls ?? []).map((c) =>
      c.type === 'function' ? [c.id, c.function.name, JSON.parse(c.function.arguments)] : [],
    );
    expect(calls).toEqual([
      ['call_fake_0_0', 'type', { ref: 'e14', text: 'Rex' }],
      ['call_fake_0_1', 'click', { ref: 'f2e5' }],
      ['call_fake_0_2', 'drag', { ref: 'e13', toRef: 'f2e4' }],
    ]);
  });

  it('reads the latest snapshot, not an older one', async () => {
    llm.script({ tool: 'click', target: { role: 'button', name: 'Save' } });
    const messages = [
      ...withSnapshot(wrapped('button "Save" e1')),
      { role: 'user' as const, content: 'Page changed:\nbutton "Save" e77' },
    ];
    const res = await openai(llm).chat.completions.create({ model: 'gpt-fake', tools, messages });
    const call = res.choices[0]?.message.tool_calls?.[0];
    expect(call?.type === 'function' && JSON.parse(call.function.arguments)).toEqual({ ref: 'e77' });
    expect(llm.requests[0]?.snapshot).toContain('e77');
  });

  it('sends malformed arguments verbatim', async () => {
    llm.script({ tool: 'type', rawArguments: '{"ref": "e14", "text": "Rex' });
    const res = await openai(llm).chat.completions.create({
      model: 'gpt-fake',
      tools,
      messages: [{ role: 'user', content: 'x' }],
    });
    const call = res.choices[0]?.message.tool_calls?.[0];
    expect(call?.type === 'function' && call.function.arguments).toBe('{"ref": "e14", "text": "Rex');
  });

  it('estimates cached tokens from the prefix shared with the previous call', async () => {
    llm.script([{ say: 'one' }, { say: 'two' }]);
    const system = { role: 'system' as const, content: 'S'.repeat(4000) };
    await openai(llm).chat.completions.create({
      model: 'gpt-fake',
      messages: [system, { role: 'user', content: 'a' }],
    });
    const second = await openai(llm).chat.completions.create({
      model: 'gpt-fake',
      messages: [system, { role: 'user', content: 'b' }],
    });
    expect(second.usage?.prompt_tokens_details?.cached_tokens).toBeGreaterThan(900);
    expect(llm.requests[0]?.system).toBe(llm.requests[1]?.system);
  });

  it('lists models', async () => {
    const page = await openai(llm).models.list();
    expect(page.data.map((m) => m.id)).toEqual(['gpt-fake', 'gpt-fake-mini']);
  });
});
