import { z } from 'zod';
import { formatAction } from './format';
import { isPaste, parseCombo, typedRuns } from './keys';
import { actOptions, dialogParams, refParam } from './params';
import { describe, keyPressEffects, merge, onElement } from './effects';
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
    keys: z.union([combo, z.array(combo).min(1).max(30, 'at most 30 keys a call: press the rest in another call')]),
    ref: refParam.optional(),
    ...dialogParams,
  }),
  risk: 'act',
  changesPage: true,
  // Judged on the element the keys act on: Tab / Shift+Tab move focus first, then Enter or Space acts on the element
  // focus reached (a button is pressed, a form submitted, a chat box sends). Other keys act on the focused element.
  effects: async (args, ctx) => {
    const from = args.ref ? { ref: args.ref } : {};
    const parts = [];
    let tabs = 0;
    for (const k of [args.keys].flat()) {
      const parsed = parseCombo(k);
      if (!parsed.ok) continue;
      const { key, modifiers } = { key: parsed.combo.key.key, modifiers: parsed.combo.modifiers };
      if (key === 'Tab') tabs += modifiers.includes('Shift') ? -1 : 1;
      if (key !== 'Enter' && key !== ' ') continue;
      const found = await describe(ctx, { focused: true, tabs, ...from });
      if (!found.ok) parts.push(await onElement(ctx, Promise.resolve(found), { submits: true, verb: `press ${k}` }));
      else
        parts.push(keyPressEffects(ctx, found.value, key === 'Enter' ? 'Enter' : 'Space', modifiers.includes('Shift')));
    }
    // Control/Meta+V, Shift+Insert: the clipboard goes in (decide refuses it: data the task never read).
    if ([args.keys].flat().some(isPaste))
      parts.push(
        await onElement(ctx, describe(ctx, { focused: true, tabs, ...from }), {
          submits: false,
          verb: 'paste into',
          extra: { paste: true },
        }),
      );
    // Other keys act on the focused element (an arrow or a letter in a select chooses an option): a press on it.
    if (!parts.length)
      parts.push(
        await onElement(ctx, describe(ctx, { focused: true, tabs, ...from }), {
          submits: false,
          verb: 'press keys on',
        }),
      );
    // Character keys type text into the element focus is on then: judged as a typed value (data checks and all).
    // Not armed for the press guard: an Enter that lands there was never judged as a press on it.
    for (const run of typedRuns([args.keys].flat())) {
      const typed = await onElement(ctx, describe(ctx, { focused: true, tabs: run.tabs, ...from }), {
        submits: false,
        value: run.text,
        verb: 'type keys into',
      });
      parts.push({ ...typed, fingerprints: [] });
    }
    return merge(parts);
  },
  async execute(args, { tabId, browser, signal }) {
    const keys = Array.isArray(args.keys) ? args.keys : [args.keys];
    return formatAction('press_key', await browser.pressKey(tabId, keys, args.ref, actOptions(args, signal)));
  },
});
