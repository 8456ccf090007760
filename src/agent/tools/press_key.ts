import { z } from 'zod';
import { formatAction } from './format';
import { parseCombo } from './keys';
import { actOptions, dialogParams, refParam } from './params';
import { defineTool } from './types';

const combo = z.string().min(1).max(60).superRefine((value, ctx) => {
  const parsed = parseCombo(value);
  if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error });
});

export const press_key = defineTool({
  name: 'press_key',
  description:
    'Press a key or key combination with real keyboard input: "Enter", "Escape", "Tab", "ArrowDown", "PageDown", ' +
    '"Control+A", "Shift+Tab", "Meta+K". Several in order as a list: ["ArrowDown", "ArrowDown", "Enter"]. Goes to the ' +
    'focused element, or focuses `ref` first.',
  parameters: z.object({
    keys: z.union([combo, z.array(combo).min(1).max(30)]).describe('one combo like "Control+A", or a list pressed in order'),
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
