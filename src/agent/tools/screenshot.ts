import { z } from 'zod';
import { fromPortError } from './format';
import { defineTool } from './types';

export const screenshot = defineTool({
  name: 'screenshot',
  description:
    'See the visible part of the page as an image (JPEG, at most 1280 px wide), for canvases, charts, maps and ' +
    'layout the snapshot cannot show. click_xy, type_xy and drag take pixel positions in it.',
  parameters: z.object({}),
  risk: 'read',
  changesPage: false,
  async execute(_args, { tabId, browser, signal }) {
    const r = await browser.screenshot(tabId, signal);
    if (!r.ok) return fromPortError(r);
    const { image, cssPerPixel, viewport } = r.value;
    const text =
      `Screenshot of the visible tab: ${image.width}x${image.height} px (viewport ${Math.round(viewport.width)}x${Math.round(viewport.height)} CSS px; ` +
      `1 image px = ${cssPerPixel.toFixed(3)} CSS px). For click_xy/type_xy use positions in this image.`;
    return { ok: true, kind: 'screenshot', text, image };
  },
});
