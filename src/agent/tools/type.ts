import { z } from 'zod';
import { formatAction } from './format';
import { actOptions, dialogParams, refParam } from './params';
import { defineTool } from './types';

export const type = defineTool({
  name: 'type',
  description:
    'Type text into a text field, text area or rich-text editor by its ref, as a user would (works with React/Vue ' +
    'inputs and contenteditable editors, also inside frames). `mode: "replace"` (default) replaces what is there, ' +
    '"append" adds at the end. `submit: true` presses Enter afterwards. Says so when the value did not land.',
  parameters: z.object({
    ref: refParam,
    text: z.string().max(20_000).describe('the text to type'),
    mode: z.enum(['replace', 'append']).default('replace'),
    submit: z.boolean().default(false).describe('press Enter after typing'),
    ...dialogParams,
  }),
  risk: 'act',
  changesPage: true,
  async execute(args, { tabId, browser, signal }) {
    const options = { mode: args.mode, submit: args.submit };
    return formatAction('type', await browser.type(tabId, args.ref, args.text, options, actOptions(args, signal)));
  },
});
