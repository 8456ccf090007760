import { z } from 'zod';
import { wrapUntrusted } from '../prompts/untrusted';
import { fromPortError } from './format';
import { defineTool } from './types';

export const find = defineTool({
  name: 'find',
  description:
    'Search the page as last seen, off-screen parts included, for elements or text: words of a name, a role, a ' +
    'value. Returns the matching lines with refs and where they sit; a table cell found gets a ref (to click or ' +
    'double-click it, as in a spreadsheet). Cheaper than a full snapshot when you know what you look for.',
  parameters: z.object({
    query: z.string().min(1).max(200).describe('e.g. "Save", "checkbox terms", "Norway"'),
  }),
  risk: 'read',
  changesPage: false,
  async execute({ query }, { tabId, browser, signal }) {
    const result = await browser.find(tabId, query, signal);
    if (!result.ok) return fromPortError(result);
    if (result.value.matches === 0) {
      // What was not searched: a paged table's other pages (C121), a virtual grid's other rows (C198), a drawing's
      // pixels (C191). The notes quote the page (a pager's words).
      const notes = result.value.text.match(/^note: .*$/gm)?.join('\n');
      return {
        ok: true,
        text:
          `No element matches ${JSON.stringify(query)}. Try other words, or take a full snapshot.` +
          (notes ? `\n${wrapUntrusted(notes, 'snapshot')}` : ''),
      };
    }
    return { ok: true, text: `${result.value.matches} match(es):\n${wrapUntrusted(result.value.text, 'snapshot')}` };
  },
});
