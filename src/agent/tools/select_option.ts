import { z } from 'zod';
import { formatAction } from './format';
import { refParam } from './params';
import { defineTool } from './types';
import { describe, onElement } from './effects';

export const select_option = defineTool({
  name: 'select_option',
  description:
    'Choose options by visible text (or value) in a native <select> or a custom combobox/listbox (opens it, types ' +
    'to filter if it has a search field, clicks the option). A list of values for multi-selects and tag inputs. ' +
    'Lists the options when one is not found.',
  parameters: z.object({
    ref: refParam,
    values: z.union([z.string().min(1), z.array(z.string().min(1)).min(1).max(50)]),
  }),
  risk: 'act',
  changesPage: true,
  effects: ({ ref, values }, ctx) =>
    onElement(ctx, describe(ctx, { ref }), {
      submits: false,
      value: [values].flat().join(', '),
      choice: true,
      verb: 'choose in',
    }),
  async execute({ ref, values }, { tabId, browser, signal }) {
    const list = Array.isArray(values) ? values : [values];
    return formatAction('select_option', await browser.selectOption(tabId, ref, list, { signal }));
  },
});
