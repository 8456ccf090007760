import * as z from 'zod/mini';
import type { Result } from './errors';

/**
 * Messages the worker sends to content scripts (chrome.tabs.sendMessage), part of the one protocol in protocol.ts,
 * which re-exports them. Written with zod/mini: the content script runs in every frame of every page, and the full
 * zod build was most of its size.
 */
export const ToContent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('content/ping') }),
  z.object({
    type: z.literal('palette/open'),
    /** Handed to the palette frame; the worker takes a task only from the frame showing it (palette-token.ts). */
    token: z.optional(z.string().check(z.maxLength(100))),
    /** The palette's strings in the language chosen in settings (absent: follow the browser). */
    language: z.optional(
      z.object({
        lang: z.string().check(z.maxLength(10)),
        messages: z.record(z.string(), z.object({ message: z.string().check(z.maxLength(2000)) })),
      }),
    ),
  }),
  z.object({ type: z.literal('palette/close') }),
  /** Is the palette open in this tab? A run waits for it to close: its modal dialog leaves the page inert. */
  z.object({ type: z.literal('palette/state') }),
  /** Browser tools: outline the element the agent acts on (top-level viewport CSS px), top frame only. */
  z.object({
    type: z.literal('highlight/show'),
    rect: z.object({
      x: z.number(),
      y: z.number(),
      w: z.number().check(z.minimum(0)),
      h: z.number().check(z.minimum(0)),
    }),
    label: z.string().check(z.maxLength(200)),
  }),
  z.object({ type: z.literal('highlight/hide') }),
]);
export type ToContent = z.infer<typeof ToContent>;

export function parseToContent(message: unknown): Result<ToContent> {
  const parsed = ToContent.safeParse(message);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, error: `Rejected message: ${parsed.error.issues[0]?.message ?? 'invalid'}` };
}
