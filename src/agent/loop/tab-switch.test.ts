import { expect, it } from 'vitest';
import { z } from 'zod';
import { userMessage } from '../../shared/model';
import { defineTool, type ToolDef } from '../tools/types';
import { runAgent } from './run-agent';
import { toolContext } from './testing/fake-tools';
import { scriptedStream } from './testing/scripted-stream';

it('acts in the tab the tabs tool switched to, for the rest of the run only', async () => {
  const seen: number[] = [];
  const tabs = defineTool({
    name: 'tabs',
    description: 'Switch tabs.',
    parameters: z.object({ to: z.number() }),
    risk: 'read',
    changesPage: true,
    async execute({ to }, ctx) {
      seen.push(ctx.tabId);
      return { ok: true, text: `switched to ${to}`, tabId: to, pageChanged: true };
    },
  });
  const where = defineTool({
    name: 'where',
    description: 'Report the tab.',
    parameters: z.object({}),
    risk: 'read',
    changesPage: false,
    async execute(_args, ctx) {
      seen.push(ctx.tabId);
      return { ok: true, text: `tab ${ctx.tabId}` };
    },
  });
  const { stream } = scriptedStream([
    [{ call: 'where' }],
    [{ call: 'tabs', args: { to: 7 } }],
    [{ call: 'where' }],
    [{ text: 'done' }],
  ]);
  const context = { ...toolContext };
  const asked: Array<[string, number]> = [];
  const result = await runAgent({
    // Policy judges each call in the tab it acts in: facts of the old tab would name other elements.
    approve: async ({ tool, tabId }) => {
      asked.push([tool.name, tabId]);
      return { allow: true };
    },
    stream,
    tools: [tabs, where] as ToolDef[],
    messages: [userMessage('go')],
    settings: { model: 'gpt-4o' },
    toolContext: context,
  });
  expect(result.stopReason).toBe('completed');
  expect(seen).toEqual([1, 1, 7]);
  expect(asked).toEqual([
    ['where', 1],
    ['tabs', 1],
    ['where', 7],
  ]);
  // The caller's context is untouched: the next task starts in the session's own tab.
  expect(context.tabId).toBe(1);
});
