import { z } from 'zod';
import { screenshotToCss } from './coords';
import { formatAction } from './format';
import { actOptions, dialogParams, modifiersParam } from './params';
import { defineTool } from './types';

export const click_xy = defineTool({
  name: 'click_xy',
  description:
    'Click at a point of the latest screenshot, in that image\'s pixels (x from the left, y from the top). For ' +
    'canvases, charts and drawings that have no refs; prefer click with a ref when the element has one.',
  parameters: z.object({
    x: z.number().min(0).max(10_000).describe('pixels from the left edge of the latest screenshot'),
    y: z.number().min(0).max(10_000).describe('pixels from the top edge of the latest screenshot'),
    button: z.enum(['left', 'right', 'middle']).default('left'),
    double: z.boolean().default(false),
    modifiers: modifiersParam,
    ...dialogParams,
  }),
  risk: 'act',
  changesPage: true,
  async execute(args, { tabId, browser, signal }) {
    const at = screenshotToCss(args.x, args.y, browser.lastScreenshotScale(tabId));
    if (!at.ok) return { ok: false, error: at.error, hint: at.hint };
    const options = { button: args.button, clickCount: args.double ? 2 : 1, modifiers: args.modifiers } as const;
    return formatAction('click_xy', await browser.clickAt(tabId, at.x, at.y, options, actOptions(args, signal)));
  },
});
