import { z } from 'zod';
import { formatAction } from './format';
import { refParam } from './params';
import { defineTool } from './types';
import { describe, onElement } from './effects';

export const hover = defineTool({
  name: 'hover',
  description: 'Move the mouse over an element, e.g. to open a hover menu or tooltip.',
  parameters: z.object({ ref: refParam }),
  risk: 'act',
  changesPage: true,
  effects: ({ ref }, ctx) => onElement(ctx, describe(ctx, { ref }), { submits: false, verb: 'hover' }),
  async execute({ ref }, { tabId, browser, signal }) {
    return formatAction('hover', await browser.hover(tabId, ref, { signal }));
  },
});
