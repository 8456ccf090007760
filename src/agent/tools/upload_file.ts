import { z } from 'zod';
import { formatAction } from './format';
import { refParam } from './params';
import { defineTool } from './types';
import { describe, onElement } from './effects';

export const upload_file = defineTool({
  name: 'upload_file',
  description:
    'Put files the user attached in the chat into a file input, or an upload button that opens a file chooser. ' +
    'files names the attachments (default all). Only attached files can be uploaded.',
  parameters: z.object({
    ref: refParam,
    files: z.array(z.string().min(1)).max(10).optional(),
  }),
  risk: 'high',
  changesPage: true,
  effects: ({ ref, files }, ctx) =>
    onElement(ctx, describe(ctx, { ref }), {
      submits: false,
      verb: 'upload files into',
      extra: { upload: { fileNames: files ?? ['(all attached files)'] } },
    }),
  async execute({ ref, files }, { tabId, browser, signal, attachments = [] }) {
    if (attachments.length === 0) {
      return {
        ok: false,
        error: 'The user attached no files in this chat.',
        hint: 'Ask the user to attach the file to the chat first.',
      };
    }
    const chosen = files ? attachments.filter((a) => files.includes(a.name)) : [...attachments];
    const missing = (files ?? []).filter((f) => !attachments.some((a) => a.name === f));
    if (missing.length) {
      return {
        ok: false,
        error: `No attachment named ${missing.map((m) => JSON.stringify(m)).join(', ')}.`,
        hint: `Attached: ${attachments.map((a) => JSON.stringify(a.name)).join(', ')}`,
      };
    }
    return formatAction('upload_file', await browser.uploadFile(tabId, ref, chosen, { signal }));
  },
});
