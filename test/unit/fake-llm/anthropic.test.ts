// The official Anthropic SDK against the fake server: the real SSE event sequence, tool_use, tool_result shapes.
import type Anthropic from '@anthropic-ai/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from '../../fake-llm/index.js';
import { anthropic, anthropicTools, SNAPSHOT, wrapped } from './helpers.js';

let llm: FakeLlm;
beforeAll(async () => (llm = await startFakeLlm({ models: ['claude-fake'] })));
afterEach(() => {
  llm.assertDone();
  llm.reset();
});
afterAll(() => llm.close());

const tools = anthropicTools('click', 'type', 'drag');
const withResult = (content: Anthropic.ToolResultBlockParam['content']): Anthropic.MessageParam[] => [
  { role: 'user', content: 'Save the pet' },
  { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'snapshot', input: {} }] },
  {
    role: 'user',
    content: [
      { type: 'tool_result', tool_use_id: 't1', content },
      { type: 'text', text: 'go on' },
    ],
  },
];
const base = { model: 'claude-fake', max_tokens: 1000, system: 'You are Tabwright.' };

describe('anthropic messages', () => {
  it('answers text without streaming, with usage', async () => {
    llm.script({ say: 'The pet is 5' });
    const res = await anthropic(llm).messages.create({ ...base, messages: [{ role: 'user', content: 'hi' }] });
    expect(res.content).toEqual([{ type: 'text', text: 'The pet is 5' }]);
    expect(res.stop_reason).toBe('end_turn');
    expect(res.usage.input_tokens).toBeGreaterThan(0);
    expect(res.usage.output_tokens).toBe(3);
    expect(res.usage.cache_read_input_tokens).toBe(0);
    expect(llm.requests[0]?.system).toBe('You are Tabwright.');
  });

  it('streams the real event sequence with text and a tool_use in input_json_delta fragments', async () => {
    llm.script({ say: 'Clicking Save.', tool: 'click', target: { role: 'button', name: 'Save' } });
    const stream = await anthropic(llm).messages.create({
      ...base,
      stream: true,
      tools,
      messages: withResult(wrapped(SNAPSHOT)),
    });
    const events: string[] = [];
    let json = '';
    for await (const event of stream) {
      events.push(event.type === 'content_block_delta' ? event.delta.type : event.type);
      if (event.type === 'content_block_delta' && event.delta.type === 'input_json_delta')
        json += event.delta.partial_json;
    }
    const squeezed = events.filter((type, i) => type !== events[i - 1]);
    expect(squeezed).toEqual([
      'message_start',
      'content_block_start',
      'text_delta',
      'content_block_stop',
      'content_block_start',
      'input_json_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    expect(events.filter((type) => type === 'input_json_delta').length).toBeGreaterThan(2);
    expect(JSON.parse(json)).toEqual({ ref: 'e12' });
  });

  it('the SDK stream helper assembles parallel tool_use blocks and usage', async () => {
    llm.script({
      tools: [
        { tool: 'type', target: { role: 'textbox', name: 'Pet "nick" name' }, args: { text: 'Rex' } },
        {
          tool: 'drag',
          target: { role: 'button', name: 'Bold' },
          targets: { toRef: { role: 'link', name: 'Edit', nth: 1 } },
        },
      ],
    });
    const blocks = [
      { type: 'text' as const, text: wrapped(SNAPSHOT) },
      { type: 'image' as const, source: { type: 'base64' as const, media_type: 'image/png' as const, data: 'AA==' } },
    ];
    const final = await anthropic(llm)
      .messages.stream({ ...base, tools, messages: withResult(blocks) })
      .finalMessage();
    expect(final.stop_reason).toBe('tool_use');
    expect(final.content.map((b) => (b.type === 'tool_use' ? [b.id, b.name, b.input] : b.type))).toEqual([
      ['toolu_fake_0_0', 'type', { ref: 'e14', text: 'Rex' }],
      ['toolu_fake_0_1', 'drag', { ref: 'f2e5', toRef: 'e21' }],
    ]);
    expect(final.usage.output_tokens).toBeGreaterThan(1);
    expect(llm.requests[0]?.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'user']);
    expect(llm.requests[0]?.messages[2]?.text).toContain('[image]');
  });

  it('resolves from a tool_result whose content is a plain string', async () => {
    llm.script({ tool: 'click', target: { role: 'link', name: 'edit', match: 'substring', nth: 0 } });
    const res = await anthropic(llm).messages.create({ ...base, tools, messages: withResult(wrapped(SNAPSHOT)) });
    expect(res.content[0]?.type === 'tool_use' && res.content[0].input).toEqual({ ref: 'e20' });
  });

  it('streams malformed arguments as broken partial_json', async () => {
    llm.script({ tool: 'type', rawArguments: '{"ref": "e14", "text": ' });
    const stream = await anthropic(llm).messages.create({
      ...base,
      stream: true,
      tools,
      messages: [{ role: 'user', content: 'x' }],
    });
    let json = '';
    for await (const event of stream) {
      if (event.type === 'content_block_delta' && event.delta.type === 'input_json_delta')
        json += event.delta.partial_json;
    }
    expect(json).toBe('{"ref": "e14", "text": ');
  });

  it('reports cache reads when the request marks cache_control and repeats its prefix', async () => {
    llm.script([{ say: 'one' }, { say: 'two' }]);
    const system: Anthropic.TextBlockParam[] = [
      { type: 'text', text: 'S'.repeat(4000), cache_control: { type: 'ephemeral' } },
    ];
    await anthropic(llm).messages.create({ ...base, system, messages: [{ role: 'user', content: 'a' }] });
    const second = await anthropic(llm).messages.create({
      ...base,
      system,
      messages: [{ role: 'user', content: 'b' }],
    });
    expect(second.usage.cache_read_input_tokens).toBeGreaterThan(900);
    expect(second.usage.input_tokens).toBeLessThan(100);
  });

  it('lists models', async () => {
    const page = await anthropic(llm).models.list();
    expect(page.data.map((m) => m.id)).toEqual(['claude-fake']);
  });
});
