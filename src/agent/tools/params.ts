/** Argument schemas several tools share, so the model sees the same words for the same thing everywhere. */
import { z } from 'zod';
import type { ActOptions, ClickOptions } from '../browser-port';
import { REF_PATTERN } from '../snapshot/refs';

/**
 * `e12`, `f2e7`; `[e12]` and `ref=e12` (older snapshot notations) are accepted too. What a ref is, the system prompt
 * says once; repeating it on every `ref` parameter cost ~20 tokens a tool in every request.
 */
export const refParam = z
  .string()
  .trim()
  .transform((s) => s.replace(/^\[|\]$/g, '').replace(/^ref=/, ''))
  .refine((s) => REF_PATTERN.test(s), { message: 'expected a ref from the page, like e12 or f2e7' });

export const modifiersParam = z
  .array(z.enum(['Alt', 'Control', 'Meta', 'Shift']))
  .max(4)
  .default([])
  .describe('keys held down');

/** A point of the latest screenshot, in its pixels (click_xy, type_xy, drag on canvases). */
export const screenshotPoint = {
  x: z.number().min(0).max(10_000),
  y: z.number().min(0).max(10_000),
};

/** How to click: click on a ref and click_xy on a point take the same. */
export const clickParams = {
  button: z.enum(['left', 'right', 'middle']).default('left'),
  double: z.boolean().default(false),
  modifiers: modifiersParam,
};

export function clickOptions(args: {
  button: ClickOptions['button'];
  double: boolean;
  modifiers: ClickOptions['modifiers'];
}): ClickOptions {
  return { button: args.button, clickCount: args.double ? 2 : 1, modifiers: args.modifiers };
}

/** What to type: type on a ref and type_xy on a point take the same. */
export const typeParams = {
  text: z.string().max(20_000),
  mode: z.enum(['replace', 'append', 'insert']).default('replace'),
  submit: z.boolean().default(false),
};

/** How a confirm/prompt dialog the action opens is answered; the system prompt explains them once for all five tools. */
export const dialogParams = {
  accept_dialog: z.boolean().optional(),
  prompt_text: z.string().max(2000).optional(),
};

export function actOptions(
  args: { accept_dialog?: boolean | undefined; prompt_text?: string | undefined },
  signal: AbortSignal,
): ActOptions {
  if (args.prompt_text !== undefined) return { signal, dialog: { accept: true, promptText: args.prompt_text } };
  if (args.accept_dialog !== undefined) return { signal, dialog: { accept: args.accept_dialog } };
  return { signal };
}
