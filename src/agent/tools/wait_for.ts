import { z } from 'zod';
import type { WaitCondition } from '../browser-port';
import { fromPortError } from './format';
import { refParam } from './params';
import { defineTool } from './types';

export const wait_for = defineTool({
  name: 'wait_for',
  description:
    'Wait until text appears (or with gone, disappears), or until element ref reaches state; at most timeout_s ' +
    'seconds. Give text or ref. For slow work an action started (loading, saving).',
  parameters: z
    .object({
      text: z.string().min(1).max(500).optional(),
      gone: z.boolean().default(false),
      ref: refParam.optional(),
      state: z
        .enum(['visible', 'hidden', 'enabled', 'disabled', 'checked', 'unchecked', 'attached', 'detached'])
        .default('visible'),
      timeout_s: z.number().min(0.1).max(30).default(5),
    })
    .refine((a) => (a.text === undefined) !== (a.ref === undefined), {
      message: 'give exactly one of `text` or `ref`',
    }),
  risk: 'read',
  changesPage: false,
  async execute(args, { tabId, browser, signal }) {
    const condition: WaitCondition =
      args.text !== undefined
        ? { kind: 'text', text: args.text, present: !args.gone }
        : { kind: 'ref', ref: args.ref!, state: args.state };
    const r = await browser.waitFor(tabId, condition, args.timeout_s * 1000, signal);
    if (!r.ok) return fromPortError(r);
    const what =
      condition.kind === 'text'
        ? `${JSON.stringify(condition.text)} to ${condition.present ? 'appear' : 'disappear'}`
        : `${condition.ref} to be ${condition.state}`;
    if (r.value.met) return { ok: true, text: `Waited ${r.value.waitedMs} ms for ${what}: done.` };
    return {
      ok: false,
      error: `Waited ${r.value.waitedMs} ms for ${what}: it did not happen (${r.value.detail}).`,
      hint: 'Take a snapshot to see the page as it is.',
    };
  },
});
