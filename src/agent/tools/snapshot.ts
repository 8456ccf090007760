import { z } from 'zod';
import { wrapUntrusted } from '../prompts/untrusted';
import { fromPortError } from './format';
import { defineTool } from './types';

export const snapshot = defineTool({
  name: 'snapshot',
  description:
    'Read the page as an accessibility outline: one line per element with its role, name, states and ref. ' +
    'mode "viewport" shows the screen plus a summary of what is above and below; "full" shows the whole page ' +
    '(cut at about 10k tokens).',
  parameters: z.object({
    mode: z.enum(['viewport', 'full']).default('viewport'),
  }),
  risk: 'read',
  changesPage: false,
  async execute({ mode }, { tabId, browser, signal }) {
    const result = await browser.snapshot(tabId, mode, signal);
    if (!result.ok) return fromPortError(result);
    return { ok: true, kind: 'snapshot', text: wrapUntrusted(result.value.text, result.value.url) };
  },
});
