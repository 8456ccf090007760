/**
 * The command palette overlay, as the page sees it: a closed shadow root holding one frame of our own extension
 * page (frame.ts), where the user types. Key events inside that frame never reach the page (a capture-phase key
 * logger on the page saw every key of the old in-page input), and only that frame can submit a task.
 * The host is marked open (data-tabwright-palette) only once the frame has focus, so keys typed after that reach it.
 * A page that hides, covers or removes the host, or takes focus from the frame, closes the palette: what is left
 * on screen is then the page's own drawing.
 */

import { PALETTE_FRAME_PATH } from '../shared/messaging';

let host: HTMLElement | undefined;
let frame: HTMLIFrameElement | undefined;
let guard: MutationObserver | undefined;
/** Where focus was before the palette opened; it goes back there on close. */
let returnFocus: HTMLElement | undefined;

/** Inline and !important: a page stylesheet cannot hide or move the host (inline !important wins the cascade). */
const HOST_STYLE =
  'all: initial !important; position: fixed !important; inset: 0 !important; z-index: 2147483647 !important; ' +
  'display: block !important; visibility: visible !important; opacity: 1 !important;';

export function isPaletteOpen(): boolean {
  return host?.isConnected === true;
}

export function closePalette(): void {
  guard?.disconnect();
  guard = undefined;
  removeEventListener('message', onFrameMessage, true);
  host?.remove();
  host = undefined;
  frame = undefined;
  if (returnFocus?.isConnected) returnFocus.focus();
  returnFocus = undefined;
}

function onFrameMessage(event: MessageEvent): void {
  // Only our frame's window, on our origin: the page can post to us too, but not as that window. The frame is
  // loaded by its dynamic URL yet commits on the extension's own origin, which getURL('') gives.
  if (!frame || event.source !== frame.contentWindow || event.origin !== new URL(chrome.runtime.getURL('')).origin)
    return;
  event.stopImmediatePropagation();
  const what = (event.data as { tabwrightPalette?: string } | null)?.tabwrightPalette;
  if (what === 'close') closePalette();
  // The frame lost focus. To another window (the user switched apps): the palette stays. To an element of the page
  // (the page took focus to draw its own input where the user is typing): the palette closes.
  else if (what === 'blur') setTimeout(() => host && document.activeElement !== host && closePalette(), 0);
  else if (what === 'ready') frame.focus();
  // Marked open only when keys reach the frame: what a test (or a script of the user's) waits for before typing.
  else if (what === 'focused') host?.setAttribute('data-tabwright-palette', '');
}

/** The page touched the host (its style, its place in the document): the palette closes rather than be faked. */
function watch(h: HTMLElement): MutationObserver {
  const observer = new MutationObserver(() => {
    if (!h.isConnected || h.getAttribute('style') !== HOST_STYLE) closePalette();
  });
  observer.observe(h, { attributes: true, attributeFilter: ['style', 'hidden', 'class', 'inert', 'popover'] });
  observer.observe(document.documentElement, { childList: true });
  return observer;
}

export function openPalette(token = ''): void {
  if (isPaletteOpen()) {
    closePalette();
    return;
  }
  returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
  host = document.createElement('div');
  host.setAttribute('style', HOST_STYLE);
  const root = host.attachShadow({ mode: 'closed' });
  // A modal dialog makes the rest of the document inert while the palette is open: no element of the page can take
  // focus (a look-alike input the page draws over us gets no keys). It sits in our closed root, out of the page's reach.
  const dialog = document.createElement('dialog');
  dialog.setAttribute(
    'style',
    'all: initial; position: fixed; inset: 0; width: 100vw; height: 100vh; max-width: none; max-height: none; margin: 0; padding: 0; border: 0; background: transparent;',
  );
  const backdrop = document.createElement('style');
  backdrop.textContent = 'dialog::backdrop { background: transparent; }';
  frame = document.createElement('iframe');
  frame.setAttribute('style', 'border: 0; width: 100%; height: 100%; background: transparent; color-scheme: normal;');
  frame.setAttribute('allowtransparency', 'true');
  frame.title = 'Tabwright';
  frame.src = `${chrome.runtime.getURL(PALETTE_FRAME_PATH)}#token=${encodeURIComponent(token)}`;
  dialog.append(frame);
  // Esc in the frame closes through frame.ts; a cancel on the dialog itself must not leave a half-open palette.
  dialog.addEventListener('cancel', (event) => event.preventDefault());
  root.append(backdrop, dialog);
  addEventListener('message', onFrameMessage, true);
  document.documentElement.append(host);
  dialog.showModal();
  guard = watch(host);
}
