import { ToWorker, type ContentPong, type ToContent } from './protocol';
import { errorText, type Result } from './errors';

/**
 * Typed send/receive helpers with the sender checks in one place.
 * - Only this extension's own contexts may talk to the worker (web pages cannot: manifest externally_connectable
 *   lists no ids and no matches, and onMessageExternal is never listened to).
 * - A content script's message carries its tab; extension pages carry our own origin.
 */

export type Sender = chrome.runtime.MessageSender;

export function isFromOurExtension(sender: Sender): boolean {
  return sender.id === chrome.runtime.id;
}

/**
 * Extension pages (side panel, options) load from our own origin; content scripts run on web origins. The palette
 * frame on a web page loads from the per-session dynamic origin Chrome gives web-accessible resources
 * (manifest use_dynamic_url: a site cannot probe a fixed URL to learn the extension is installed).
 */
export function isFromExtensionPage(sender: Sender): boolean {
  if (!isFromOurExtension(sender) || typeof sender.url !== 'string') return false;
  return sender.url.startsWith(chrome.runtime.getURL('')) || isFromPaletteFrame(sender);
}

export const PALETTE_FRAME_PATH = 'src/palette/frame.html';

/** The palette frame, whichever of our origins (static or dynamic) it was loaded from. */
export function isFromPaletteFrame(sender: Sender): boolean {
  if (!isFromOurExtension(sender) || typeof sender.url !== 'string' || !URL.canParse(sender.url)) return false;
  const url = new URL(sender.url);
  return url.protocol === 'chrome-extension:' && url.pathname === `/${PALETTE_FRAME_PATH}`;
}

export function isFromContentScript(sender: Sender): boolean {
  return isFromOurExtension(sender) && sender.tab?.id !== undefined && !isFromExtensionPage(sender);
}

export { sendToWorker } from './worker-client';

export async function sendToContent<T = unknown>(tabId: number, message: ToContent, frameId = 0): Promise<Result<T>> {
  try {
    const reply = (await chrome.tabs.sendMessage(tabId, message, { frameId })) as Result<T> | undefined;
    return reply ?? { ok: false, error: 'The page did not answer (no content script in that frame).' };
  } catch (error) {
    return { ok: false, error: `The page could not be reached: ${errorText(error)}` };
  }
}

export type { ContentPong };

/** Parses an incoming one-shot message; unknown shapes are rejected, not guessed at. */
export function parseToWorker(message: unknown): Result<ToWorker> {
  const parsed = ToWorker.safeParse(message);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, error: `Rejected message: ${parsed.error.issues[0]?.message ?? 'invalid'}` };
}

export { parseToContent } from './content-protocol';
