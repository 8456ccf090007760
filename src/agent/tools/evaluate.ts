import { z } from 'zod';
import { wrapUntrusted } from '../prompts/untrusted';
import { clip, fromPortError } from './format';
import { refParam } from './params';
import { defineTool } from './types';
import { describe, onElement, onPage } from './effects';

export const evaluate = defineTool({
  name: 'evaluate',
  description:
    'Run JavaScript in the page (with its globals) as an async function body that returns a JSON-serialisable ' +
    "value; with ref, the element is `element`. Last resort when no other tool can do it: it runs with the user's " +
    'session, so the user is asked first.',
  parameters: z.object({
    code: z.string().min(1).max(20_000).describe('e.g. "return document.title"'),
    ref: refParam.optional(),
  }),
  risk: 'high',
  changesPage: true,
  effects: ({ code, ref }, ctx) =>
    ref
      ? onElement(ctx, describe(ctx, { ref }), { submits: false, verb: 'run a script on', extra: { script: code } })
      : Promise.resolve(onPage(ctx, 'run a script in the page', { script: code })),
  async execute({ code, ref }, { tabId, browser, signal }) {
    const r = await browser.evaluate(tabId, code, ref, signal);
    if (!r.ok) return fromPortError(r);
    return { ok: true, pageChanged: true, text: `Result:\n${wrapUntrusted(clip(r.value.value, 10_000), 'evaluate')}` };
  },
});
