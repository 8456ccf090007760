import { z } from 'zod';
import { formatAction } from './format';
import { parseCombo } from './keys';
import { actOptions, dialogParams, refParam } from './params';
import { defineTool } from './types';

const combo = z
  .string()
  .min(1)
  .max(60)
  .superRefine((value, ctx) => {
    const parsed = parseCombo(value);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error });
  });

export const press_key = defineTool({
  name: 'press_key',
  description:
    'Press keys with real keyboard input on the focused element, or on ref (focused first): "Enter", "Escape", ' +
    '"Tab", "ArrowDown", "PageDown", "Control+A", "Shift+Tab", "Meta+K". A list is pressed in order: ["ArrowDown", ' +
    '"Enter"].',
  parameters: z.object({
    keys: z.union([combo, z.array(combo).min(1).max(30)]),
    ref: refParam.optional(),
    ...dialogParams,
  }),
  risk: 'act',
  changesPage: true,
  async execute(args, { tabId, browser, signal }) {
    const keys = Array.isArray(args.keys) ? args.keys : [args.keys];
    return formatAction('press_key', await browser.pressKey(tabId, keys, args.ref, actOptions(args, signal)));
  },
});
