import { describe, expect, it } from 'vitest';
import { runAgent } from './run-agent';
import { withFakeTools } from './testing/fake-tools';
import { scriptedStream } from './testing/scripted-stream';

const run = (steps: Parameters<typeof scriptedStream>[0], extra = {}) =>
  runAgent(
    withFakeTools('go', { stream: scriptedStream(steps, true).stream, settings: { model: 'gpt-4o', ...extra } }),
  );

describe('loop guards', () => {
  it('stops at max steps with a message', async () => {
    let n = 0;
    const result = await run([() => [{ call: 'click', args: { ref: `e${++n}` } }]], { maxSteps: 4 });
    expect(result).toMatchObject({ stopReason: 'max_steps', steps: 4, message: expect.stringMatching(/4 steps/) });
  });

  it('stops the same action repeated with no page change', async () => {
    const result = await run([[{ call: 'click', args: { ref: 'stuck' } }]]);
    expect(result.stopReason).toBe('repeated_action');
    expect(result.steps).toBe(3);
    expect(result.message).toMatch(/click \{"ref":"stuck"\}.*3 times without the page changing/);
  });

  it('lets the same action repeat when the page changes each time (e.g. "next page")', async () => {
    const { stream } = scriptedStream([
      [{ call: 'click', args: { ref: 'next' } }],
      [{ call: 'click', args: { ref: 'next' } }],
      [{ call: 'click', args: { ref: 'next' } }],
      [{ call: 'click', args: { ref: 'next' } }],
      [{ text: 'done' }],
    ]);
    const result = await runAgent(withFakeTools('go', { stream, settings: { model: 'gpt-4o' } }));
    expect(result.stopReason).toBe('completed');
  });

  it('stops after the same error three times in a row', async () => {
    let n = 0;
    // Different arguments each time, same error: the error guard, not the repeat guard, catches it.
    const result = await run([() => [{ call: 'click', args: { ref: 'gone', attempt: ++n } }]]);
    expect(result.stopReason).toBe('repeated_error');
    expect(result.message).toMatch(/same error 3 times.*No element with ref gone/);
  });
});
