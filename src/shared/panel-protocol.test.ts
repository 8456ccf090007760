import { describe, expect, it } from 'vitest';
import { runAgent } from '../agent/loop/run-agent';
import { fakeTools, toolContext } from '../agent/loop/testing/fake-tools';
import { scriptedStream } from '../agent/loop/testing/scripted-stream';
import { decide } from '../agent/policy/decide';
import { el, input, PAGE } from '../agent/policy/test-helpers';
import { type AgentEvent, type Message, userMessage, ZERO_USAGE } from './model';
import { parseWorkerToPanel, type WorkerToPanel } from './panel-protocol';

/** A real run of the loop (scripted model, fake tools): every event and message it makes must reach the panel. */
async function realRun(): Promise<{ events: AgentEvent[]; messages: Message[] }> {
  const { stream } = scriptedStream([
    [{ text: 'Reading the page.' }, { call: 'snapshot' }],
    [{ call: 'click', args: { ref: 'e1' } }],
    [{ text: 'Done.' }],
  ]);
  const events: AgentEvent[] = [];
  const result = await runAgent({
    stream,
    tools: fakeTools().all,
    messages: [userMessage('Buy the thing')],
    settings: { model: 'claude-sonnet-4-6' },
    toolContext,
    onEvent: (e) => events.push(e),
  });
  return { events, messages: result.messages };
}

const state = (messages: Message[]): WorkerToPanel => ({
  type: 'session/state',
  tabId: 7,
  state: { tabId: 7, conversationId: 'c1', title: 'Buy', status: 'idle', messages, queued: [], usage: ZERO_USAGE },
});

describe('WorkerToPanel: the panel checks what the worker sends', () => {
  it('lets through every event and message of a real run', async () => {
    const { events, messages } = await realRun();
    expect(new Set(events.map((e) => e.type)).size).toBeGreaterThan(8);
    for (const event of events) {
      const parsed = parseWorkerToPanel({ type: 'session/event', tabId: 7, event });
      expect(parsed, event.type).toEqual({ ok: true, value: { type: 'session/event', tabId: 7, event } });
    }
    expect(parseWorkerToPanel(state(messages)).ok).toBe(true);
  });

  it('lets through a confirmation card the policy made', () => {
    const decision = decide(input('click', 'act', { pageUrl: PAGE, element: el('Place order') }));
    expect(decision.verdict).toBe('ask');
    if (decision.verdict !== 'ask') return;
    const ask = { askId: 'a1', toolCallId: 't1', card: decision.ask, at: 1 };
    expect(parseWorkerToPanel({ type: 'policy/ask', tabId: 7, ask })).toEqual({
      ok: true,
      value: { type: 'policy/ask', tabId: 7, ask },
    });
  });

  it.each([
    ['an unknown type', { type: 'session/nonsense', tabId: 7 }],
    ['the old wrapped event', { type: 'session/event', tabId: 7, event: { kind: 'agent', event: { type: 'done' } } }],
    ['an event without its fields', { type: 'session/event', tabId: 7, event: { type: 'text_delta' } }],
    ['a state without messages', { type: 'session/state', tabId: 7, state: { tabId: 7, status: 'idle' } }],
    ['a message of no known role', state([{ role: 'system', id: 'x', createdAt: 1, content: [] } as never])],
    ['a card without choices', { type: 'policy/ask', tabId: 7, ask: { askId: 'a', toolCallId: 't', at: 1, card: {} } }],
    ['no tab', { type: 'prefill', text: 'hi' }],
    ['not an object', 'session/state'],
  ])('drops %s', (_, message) => {
    const parsed = parseWorkerToPanel(message);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(/^Rejected message/);
  });
});
