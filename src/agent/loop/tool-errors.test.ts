import { describe, expect, it } from 'vitest';
import type { ToolResultMessage } from '../../shared/model';
import { runAgent } from './run-agent';
import { withFakeTools } from './testing/fake-tools';
import { scriptedStream } from './testing/scripted-stream';

async function firstResult(part: Parameters<typeof scriptedStream>[0][number]) {
  const { stream, requests } = scriptedStream([part, [{ text: 'ok, giving up' }]]);
  const result = await runAgent(withFakeTools('go', { stream, settings: { model: 'gpt-4o' } }));
  expect(result.stopReason).toBe('completed'); // the loop goes on after every kind of tool failure
  expect(requests).toHaveLength(2);
  return result.messages.find((m): m is ToolResultMessage => m.role === 'toolResult')!;
}

describe('tool failures become error results and the loop goes on', () => {
  it('malformed JSON arguments', async () => {
    const result = await firstResult([{ call: 'click', raw: '{"ref": "e1"' }]);
    expect(result).toMatchObject({ isError: true, text: expect.stringMatching(/not a JSON object: \{"ref": "e1"/) });
  });

  it('arguments that fail the schema name the bad field', async () => {
    const result = await firstResult([{ call: 'click', args: { ref: 5 } }]);
    expect(result.text).toMatch(/Invalid arguments for click: `ref`: expected string/);
  });

  it('a tool that throws', async () => {
    const result = await firstResult([{ call: 'boom' }]);
    expect(result.text).toMatch(/boom failed: kaboom/);
  });

  it('an unknown tool lists the real ones', async () => {
    const result = await firstResult([{ call: 'teleport' }]);
    expect(result.text).toMatch(/Unknown tool "teleport".*snapshot, click/s);
  });

  it('a tool error value keeps its hint', async () => {
    const result = await firstResult([{ call: 'click', args: { ref: 'gone' } }]);
    expect(result.text).toBe('Error: No element with ref gone.\nHint: Take a new snapshot.');
  });
});
