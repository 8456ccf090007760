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
      // A paged table's other pages were not searched: say so (relay log C121); the note quotes the page's pager.
      const paged = /^note: .*$/m.exec(result.value.text)?.[0];
      return {
        ok: true,
        text:
          `No element matches ${JSON.stringify(query)}. Try other words, or take a full snapshot.` +
          (paged ? `\n${wrapUntrusted(paged, 'snapshot')}` : ''),
      };
    }
    return { ok: true, text: `${result.value.matches} match(es):\n${wrapUntrusted(result.value.text, 'snapshot')}` };
  },
});
