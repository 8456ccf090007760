/** Argument schemas several tools share, so the model sees the same words for the same thing everywhere. */
import { z } from 'zod';
import type { ActOptions } from '../browser-port';

const REF = /^(?:f\d+)?e\d+$/;

/** `e12`, `f2e7`; `[e12]` and `ref=e12` (copied from a snapshot line) are accepted too. */
export const refParam = z
  .string()
  .trim()
  .transform((s) => s.replace(/^\[|\]$/g, '').replace(/^ref=/, ''))
  .refine((s) => REF.test(s), { message: 'expected a ref from the latest snapshot, like e12 or f2e7' })
  .describe('the element\'s ref from the latest snapshot, e.g. "e12" or "f2e7"');

export const modifiersParam = z
  .array(z.enum(['Alt', 'Control', 'Meta', 'Shift']))
  .max(4)
  .default([])
  .describe('modifier keys held during the action');

export const dialogParams = {
  accept_dialog: z
    .boolean()
    .optional()
    .describe('if the action opens a confirm/prompt dialog: true accepts it (default: dismiss; alerts are always accepted)'),
  prompt_text: z.string().max(2000).optional().describe('text to answer a prompt() dialog with (implies accept)'),
};

export function actOptions(
  args: { accept_dialog?: boolean | undefined; prompt_text?: string | undefined },
  signal: AbortSignal,
): ActOptions {
  if (args.prompt_text !== undefined) return { signal, dialog: { accept: true, promptText: args.prompt_text } };
  if (args.accept_dialog !== undefined) return { signal, dialog: { accept: args.accept_dialog } };
  return { signal };
}
