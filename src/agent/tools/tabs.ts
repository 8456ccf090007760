import { z } from 'zod';
import { wrapUntrusted } from '../prompts/untrusted';
import { fromPortError } from './format';
import { defineTool } from './types';
import { onPage } from './effects';

export const tabs = defineTool({
  name: 'tabs',
  description:
    'The tabs of this window: list them, open a url in a new tab, switch to a tab_id (e.g. one an action opened) or ' +
    'close one. After open or switch, the other tools act on that tab and you get its snapshot.',
  parameters: z.object({
    action: z.enum(['list', 'open', 'switch', 'close']),
    url: z
      .string()
      .max(8000)
      .regex(/^https?:\/\//i, 'expected an absolute http(s) URL')
      .optional(),
    tab_id: z.number().int().optional(),
  }),
  risk: 'act',
  changesPage: true,
  effects: async ({ action, url, tab_id }, ctx) => {
    if (action === 'open' && url)
      return onPage(ctx, `open ${url} in a new tab`, { navigation: { url, via: 'navigate' } });
    if ((action === 'switch' || action === 'close') && tab_id !== undefined) {
      const other = await ctx.tabUrl(tab_id);
      // Switching to a tab the page opened shows the agent a site it may never have been asked about.
      if (!other) return onPage(ctx, `${action} tab ${tab_id}`);
      if (action === 'switch')
        return onPage(ctx, `switch to ${other}`, { navigation: { url: other, via: 'navigate' } });
      return { targets: [{ pageUrl: other }], summary: `close ${other}` };
    }
    return { targets: [{}], summary: 'list the tabs' }; // listing tabs touches no site
  },
  async execute({ action, url, tab_id }, { tabId, browser, signal }) {
    if (action === 'list') {
      const r = await browser.listTabs(tabId);
      if (!r.ok) return fromPortError(r);
      const lines = r.value.map(
        (t) =>
          `${t.tabId === tabId ? '* ' : '  '}${t.tabId}: ${JSON.stringify(t.title)} ${t.url}${t.active ? ' (active)' : ''}`,
      );
      return { ok: true, text: `Tabs (* = the one you work in):\n${wrapUntrusted(lines.join('\n'), 'tabs')}` };
    }
    if (action === 'open' && !url)
      return { ok: false, error: 'Invalid arguments for tabs: `url` is required to open a tab.' };
    if ((action === 'switch' || action === 'close') && tab_id === undefined)
      return { ok: false, error: `Invalid arguments for tabs: \`tab_id\` is required to ${action} a tab.` };
    if (action === 'close') {
      if (tab_id === tabId)
        return { ok: false, error: 'That is the tab you work in; switch to another tab before closing it.' };
      const r = await browser.closeTab(tabId, tab_id!);
      return r.ok ? { ok: true, text: `Closed tab ${r.value.closed}.` } : fromPortError(r);
    }
    const r = action === 'open' ? await browser.openTab(tabId, url!, signal) : await browser.switchTab(tabId, tab_id!);
    if (!r.ok) return fromPortError(r);
    const next = r.value.tabId;
    const snap = await browser.snapshot(next, 'viewport', signal);
    const head = `${action === 'open' ? 'Opened' : 'Switched to'} tab ${next}; the other tools now act on it.`;
    const body = snap.ok ? wrapUntrusted(snap.value.text, snap.value.url) : `(no snapshot: ${snap.error})`;
    return { ok: true, tabId: next, pageChanged: true, kind: snap.ok ? 'snapshot' : 'other', text: `${head}\n${body}` };
  },
});
