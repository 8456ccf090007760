import { describe, expect, it } from 'vitest';
import { userMessage, type ToolResultMessage } from '../../shared/model';
import { runAgent } from './run-agent';
import { fakeTools, toolContext } from './testing/fake-tools';
import { scriptedStream } from './testing/scripted-stream';
import type { ApprovalRequest } from './types';

const results = (messages: { role: string }[]) =>
  messages.filter((m): m is ToolResultMessage => m.role === 'toolResult');

describe('tool ordering and approval', () => {
  it('runs page-changing calls one at a time and skips the rest once the page changed', async () => {
    const log: string[] = [];
    const { stream } = scriptedStream([
      [{ call: 'click', args: { ref: 'e1' } }, { call: 'click', args: { ref: 'e2' } }, { call: 'snapshot' }],
      [{ text: 'done' }],
    ]);
    const run = await runAgent({
      stream,
      tools: fakeTools(log).all,
      messages: [userMessage('go')],
      settings: { model: 'gpt-4o' },
      toolContext,
    });
    expect(log).toEqual(['click e1', 'snapshot']);
    const [first, second, third] = results(run.messages);
    expect(first!.text).toBe('clicked e1');
    expect(second!.text).toMatch(/Not run: the page changed after click.*Read what click changed/s);
    // Two clicks are mostly boxes to tick (relay log C204, a mail list's rows): one fill_form does them all.
    expect(second!.text).toContain(
      'To tick several checkboxes or radios in one call, use fill_form with true for each.',
    );
    expect(third!.kind).toBe('snapshot');
  });

  it('runs read-only calls together', async () => {
    let running = 0;
    let peak = 0;
    const tools = fakeTools().all.map((t) =>
      t.name === 'snapshot'
        ? {
            ...t,
            execute: async () => {
              running++;
              peak = Math.max(peak, running);
              await new Promise((r) => setTimeout(r, 5));
              running--;
              return { ok: true as const, text: 'x' };
            },
          }
        : t,
    );
    const { stream } = scriptedStream([
      [{ call: 'snapshot' }, { call: 'snapshot' }, { call: 'snapshot' }],
      [{ text: 'done' }],
    ]);
    await runAgent({ stream, tools, messages: [userMessage('go')], settings: { model: 'gpt-4o' }, toolContext });
    expect(peak).toBe(3);
  });

  it('asks the approve hook with the risk tier and reports a refusal to the model', async () => {
    const asked: ApprovalRequest[] = [];
    const log: string[] = [];
    const { stream } = scriptedStream([[{ call: 'click', args: { ref: 'e9' } }], [{ text: 'ok' }]]);
    const run = await runAgent({
      stream,
      tools: fakeTools(log).all,
      messages: [userMessage('go')],
      settings: { model: 'gpt-4o' },
      toolContext,
      approve: async (request) => (asked.push(request), { allow: false, reason: 'not on this site' }),
    });
    expect(asked[0]).toMatchObject({ risk: 'act', args: { ref: 'e9' }, tool: { name: 'click' } });
    expect(log).toEqual([]);
    expect(results(run.messages)[0]!.text).toMatch(/The user declined this action: not on this site/);
  });
});
