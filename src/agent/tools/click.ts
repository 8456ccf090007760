import { z } from 'zod';
import { formatAction } from './format';
import { actOptions, dialogParams, modifiersParam, refParam } from './params';
import { defineTool } from './types';

export const click = defineTool({
  name: 'click',
  description:
    'Click an element by its ref with real (trusted) mouse input. Scrolls it into view and checks it is visible, ' +
    'enabled, not moving and not covered first; if something covers it, the error says what. `button: "right"` ' +
    'opens a context menu, `double: true` double-clicks, `modifiers` hold keys (e.g. ["Control"] to open a link in ' +
    'a new tab). Returns what changed on the page, new tabs and dialogs the click opened.',
  parameters: z.object({
    ref: refParam,
    button: z.enum(['left', 'right', 'middle']).default('left'),
    double: z.boolean().default(false).describe('double-click'),
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
