/** Small tools for loop tests, declared through the real contract (defineTool + zod). */
import { z } from 'zod';
import type { BrowserPort } from '../../browser-port';
import { defineTool, type ToolDef } from '../../tools/types';
import { userMessage } from '../../../shared/model';
import type { RunAgentOptions } from '../types';

/** The loop never touches the browser itself; these tools do not either. */
export const toolContext = { tabId: 1, browser: {} as BrowserPort };

export function fakeTools(log: string[] = []) {
  let page = 1;
  const snapshot = defineTool({
    name: 'snapshot',
    description: 'Read the page as an outline with refs.',
    parameters: z.object({}),
    risk: 'read',
    changesPage: false,
    async execute() {
      log.push('snapshot');
      return { ok: true, text: `[page] Shop v${page} — https://shop.test/\nbutton "Buy" e${page}` };
    },
  });
  const click = defineTool({
    name: 'click',
    description: 'Click an element by ref.',
    parameters: z.object({ ref: z.string() }),
    risk: 'act',
    changesPage: true,
    async execute({ ref }) {
      log.push(`click ${ref}`);
      if (ref === 'stuck') return { ok: true, text: 'clicked, nothing happened', pageChanged: false };
      if (ref === 'gone') return { ok: false, error: `No element with ref ${ref}.`, hint: 'Take a new snapshot.' };
      page++;
      return { ok: true, text: `clicked ${ref}`, pageChanged: true };
    },
  });
  const screenshot = defineTool({
    name: 'screenshot',
    description: 'Capture the visible tab.',
    parameters: z.object({}),
    risk: 'read',
    changesPage: false,
    async execute() {
      return {
        ok: true,
        text: 'Screenshot of the visible tab.',
        image: { mediaType: 'image/png', data: 'iVBORw0KGgo=', width: 2, height: 2 },
      };
    },
  });
  const boom = defineTool({
    name: 'boom',
    description: 'Always throws.',
    parameters: z.object({}),
    risk: 'read',
    changesPage: false,
    async execute(): Promise<never> {
      throw new Error('kaboom');
    },
  });
  const hang = defineTool({
    name: 'hang',
    description: 'Never finishes and ignores its signal.',
    parameters: z.object({}),
    risk: 'read',
    changesPage: false,
    execute: () => new Promise(() => {}),
  });
  return { snapshot, click, screenshot, boom, hang, all: [snapshot, click, screenshot, boom, hang] as ToolDef[] };
}

/** runAgent's options for a loop test: these tools, one user message, the fake context, and what the test sets. */
export function withFakeTools(
  text: string,
  over: Omit<RunAgentOptions, 'tools' | 'messages' | 'toolContext'>,
): RunAgentOptions {
  return { tools: fakeTools().all, messages: [userMessage(text)], toolContext, ...over };
}
