import { z } from 'zod';
import { wrapUntrusted } from '../prompts/untrusted';
import { fromPortError } from './format';
import { defineTool } from './types';

export const get_page_text = defineTool({
  name: 'get_page_text',
  description:
    'Read the main content of the page as markdown (article text, headings, lists, tables; navigation and ads ' +
    'left out). Use it to read or summarise a page; use snapshot to find things to click or fill.',
  parameters: z.object({}),
  risk: 'read',
  changesPage: false,
  async execute(_args, { tabId, browser, signal }) {
    const r = await browser.pageText(tabId, signal);
    if (!r.ok) return fromPortError(r);
    const { markdown, title, url } = r.value;
    return { ok: true, text: wrapUntrusted(`# ${title}\n\n${markdown}`.trim(), url) };
  },
});
