import { z } from 'zod';
import { formatAction } from './format';
import { actOptions, clickOptions, clickParams, dialogParams, refParam } from './params';
import { defineTool } from './types';
import { describe, onElement } from './effects';

export const click = defineTool({
  name: 'click',
  description:
    'Click an element with real mouse input. It is scrolled into view and checked first: visible, enabled, still ' +
    'and not covered (the error names what covers it). button "right" opens a context menu; modifiers ["Control"] ' +
    'opens a link in a new tab.',
  parameters: z.object({
    ref: refParam,
    ...clickParams,
    ...dialogParams,
  }),
  risk: 'act',
  changesPage: true,
  effects: (args, ctx) => onElement(ctx, describe(ctx, { ref: args.ref }), { submits: true, verb: 'click' }),
  async execute(args, { tabId, browser, signal }) {
    return formatAction('click', await browser.click(tabId, args.ref, clickOptions(args), actOptions(args, signal)));
  },
});
