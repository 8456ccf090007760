import { z } from 'zod';
import { screenshotToCss } from './coords';
import { formatAction } from './format';
import { refParam, screenshotPoint } from './params';
import { defineTool, type ToolDef } from './types';
import { atPoint, describe, merge, onElement } from './effects';

const point = z.object(screenshotPoint);

/** Offered when the model has no screenshot tool: no pixels it could not have seen. */
const dragByRefs = defineTool({
  name: 'drag',
  description:
    'Drag with real mouse input from ref to to_ref (HTML drag and drop and sortable lists work, sliders too).',
  parameters: z.object({ ref: refParam, to_ref: refParam }),
  risk: 'act',
  changesPage: true,
  effects: async ({ ref, to_ref }, ctx) =>
    merge(
      await Promise.all([
        onElement(ctx, describe(ctx, { ref }), { submits: false, verb: 'drag' }),
        onElement(ctx, describe(ctx, { ref: to_ref }), { submits: false, verb: 'drop onto' }),
      ]),
    ),
  execute: async ({ ref, to_ref }, { tabId, browser, signal }) =>
    formatAction('drag', await browser.drag(tabId, ref, to_ref, { signal })),
});

export const drag = defineTool({
  name: 'drag',
  description:
    'Drag with real mouse input from ref to to_ref (HTML drag and drop and sortable lists work). On canvases and ' +
    'drawings without refs, give from and to instead, in pixels of the latest screenshot (draw a shape, move a slider).',
  parameters: z
    .object({
      ref: refParam.optional(),
      to_ref: refParam.optional(),
      from: point.optional(),
      to: point.optional(),
    })
    .refine((a) => (a.ref !== undefined && a.to_ref !== undefined) !== (a.from !== undefined && a.to !== undefined), {
      message: 'give either `ref` and `to_ref`, or `from` and `to`',
    }),
  risk: 'act',
  changesPage: true,
  withoutScreenshot: dragByRefs as ToolDef,
  // The element picked up and the one it is dropped on: a drop onto "Trash" acts like a click on it.
  effects: async ({ ref, to_ref, from, to }, ctx) =>
    merge(
      await Promise.all([
        onElement(ctx, ref ? describe(ctx, { ref }) : atPoint(ctx, from!.x, from!.y), { submits: false, verb: 'drag' }),
        onElement(ctx, to_ref ? describe(ctx, { ref: to_ref }) : atPoint(ctx, to!.x, to!.y), {
          submits: false,
          verb: 'drop onto',
        }),
      ]),
    ),
  async execute({ ref, to_ref, from, to }, { tabId, browser, signal }) {
    if (ref && to_ref) return formatAction('drag', await browser.drag(tabId, ref, to_ref, { signal }));
    const scale = browser.lastScreenshotScale(tabId);
    const a = screenshotToCss(from!.x, from!.y, scale);
    const b = screenshotToCss(to!.x, to!.y, scale);
    if (!a.ok) return { ok: false, error: a.error, hint: a.hint };
    if (!b.ok) return { ok: false, error: b.error, hint: b.hint };
    return formatAction('drag', await browser.dragAt(tabId, a, b, { signal }));
  },
});
