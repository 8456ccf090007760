import { z } from 'zod';
import { formatAction } from './format';
import { actOptions, dialogParams, modifiersParam, refParam } from './params';
import { defineTool } from './types';

export const click = defineTool({
  name: 'click',
  description:
    'Click an element with real mouse input. It is scrolled into view and checked first: visible, enabled, still ' +
    'and not covered (the error names what covers it). button "right" opens a context menu; modifiers ["Control"] ' +
    'opens a link in a new tab.',
  parameters: z.object({
    ref: refParam,
    button: z.enum(['left', 'right', 'middle']).default('left'),
    double: z.boolean().default(false),
    modifiers: modifiersParam,
    ...dialogParams,
  }),
  risk: 'act',
  changesPage: true,
  async execute(args, { tabId, browser, signal }) {
    const options = { button: args.button, clickCount: args.double ? 2 : 1, modifiers: args.modifiers } as const;
    return formatAction('click', await browser.click(tabId, args.ref, options, actOptions(args, signal)));
  },
});
