import { describe, expect, it } from 'vitest';
import { userMessage, type AgentEvent, type Message } from '../../shared/model';
import { runAgent } from './run-agent';
import { fakeTools, toolContext, withFakeTools } from './testing/fake-tools';
import { scriptedStream } from './testing/scripted-stream';

describe('runAgent: the ReAct cycle', () => {
  it('runs tools the model asks for, feeds results back, and ends on an answer', async () => {
    const { stream, requests } = scriptedStream([
      [{ text: 'Reading the page.' }, { call: 'snapshot' }],
      [{ call: 'click', args: { ref: 'e1' } }],
      [{ call: 'snapshot' }],
      [{ text: 'Bought it.' }],
    ]);
    const events: AgentEvent[] = [];
    const saved: Message[][] = [];
    const result = await runAgent(
      withFakeTools('Buy the thing', {
        stream,
        settings: { model: 'claude-sonnet-4-6' },
        onEvent: (e) => events.push(e),
        onMessages: (m) => void saved.push(m),
      }),
    );
    expect(result.stopReason).toBe('completed');
    expect(result.steps).toBe(4);
    expect(result.messages.map((m) => m.role)).toEqual([
      'user',
      'assistant',
      'toolResult',
      'assistant',
      'toolResult',
      'assistant',
      'toolResult',
      'assistant',
    ]);
    expect(result.usage).toMatchObject({ input: 400, output: 40 });
    expect(saved).toHaveLength(7); // after every assistant message and every batch of results
    expect(events.at(-1)).toMatchObject({ type: 'done', stopReason: 'completed' });
    expect(events.filter((e) => e.type === 'text_delta').map((e) => (e as { delta: string }).delta)).toEqual([
      'Reading the page.',
      'Bought it.',
    ]);

    // Byte-stable prefix across turns; only the newest snapshot reaches the model.
    expect(new Set(requests.map((r) => r.system)).size).toBe(1);
    expect(new Set(requests.map((r) => JSON.stringify(r.tools))).size).toBe(1);
    expect(requests[0]!.tools.find((t) => t.name === 'click')!.parameters).toMatchObject({
      type: 'object',
      properties: { ref: { type: 'string' } },
      required: ['ref'],
    });
    // The model is told the date (relay log C12) in the first message, the same bytes on every turn; the transcript
    // keeps the user's words.
    const firsts = requests.map((r) => JSON.stringify(r.messages[0]));
    expect(firsts[0]).toMatch(/\[Today is \w+ \d+ \w+ \d{4} \(\d{4}-\d\d-\d\d\), the user's local date\.\]/);
    expect(new Set(firsts).size).toBe(1);
    expect(JSON.stringify(result.messages)).not.toContain('Today is');
    const last = JSON.stringify(requests[3]!.messages);
    expect(last).toContain('older snapshot removed');
    expect(last).toContain('Shop v2');
    expect(last).not.toContain('Shop v1');
  });

  it('resumes a transcript interrupted between the model call and its tool results', async () => {
    const interrupted: Message[] = [
      userMessage('Buy the thing'),
      {
        role: 'assistant',
        id: 'a1',
        createdAt: 1,
        content: [{ type: 'toolCall', id: 'c1', name: 'click', args: { ref: 'e1' } }],
        stopReason: 'tool_use',
        provider: 'p',
        model: 'm',
      },
    ];
    const { stream, requests } = scriptedStream([[{ text: 'Checked again; done.' }]]);
    const result = await runAgent({
      stream,
      tools: fakeTools().all,
      messages: interrupted,
      settings: { model: 'gpt-4o' },
      toolContext,
    });
    expect(result.stopReason).toBe('completed');
    expect(requests[0]!.messages[2]).toMatchObject({
      role: 'toolResult',
      toolCallId: 'c1',
      isError: true,
      text: expect.stringMatching(/Interrupted/),
    });
  });

  it('ends with the provider error as a value and keeps the conversation', async () => {
    const stream = async function* () {
      yield {
        type: 'error' as const,
        error: { kind: 'auth' as const, message: 'Anthropic rejected the API key (401).' },
      };
      yield {
        type: 'message_end' as const,
        message: {
          role: 'assistant' as const,
          id: 'x',
          createdAt: 0,
          content: [],
          stopReason: 'error' as const,
          provider: 'anthropic',
          model: 'm',
          error: { kind: 'auth' as const, message: 'Anthropic rejected the API key (401).' },
        },
      };
    };
    const messages = [userMessage('hi')];
    const result = await runAgent({
      stream,
      tools: [],
      messages,
      settings: { model: 'claude-sonnet-4-6' },
      toolContext,
    });
    expect(result).toMatchObject({ stopReason: 'error', error: { kind: 'auth' } });
    expect(result.messages[0]).toBe(messages[0]);
  });
});
