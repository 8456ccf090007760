import { z } from 'zod';
import { screenshotToCss } from './coords';
import { formatAction } from './format';
import { screenshotPoint, typeParams } from './params';
import { defineTool } from './types';
import { atPoint, typed } from './effects';

export const type_xy = defineTool({
  name: 'type_xy',
  description:
    'Click a point of the latest screenshot (its pixels) and type there, e.g. in a canvas text tool or a field ' +
    'without a ref. mode "replace" selects all first; submit presses Enter after.',
  parameters: z.object({
    ...screenshotPoint,
    ...typeParams,
  }),
  risk: 'act',
  changesPage: true,
  withoutScreenshot: 'drop', // its points are a screenshot's pixels
  // The field that really receives the click and the keys, through frames: a secret typed into a third-party
  // frame is judged on that frame's origin.
  effects: (args, ctx) => typed(ctx, atPoint(ctx, args.x, args.y), args.text, args.submit),
  async execute(args, { tabId, browser, signal }) {
    const at = screenshotToCss(args.x, args.y, browser.lastScreenshotScale(tabId));
    if (!at.ok) return { ok: false, error: at.error, hint: at.hint };
    const options = { mode: args.mode, submit: args.submit };
    return formatAction('type_xy', await browser.typeAt(tabId, at.x, at.y, args.text, options, { signal }));
  },
});
