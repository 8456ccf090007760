import { expect, it } from 'vitest';
import { textOf, userMessage, type UserMessage } from '../../shared/model';
import { runAgent } from './run-agent';
import { fakeTools, toolContext } from './testing/fake-tools';
import { scriptedStream } from './testing/scripted-stream';

it("sends what the user typed mid-task to the model with the next step's results", async () => {
  const queue: UserMessage[] = [];
  const { stream, requests } = scriptedStream([
    [{ call: 'snapshot' }],
    [{ text: 'Switched to the blue one as you asked.' }],
  ]);
  const result = await runAgent({
    stream,
    tools: fakeTools().all,
    messages: [userMessage('Buy the red shirt')],
    settings: { model: 'claude-sonnet-4-6' },
    toolContext,
    onEvent: (event) => {
      // The user types while the first step's tool runs.
      if (event.type === 'tool_start') queue.push(userMessage('Actually, the blue one'));
    },
    steer: () => queue.splice(0),
  });
  expect(result.stopReason).toBe('completed');
  expect(result.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'toolResult', 'user', 'assistant']);
  const second = requests[1]!.messages;
  const last = second.at(-1)!;
  expect(last.role).toBe('user');
  expect(textOf(last as UserMessage)).toBe('Actually, the blue one');
  expect(queue).toEqual([]);
});
