import { expect, it } from 'vitest';
import { userMessage } from '../../shared/model';
import type { HandoffRequest } from '../handoff/types';
import { ask_user } from '../tools/ask_user';
import { runAgent } from './run-agent';
import { fakeTools, toolContext } from './testing/fake-tools';
import { scriptedStream } from './testing/scripted-stream';

it('ask_user pauses the run at the end of its step, with its result saved for the model', async () => {
  const asked: HandoffRequest[] = [];
  const { stream, requests } = scriptedStream([
    [{ call: 'ask_user', args: { reason: 'The page wants a sign-in', what_to_do: 'Sign in' } }],
  ]);
  const result = await runAgent({
    stream,
    tools: [...fakeTools().all, ask_user],
    messages: [userMessage('Change my display name')],
    settings: { model: 'claude-sonnet-4-6' },
    toolContext: { ...toolContext, requestHandoff: (r) => asked.push(r) },
    checkpoint: async () => (asked.length ? asked[0]!.instructions : undefined),
  });
  expect(result.stopReason).toBe('handoff');
  expect(result.message).toBe('Sign in');
  expect(requests).toHaveLength(1);
  expect(asked).toEqual([{ kind: 'asked', reason: 'The page wants a sign-in', instructions: 'Sign in' }]);
  const last = result.messages.at(-1)!;
  expect(last.role === 'toolResult' && !last.isError && last.text).toMatch(/^Handed to the user/);
});

it('a checkpoint (Take over, a detected sign-in wall) pauses only between steps, never inside one', async () => {
  const log: string[] = [];
  let takeOver = false;
  const { stream } = scriptedStream([[{ call: 'click', args: { ref: 'e1' } }], [{ text: 'never' }]]);
  const result = await runAgent({
    stream,
    tools: fakeTools(log).all,
    messages: [userMessage('Buy it')],
    settings: { model: 'claude-sonnet-4-6' },
    toolContext,
    onEvent: (e) => {
      if (e.type === 'tool_start') takeOver = true; // pressed while the click runs
    },
    checkpoint: async () => (takeOver ? 'takeover' : undefined),
  });
  expect(log).toEqual(['click e1']); // the click finished
  expect(result.stopReason).toBe('handoff');
  expect(result.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'toolResult']);
});

it('without a hand-off hook ask_user says so instead of pretending', async () => {
  const { stream } = scriptedStream([
    [{ call: 'ask_user', args: { reason: 'x', what_to_do: 'y' } }],
    [{ text: 'Please sign in yourself.' }],
  ]);
  const result = await runAgent({
    stream,
    tools: [ask_user],
    messages: [userMessage('Do it')],
    settings: { model: 'claude-sonnet-4-6' },
    toolContext,
  });
  expect(result.stopReason).toBe('completed');
  expect(result.messages[2]!.role === 'toolResult' && result.messages[2]!.isError).toBe(true);
});
