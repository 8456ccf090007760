import { z } from 'zod';
import { formatAction } from './format';
import { actOptions, dialogParams, refParam, typeParams } from './params';
import { defineTool } from './types';
import { describe, typed } from './effects';

export const type = defineTool({
  name: 'type',
  description:
    'Type into a text field, text area or rich-text editor as a user would (React/Vue inputs, contenteditable, ' +
    'frames). mode "replace" replaces the content, "append" adds at the end, "insert" types at the caret (put it ' +
    'there first, e.g. press_key "Control+Home" on ref); submit presses Enter after. Says so when the value did ' +
    'not land.',
  parameters: z.object({
    ref: refParam,
    ...typeParams,
    ...dialogParams,
  }),
  risk: 'act',
  changesPage: true,
  // The field and the text; with submit, also what the Enter triggers (the form's default button, or Send).
  effects: (args, ctx) => typed(ctx, describe(ctx, { ref: args.ref }), args.text, args.submit),
  async execute(args, { tabId, browser, signal }) {
    const options = { mode: args.mode, submit: args.submit };
    return formatAction('type', await browser.type(tabId, args.ref, args.text, options, actOptions(args, signal)));
  },
});
