import { z } from 'zod';
import { formatAction } from './format';
import { refParam } from './params';
import { defineTool } from './types';

export const drag = defineTool({
  name: 'drag',
  description:
    'Drag one element onto another with real mouse input (press on `ref`, move, release on `to_ref`). Works for ' +
    'HTML drag and drop and for pointer-based sortable lists.',
  parameters: z.object({
    ref: refParam.describe('the element to drag'),
    to_ref: refParam.describe('the element to drop it on'),
  }),
  risk: 'act',
  changesPage: true,
  async execute({ ref, to_ref }, { tabId, browser, signal }) {
    return formatAction('drag', await browser.drag(tabId, ref, to_ref, { signal }));
  },
});
