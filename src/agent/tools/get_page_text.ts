import { z } from 'zod';
import { wrapUntrusted } from '../prompts/untrusted';
import { fromPortError } from './format';
import { defineTool } from './types';

export const get_page_text = defineTool({
  name: 'get_page_text',
  description:
    "Read the page's main content as markdown (text, headings, lists, tables; no navigation or ads), to read or " +
    'summarise it. To find things to act on, use snapshot.',
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
