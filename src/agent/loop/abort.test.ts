import { describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../shared/model';
import { runAgent } from './run-agent';
import { withFakeTools } from './testing/fake-tools';
import { scriptedStream } from './testing/scripted-stream';

const settings = { model: 'gpt-4o' };

describe('Stop', () => {
  it('aborts the model stream at once and keeps the partial message', async () => {
    const controller = new AbortController();
    const { stream } = scriptedStream(['hang']);
    const events: AgentEvent[] = [];
    const run = runAgent(
      withFakeTools('go', { stream, settings, signal: controller.signal, onEvent: (e) => events.push(e) }),
    );
    await new Promise((r) => setTimeout(r, 5));
    controller.abort();
    const result = await run;
    expect(result.stopReason).toBe('aborted');
    expect(result.messages.at(-1)).toMatchObject({ role: 'assistant', stopReason: 'aborted' });
    expect(events.at(-1)).toMatchObject({ type: 'done', stopReason: 'aborted' });
  });

  it('abandons a running tool that ignores its signal and records an error result for it', async () => {
    const controller = new AbortController();
    const { stream } = scriptedStream([[{ call: 'hang' }], [{ text: 'never reached' }]]);
    const run = runAgent(
      withFakeTools('go', {
        stream,
        settings,
        signal: controller.signal,
        onEvent: (e) => e.type === 'tool_start' && controller.abort(),
      }),
    );
    const result = await run;
    expect(result.stopReason).toBe('aborted');
    expect(result.messages.at(-1)).toMatchObject({
      role: 'toolResult',
      isError: true,
      text: expect.stringMatching(/Stopped by the user/),
    });
  });
});

describe('wall-clock limit', () => {
  it('stops a run that takes too long, tools included', async () => {
    const { stream } = scriptedStream([[{ call: 'hang' }]]);
    const result = await runAgent(withFakeTools('go', { stream, settings: { ...settings, maxDurationMs: 30 } }));
    expect(result.stopReason).toBe('time_limit');
    expect(result.message).toMatch(/ran longer than/);
  });
});
