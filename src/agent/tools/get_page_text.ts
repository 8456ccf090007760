import { z } from 'zod';
import { wrapUntrusted } from '../prompts/untrusted';
import { fromPortError } from './format';
import { defineTool } from './types';

export const get_page_text = defineTool({
  name: 'get_page_text',
  description:
    "Read the page's main content as markdown (text, headings, lists, tables; no navigation or ads), to read or " +
    'summarise it. To find things to act on, use snapshot. include_not_shown adds what exists but is not shown ' +
    'now (other slides of a deck, inactive tabs, collapsed sections), each part saying how to reveal it.',
  parameters: z.object({
    include_not_shown: z
      .boolean()
      .optional()
      .describe('also other slides, inactive tabs and collapsed sections, labelled as not shown'),
  }),
  risk: 'read',
  changesPage: false,
  async execute({ include_not_shown }, { tabId, browser, signal }) {
    const r = await browser.pageText(tabId, signal, { notShown: include_not_shown === true });
    if (!r.ok) return fromPortError(r);
    const { markdown, title, url } = r.value;
    // Readability often starts the text with the page's title: said once.
    const head = markdown.startsWith(`# ${title}\n`) ? '' : `# ${title}\n\n`;
    return { ok: true, text: wrapUntrusted(`${head}${markdown}`.trim(), url) };
  },
});
