import { z } from 'zod';
import type { ScrollRequest } from '../browser-port';
import { formatAction } from './format';
import { refParam } from './params';
import { defineTool } from './types';
import { onPage } from './effects';

export const scroll = defineTool({
  name: 'scroll',
  description:
    'Scroll the page, or the scrollable element ref, by pages (screen heights or widths; fractions allowed); ' +
    'direction "into_view" brings ref into view instead. Returns a snapshot of the new viewport.',
  parameters: z.object({
    direction: z.enum(['up', 'down', 'left', 'right', 'into_view']).default('down'),
    pages: z.number().min(0.1).max(20).default(1),
    ref: refParam.optional(),
  }),
  risk: 'act',
  changesPage: true,
  effects: async (_args, ctx) => onPage(ctx, 'scroll the page'),
  async execute({ direction, pages, ref }, { tabId, browser, signal }) {
    let request: ScrollRequest;
    if (direction === 'into_view') {
      if (!ref)
        return { ok: false, error: 'Invalid arguments for scroll: `ref` is required with direction "into_view".' };
      request = { target: 'into_view', ref };
    } else request = ref ? { target: 'element', ref, direction, pages } : { target: 'page', direction, pages };
    return formatAction('scroll', await browser.scroll(tabId, request, { signal }));
  },
});
