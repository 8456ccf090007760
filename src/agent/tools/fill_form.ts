import { z } from 'zod';
import { formatAction } from './format';
import { refParam } from './params';
import { defineTool } from './types';
import { describe, merge, onElement } from './effects';

export const fill_form = defineTool({
  name: 'fill_form',
  description:
    'Fill several form fields in order: text for text fields (replaces their content), true/false for checkboxes, ' +
    'switches and radios, option text for dropdowns and comboboxes (a list for multi-selects), a number for ' +
    'sliders. Stops at the first ' +
    'field that fails and says which were filled. Does not submit.',
  parameters: z.object({
    fields: z
      .array(
        z.object({
          ref: refParam,
          value: z.union([z.string().max(20_000), z.boolean(), z.array(z.string()).max(50)]),
        }),
      )
      .min(1)
      .max(50),
  }),
  risk: 'act',
  changesPage: true,
  // One target per field, each decided on its own (a password field, a secret off its site...).
  effects: async ({ fields }, ctx) =>
    merge(
      await Promise.all(
        fields.map((f) =>
          onElement(ctx, describe(ctx, { ref: f.ref }), {
            submits: false,
            verb: 'fill',
            ...(typeof f.value === 'boolean'
              ? {}
              : { value: [f.value].flat().join(', '), choice: Array.isArray(f.value) }),
          }),
        ),
      ),
    ),
  async execute({ fields }, { tabId, browser, signal }) {
    return formatAction('fill_form', await browser.fillForm(tabId, fields, { signal }));
  },
});
