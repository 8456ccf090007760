import { describe, expect, it } from 'vitest';
import type { Message } from '../../shared/model';
import { toAnthropicMessages } from './anthropic/convert';
import { capabilitiesFor } from './capabilities';
import { IMAGE_FOLLOWS, toOpenAIMessages } from './openai/convert';

const image = { type: 'image' as const, mediaType: 'image/png' as const, data: 'AAAA' };
const turn: Message[] = [
  { role: 'user', id: 'u', createdAt: 0, content: [{ type: 'text', text: 'look' }] },
  {
    role: 'assistant',
    id: 'a',
    createdAt: 1,
    stopReason: 'tool_use',
    provider: 'p',
    model: 'm',
    content: [
      { type: 'text', text: 'Looking.' },
      { type: 'toolCall', id: 'c1', name: 'screenshot', args: {} },
      { type: 'toolCall', id: 'c2', name: 'snapshot', args: {} },
    ],
  },
  {
    role: 'toolResult',
    id: 'r1',
    createdAt: 2,
    toolCallId: 'c1',
    toolName: 'screenshot',
    isError: false,
    kind: 'screenshot',
    text: 'Screenshot.',
    image,
  },
  {
    role: 'toolResult',
    id: 'r2',
    createdAt: 3,
    toolCallId: 'c2',
    toolName: 'snapshot',
    isError: false,
    kind: 'snapshot',
    text: '[page] x',
  },
];

describe('message conversion', () => {
  it('Anthropic: image inside tool_result, parallel results in one user turn', () => {
    const out = toAnthropicMessages(turn, true);
    expect(out).toHaveLength(3);
    expect(out[2]).toEqual({
      role: 'user',
      content: [
        {
          type: 'tool_result',
          tool_use_id: 'c1',
          is_error: false,
          content: [
            { type: 'text', text: 'Screenshot.' },
            { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'AAAA' } },
          ],
        },
        { type: 'tool_result', tool_use_id: 'c2', is_error: false, content: [{ type: 'text', text: '[page] x' }] },
      ],
    });
  });

  it('OpenAI: tool messages first, then the image in a user message right after', () => {
    const out = toOpenAIMessages(turn, true);
    expect(out.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'tool', 'user']);
    expect(out[2]).toEqual({ role: 'tool', tool_call_id: 'c1', content: `Screenshot.\n${IMAGE_FOLLOWS}` });
    expect(out[4]).toEqual({
      role: 'user',
      content: [
        { type: 'text', text: 'Screenshot from screenshot (call c1):' },
        { type: 'image_url', image_url: { url: 'data:image/png;base64,AAAA' } },
      ],
    });
  });

  it('drops images for text-only models and skips empty failed responses', () => {
    const failed: Message = {
      role: 'assistant',
      id: 'f',
      createdAt: 4,
      content: [],
      stopReason: 'error',
      provider: 'p',
      model: 'm',
    };
    const openai = toOpenAIMessages([...turn, failed], false);
    expect(JSON.stringify(openai)).not.toContain('AAAA');
    expect(openai).toHaveLength(4);
    expect(JSON.stringify(toAnthropicMessages([...turn, failed], false))).not.toContain('AAAA');
  });

  it("never sends a model's thinking back, to either API", () => {
    const thought: Message[] = [
      { role: 'user', id: 'u', createdAt: 0, content: [{ type: 'text', text: 'what is this page?' }] },
      {
        role: 'assistant',
        id: 'a',
        createdAt: 1,
        stopReason: 'stop',
        provider: 'p',
        model: 'm',
        content: [
          { type: 'thinking', text: 'SECRET-REASONING about the page' },
          { type: 'text', text: 'A tea shop.' },
        ],
      },
      { role: 'user', id: 'u2', createdAt: 2, content: [{ type: 'text', text: 'thanks' }] },
    ];
    const openai = toOpenAIMessages(thought, false);
    expect(openai[1]).toEqual({ role: 'assistant', content: 'A tea shop.' });
    const anthropic = toAnthropicMessages(thought, false);
    expect(anthropic[1]).toEqual({ role: 'assistant', content: [{ type: 'text', text: 'A tea shop.' }] });
    expect(JSON.stringify([openai, anthropic])).not.toContain('SECRET-REASONING');
  });
});

describe('capabilities', () => {
  it('matches model ids through vendor prefixes and tags, with overrides', () => {
    expect(capabilitiesFor('openai/gpt-4o').vision).toBe(true);
    expect(capabilitiesFor('deepseek-chat').vision).toBe(false);
    expect(capabilitiesFor('qwen-max').vision).toBe(false);
    expect(capabilitiesFor('qwen2.5-vl-72b-instruct').vision).toBe(true);
    expect(capabilitiesFor('llava:13b').vision).toBe(true);
    expect(capabilitiesFor('mystery-model')).toMatchObject({ vision: false, contextWindow: 32_000 });
    expect(capabilitiesFor('mystery-model', { 'mystery-model': { contextWindow: 8192 } }).contextWindow).toBe(8192);
  });
});
