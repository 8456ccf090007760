import { expect, it } from 'vitest';
import { z } from 'zod';
import { createRedactor } from '../../agent/secrets';
import { defineTool, type ToolDef } from '../../agent/tools/types';
import type { BrowserPort } from '../../agent/browser-port';
import { redactingDescriber, redactingTools } from './redacting-tools';

const SECRET = 'hunter2-very-secret';
const hooks = {
  redactor: async () => createRedactor({ secrets: [{ name: 'pw', value: SECRET }], passwords: [], apiKeys: [] }),
  observed: async () => undefined,
};
const ctx = { tabId: 1, browser: {} as BrowserPort, signal: new AbortController().signal };

it('redacts results, errors, and the message of a tool that throws', async () => {
  const echo = defineTool({
    name: 'echo',
    description: 'x',
    parameters: z.object({ mode: z.string() }),
    risk: 'read',
    changesPage: false,
    async execute({ mode }) {
      if (mode === 'throw') throw new Error(`boom near ${SECRET}`);
      if (mode === 'error') return { ok: false, error: `field holds ${SECRET}` };
      return { ok: true, text: `page says ${SECRET}` };
    },
  });
  const [tool] = redactingTools([echo as ToolDef], hooks);
  const results = await Promise.all(['ok', 'error', 'throw'].map((mode) => tool!.execute({ mode }, ctx)));
  expect(JSON.stringify(results)).not.toContain(SECRET);
  expect(results[2]).toMatchObject({ ok: false, error: expect.stringMatching(/^echo failed: boom near/) });
});

it('redacts a screenshot description and notes it as seen page data', async () => {
  const seen: string[] = [];
  const describe = redactingDescriber(
    async () => `The screenshot shows a card 4111 1111 1111 1111 and the text ${SECRET}`,
    {
      redactor: async () =>
        createRedactor({
          secrets: [
            { name: 'pw', value: SECRET },
            { name: 'card', value: '4111111111111111' },
          ],
        }),
      observed: async (_tab, text) => void seen.push(text),
    },
    () => 1,
  );
  const text = await describe(
    { type: 'image', data: '', mimeType: 'image/png' } as never,
    new AbortController().signal,
  );
  expect(text).toBe('The screenshot shows a card {{secret:card}} and the text {{secret:pw}}');
  expect(seen).toEqual([text]);
});
