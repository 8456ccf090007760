import { z } from 'zod';
import { wrapUntrusted } from '../prompts/untrusted';
import { fromPortError } from './format';
import { defineTool } from './types';

export const snapshot = defineTool({
  name: 'snapshot',
  description:
    'Read the page as an accessibility outline: one line per element with its role, name, state and a ref like ' +
    '[e12] or [f2e7] (elements inside frames) that other tools take as `ref`. `mode: "viewport"` (default) shows what ' +
    'is on screen plus a summary of what is above/below; `mode: "full"` shows the whole page. Take a new snapshot ' +
    'after the page changed a lot; actions already report the changes they caused.',
  parameters: z.object({
    mode: z.enum(['viewport', 'full']).default('viewport').describe('viewport (default) or full page'),
  }),
  risk: 'read',
  changesPage: false,
  async execute({ mode }, { tabId, browser, signal }) {
    const result = await browser.snapshot(tabId, mode, signal);
    if (!result.ok) return fromPortError(result);
    return { ok: true, kind: 'snapshot', text: wrapUntrusted(result.value.text, result.value.url) };
  },
});
