import { z } from 'zod';
import { screenshotToCss } from './coords';
import { formatAction } from './format';
import { refParam, screenshotPoint } from './params';
import { defineTool, type ToolDef } from './types';
import type { PolicyTargetFacts, PortResult } from '../browser-port';
import { atPoint, describe, type EffectsContext, merge, onElement } from './effects';

const point = z.object(screenshotPoint);
// Said in the tool's description: readers of the tool list (the relay's, some providers') do not show a parameter's.
const KEEP =
  'keep "row" drops in to_ref\'s column at the height ref was picked up (a calendar event to another day, same ' +
  "time; to_ref a day's header); \"column\" in to_ref's row at ref's x.";
const keepParam = z.enum(['row', 'column']).optional();

type Found = PortResult<PolicyTargetFacts>;

/**
 * The element dragged and the one dropped onto. The drop says where the drag started: what the page there put in
 * the drag (its dragstart sets any text) lands in the drop's frame, which decide() refuses across sites.
 */
async function dragEffects(ctx: EffectsContext, source: Promise<Found>, target: Promise<Found>) {
  const [from, to] = await Promise.all([source, target]);
  const dragFrom = from.ok ? from.value.frameUrl || from.value.pageUrl : undefined;
  return merge([
    await onElement(ctx, Promise.resolve(from), { submits: false, verb: 'drag' }),
    await onElement(ctx, Promise.resolve(to), {
      submits: false,
      verb: 'drop onto',
      ...(dragFrom ? { extra: { dragFrom } } : {}),
    }),
  ]);
}

/** Offered when the model has no screenshot tool: no pixels it could not have seen. */
const dragByRefs = defineTool({
  name: 'drag',
  description:
    'Drag with real mouse input from ref to to_ref (HTML drag and drop and sortable lists work, sliders too). ' + KEEP,
  parameters: z.object({ ref: refParam, to_ref: refParam, keep: keepParam }),
  risk: 'act',
  changesPage: true,
  effects: ({ ref, to_ref }, ctx) => dragEffects(ctx, describe(ctx, { ref }), describe(ctx, { ref: to_ref })),
  execute: async ({ ref, to_ref, keep }, { tabId, browser, signal }) =>
    formatAction('drag', await browser.drag(tabId, ref, to_ref, { signal }, keep)),
});

export const drag = defineTool({
  name: 'drag',
  description:
    'Drag with real mouse input from ref to to_ref (HTML drag and drop and sortable lists work). On canvases and ' +
    'drawings without refs, give from and to instead, in pixels of the latest screenshot (draw a shape, move a slider). ' +
    KEEP,
  parameters: z
    .object({
      ref: refParam.optional(),
      to_ref: refParam.optional(),
      keep: keepParam,
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
  effects: ({ ref, to_ref, from, to }, ctx) =>
    dragEffects(
      ctx,
      ref ? describe(ctx, { ref }) : atPoint(ctx, from!.x, from!.y),
      to_ref ? describe(ctx, { ref: to_ref }) : atPoint(ctx, to!.x, to!.y),
    ),
  async execute({ ref, to_ref, keep, from, to }, { tabId, browser, signal }) {
    if (ref && to_ref) return formatAction('drag', await browser.drag(tabId, ref, to_ref, { signal }, keep));
    const scale = browser.lastScreenshotScale(tabId);
    const a = screenshotToCss(from!.x, from!.y, scale);
    const b = screenshotToCss(to!.x, to!.y, scale);
    if (!a.ok) return { ok: false, error: a.error, hint: a.hint };
    if (!b.ok) return { ok: false, error: b.error, hint: b.hint };
    return formatAction('drag', await browser.dragAt(tabId, a, b, { signal }));
  },
});
