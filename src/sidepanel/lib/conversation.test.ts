import { describe, expect, it } from 'vitest';
import type { AgentEvent, AssistantMessage, ToolResultMessage, UserMessage } from '../../shared/model';
import { applyEvent, EMPTY_LIVE, mergeLive, type LiveState } from './live';
import { conversationUsage, toItems } from './conversation';

const user: UserMessage = { role: 'user', id: 'u1', createdAt: 1, content: [{ type: 'text', text: 'Find pet 5' }] };
const base: AssistantMessage = {
  role: 'assistant',
  id: 'a1',
  createdAt: 2,
  content: [],
  stopReason: 'stop',
  provider: 'p',
  model: 'm',
};
const snapshot: ToolResultMessage = {
  role: 'toolResult',
  id: 'r0',
  createdAt: 3,
  toolCallId: 'c0',
  toolName: 'snapshot',
  isError: false,
  kind: 'snapshot',
  text: 'button "Try it out" e12',
};
const clickResult: ToolResultMessage = {
  ...snapshot,
  id: 'r1',
  toolCallId: 'c1',
  toolName: 'click',
  kind: 'other',
  text: 'Clicked.',
};

function run(events: AgentEvent[]): LiveState {
  return events.reduce(applyEvent, EMPTY_LIVE);
}

describe('live events', () => {
  it('stream text and tool calls into the message being written', () => {
    const live = run([
      { type: 'message_start', message: base },
      { type: 'text_delta', messageId: 'a1', delta: 'Let me ' },
      { type: 'text_delta', messageId: 'a1', delta: 'click.' },
      { type: 'toolcall_start', messageId: 'a1', toolCallId: 'c1', name: 'click' },
      {
        type: 'toolcall_end',
        messageId: 'a1',
        toolCall: { type: 'toolCall', id: 'c1', name: 'click', args: { ref: 'e12' } },
      },
      { type: 'tool_start', toolCallId: 'c1', name: 'click', args: { ref: 'e12' } },
    ]);
    expect(live.message?.content).toEqual([
      { type: 'text', text: 'Let me click.' },
      { type: 'toolCall', id: 'c1', name: 'click', args: { ref: 'e12' } },
    ]);
    expect(live.running).toEqual(['c1']);
    const done = applyEvent(live, { type: 'tool_result', message: clickResult });
    expect(done.running).toEqual([]);
    expect(done.results).toEqual([clickResult]);
  });

  it('ignore deltas of another message and unknown events', () => {
    const live = run([
      { type: 'message_start', message: base },
      { type: 'text_delta', messageId: 'other', delta: 'x' },
    ]);
    expect(live.message?.content).toEqual([]);
    expect(applyEvent(live, { type: 'nonsense' } as unknown as AgentEvent)).toBe(live);
  });

  it('merge: saved messages win, live ones fill in until the state catches up', () => {
    const live = run([
      { type: 'message_start', message: base },
      { type: 'tool_result', message: clickResult },
    ]);
    expect(mergeLive([user], live).map((m) => (m as { id: string }).id)).toEqual(['u1', 'a1', 'r1']);
    expect(mergeLive([user, base, clickResult], live)).toHaveLength(3);
  });
});

describe('toItems', () => {
  it('pairs each tool call with its result and the refs of the snapshot before it', () => {
    const calls: AssistantMessage = {
      ...base,
      id: 'a2',
      content: [
        { type: 'text', text: 'Opening it.' },
        { type: 'toolCall', id: 'c1', name: 'click', args: { ref: 'e12' } },
      ],
    };
    const items = toItems([
      user,
      { ...base, content: [{ type: 'toolCall', id: 'c0', name: 'snapshot', args: {} }] },
      snapshot,
      calls,
      clickResult,
    ]);
    expect(items.map((i) => i.kind)).toEqual(['user', 'step', 'assistant', 'step']);
    const click = items[3]!;
    expect(click.kind === 'step' && click.result?.text).toBe('Clicked.');
    expect(click.kind === 'step' && click.refs.get('e12')).toEqual({ role: 'button', name: 'Try it out' });
    const first = items[1]!;
    expect(first.kind === 'step' && first.refs.size).toBe(0);
  });

  it('shows a model error, but not the one a Stop causes', () => {
    const failed = { ...base, stopReason: 'error', error: { kind: 'auth', message: 'Bad key' } };
    expect(toItems([failed]).at(-1)).toMatchObject({ kind: 'assistant', error: { kind: 'auth' } });
    expect(toItems([{ ...failed, error: { kind: 'aborted', message: 'Stopped' } }])).toEqual([]);
  });

  it('reads the plain turns older sessions hold', () => {
    expect(toItems([{ id: 't1', role: 'user', text: 'hi', at: 1 }])).toEqual([
      { kind: 'user', id: 't1', text: 'hi', images: [] },
    ]);
  });
});

describe('usage', () => {
  it("takes the worker's total, or sums the assistant messages when there is none yet", () => {
    const usage = { input: 100, output: 20, cacheRead: 50, cacheWrite: 10, costUsd: 0.01 };
    expect(conversationUsage(usage, [])).toEqual({
      inputTokens: 110,
      outputTokens: 20,
      cachedTokens: 50,
      costUsd: 0.01,
    });
    expect(conversationUsage(undefined, [user, { ...base, usage }, { ...base, id: 'a3', usage }])).toEqual({
      inputTokens: 220,
      outputTokens: 40,
      cachedTokens: 100,
      costUsd: 0.02,
    });
  });
});
