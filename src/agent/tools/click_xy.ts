import { z } from 'zod';
import { screenshotToCss } from './coords';
import { formatAction } from './format';
import { actOptions, clickOptions, clickParams, dialogParams, screenshotPoint } from './params';
import { defineTool } from './types';
import { atPoint, onElement } from './effects';

export const click_xy = defineTool({
  name: 'click_xy',
  description:
    'Click a point of the latest screenshot, in its pixels (x from the left, y from the top). For canvases, charts ' +
    'and drawings without refs; use click when the element has a ref.',
  parameters: z.object({
    ...screenshotPoint,
    ...clickParams,
    ...dialogParams,
  }),
  risk: 'act',
  changesPage: true,
  withoutScreenshot: 'drop', // its points are a screenshot's pixels
  // Judged on what really receives the click: the innermost element under the point, through frames.
  effects: (args, ctx) => onElement(ctx, atPoint(ctx, args.x, args.y), { submits: true, verb: 'click' }),
  async execute(args, { tabId, browser, signal }) {
    const at = screenshotToCss(args.x, args.y, browser.lastScreenshotScale(tabId));
    if (!at.ok) return { ok: false, error: at.error, hint: at.hint };
    return formatAction(
      'click_xy',
      await browser.clickAt(tabId, at.x, at.y, clickOptions(args), actOptions(args, signal)),
    );
  },
});
