import { z } from 'zod';
import type { ScrollRequest } from '../browser-port';
import { formatAction } from './format';
import { refParam } from './params';
import { defineTool } from './types';

export const scroll = defineTool({
  name: 'scroll',
  description:
    'Scroll the page, or a scrollable element (`ref`), up/down/left/right by `pages` (fractions allowed); or bring ' +
    '`ref` into view with `direction: "into_view"`. Returns a fresh viewport snapshot.',
  parameters: z.object({
    direction: z.enum(['up', 'down', 'left', 'right', 'into_view']).default('down'),
    pages: z.number().min(0.1).max(20).default(1).describe('how far, in screen heights (or widths)'),
    ref: refParam.optional().describe('the element to scroll, or to bring into view; the page when absent'),
  }),
  risk: 'act',
  changesPage: true,
  async execute({ direction, pages, ref }, { tabId, browser, signal }) {
    let request: ScrollRequest;
    if (direction === 'into_view') {
      if (!ref) return { ok: false, error: 'Invalid arguments for scroll: `ref` is required with direction "into_view".' };
      request = { target: 'into_view', ref };
    } else request = ref ? { target: 'element', ref, direction, pages } : { target: 'page', direction, pages };
    return formatAction('scroll', await browser.scroll(tabId, request, { signal }));
  },
});
