/**
 * upload_file: puts files the user attached in the chat into a file input. A file input gets them directly
 * (DataTransfer in our isolated world, then input + change events); a button that opens a file chooser is
 * clicked with the chooser intercepted, and the input behind it gets the files.
 */
import type { ActionDone } from './actions';
import { highlight } from './actions';
import type { FileToUpload, PortResult } from '../../agent/browser-port';
import { mouseClick } from './input';
import { locate, prepare, type Located } from './locate';
import { callOn, nodeInWorld } from './page-calls';
import type { BrowserTab } from './tab';

const CHOOSER_WAIT_MS = 2000;

export async function uploadFiles(
  tab: BrowserTab,
  ref: string,
  files: FileToUpload[],
): Promise<PortResult<ActionDone>> {
  const found = await locate(tab, ref);
  if (!found.ok) return found;
  let input: Located = found.value;
  const isFileInput = await callOn<boolean>(tab, input, function (this: Element) {
    return this instanceof HTMLInputElement && this.type === 'file';
  });
  if (!isFileInput) {
    const chosen = await inputFromChooser(tab, input);
    if (!chosen.ok) return chosen;
    input = chosen.value;
  } else {
    const p = await prepare(tab, input, { checkEnabled: true, checkHit: false });
    if (p.ok) highlight(tab, p.value.box, input.label);
  }
  const r = await callOn<{ ok: boolean; error?: string; names?: string[] }>(tab, input, setFiles, [files]);
  if (!r.ok) return { ok: false, error: `${found.value.label}: ${r.error}` };
  return {
    ok: true,
    value: { summary: `attached ${r.names!.map((n) => JSON.stringify(n)).join(', ')} to ${found.value.label}` },
  };
}

async function inputFromChooser(tab: BrowserTab, el: Located): Promise<PortResult<Located>> {
  const p = await prepare(tab, el, { checkEnabled: true, checkHit: true });
  if (!p.ok) return p;
  // The chooser opens in the button's own target: a cross-site frame has its own CDP session to intercept it in.
  let opened: { backendNodeId: number; frameId?: string } | undefined;
  const off = tab.session.on((method, params, sessionId) => {
    if (method === 'Page.fileChooserOpened' && sessionId === el.sessionId) opened = params;
  });
  try {
    await tab.session.send('Page.setInterceptFileChooserDialog', { enabled: true }, el.sessionId);
    highlight(tab, p.value.box, el.label);
    await mouseClick(tab, p.value.x, p.value.y, { button: 'left', clickCount: 1, modifiers: [] });
    const until = Date.now() + CHOOSER_WAIT_MS;
    while (!opened && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
  } finally {
    off();
    await tab.session
      .send('Page.setInterceptFileChooserDialog', { enabled: false }, el.sessionId)
      .catch(() => undefined);
  }
  if (!opened)
    return {
      ok: false,
      error: `${el.label} is not a file input and clicking it opened no file chooser.`,
      hint: 'Find the file input or the upload button in the snapshot.',
    };
  // The input is in the frame whose script opened the chooser (a same-site parent may open its child's).
  const objectId = await nodeInWorld(tab, opened.frameId ?? el.target.frameId, el.sessionId, opened.backendNodeId);
  return { ok: true, value: { ...el, objectId, label: `the file input behind ${el.label}` } };
}

/** Page function: files from base64 into the input, as a user's choice would arrive. */
function setFiles(
  this: HTMLInputElement,
  files: Array<{ name: string; mimeType: string; data: string }>,
): { ok: boolean; error?: string; names?: string[] } {
  if (this.disabled) return { ok: false, error: 'the file input is disabled' };
  if (files.length > 1 && !this.multiple) return { ok: false, error: 'the file input takes one file only' };
  const transfer = new DataTransfer();
  for (const f of files) {
    const bytes = Uint8Array.from(atob(f.data), (c) => c.charCodeAt(0));
    transfer.items.add(new File([bytes], f.name, { type: f.mimeType }));
  }
  this.files = transfer.files;
  this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  this.dispatchEvent(new Event('change', { bubbles: true }));
  return { ok: true, names: [...this.files].map((f) => f.name) };
}
