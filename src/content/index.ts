/**
 * The content script, in every http(s) frame. It lives beside untrusted page code, so it only answers messages from
 * our own extension (chrome.runtime.onMessage never delivers web-page messages) and validates each one.
 * It never receives API keys or settings.
 */
import { parseToContent } from '../shared/content-protocol';
import type { ContentPong } from '../shared/protocol';
import type { Result } from '../shared/errors';
import { setMessages } from '../shared/i18n';
import { closePalette, isPaletteOpen, openPalette } from '../palette/palette';
import { hideHighlight, showHighlight } from './highlight';

const isTop = window === window.top;

function handle(raw: unknown): Result<unknown> {
  const parsed = parseToContent(raw);
  if (!parsed.ok) return parsed;
  const message = parsed.value;
  switch (message.type) {
    case 'content/ping':
      return { ok: true, value: { url: location.href, isTop, title: document.title } satisfies ContentPong };
    case 'palette/open':
      if (!isTop) return { ok: false, error: 'The palette opens in the top frame only' };
      setMessages(message.language); // absent: back to the browser's language
      openPalette(message.token);
      return { ok: true, value: null };
    case 'palette/close':
      if (isTop) closePalette();
      return { ok: true, value: null };
    case 'palette/state':
      return { ok: true, value: { open: isTop && isPaletteOpen() } };
    case 'highlight/show':
      if (isTop) showHighlight(message.rect, message.label);
      return { ok: true, value: null };
    case 'highlight/hide':
      hideHighlight();
      return { ok: true, value: null };
  }
}

chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
  if (sender.id !== chrome.runtime.id) return false;
  sendResponse(handle(message));
  return false;
});
