import { z } from 'zod';
import type { NavigateRequest } from '../browser-port';
import { formatAction } from './format';
import { actOptions, dialogParams } from './params';
import { defineTool } from './types';
import { onPage } from './effects';

export const navigate = defineTool({
  name: 'navigate',
  description:
    'Open a url in this tab, or do an action: back, forward, reload (give one of them). Waits for the load and ' +
    'returns the new page\'s snapshot. A "leave this page?" prompt is accepted unless accept_dialog is false.',
  parameters: z
    .object({
      url: z
        .string()
        .max(8000)
        .optional()
        .refine((u) => u === undefined || /^(https?:\/\/|about:blank$|file:\/\/)/i.test(u), {
          message: 'expected an absolute http(s) URL',
        }),
      action: z.enum(['back', 'forward', 'reload']).optional(),
      ...dialogParams,
    })
    .refine((a) => (a.url === undefined) !== (a.action === undefined), {
      message: 'give exactly one of `url` or `action`',
    }),
  risk: 'act',
  changesPage: true,
  // back / forward go somewhere too: judged on the history entry's URL like any other navigation.
  effects: async (args, ctx) => {
    const url =
      args.url ?? (args.action === 'reload' ? undefined : await ctx.browser.historyUrl?.(ctx.tabId, args.action!));
    if (!url) return onPage(ctx, args.action === 'reload' ? 'reload the page' : `go ${args.action} (no entry)`);
    return onPage(ctx, `open ${url}`, { navigation: { url, via: 'navigate' } });
  },
  async execute(args, { tabId, browser, signal }) {
    const request: NavigateRequest = args.url !== undefined ? { url: args.url } : { action: args.action! };
    return formatAction('navigate', await browser.navigate(tabId, request, actOptions(args, signal)));
  },
});
