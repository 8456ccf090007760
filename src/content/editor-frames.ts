/**
 * A rich-text editor drawn in its own frame (TinyMCE, CKEditor 4: a same-origin iframe whose body is editable) holds
 * the text the user writes, but a document's clone holds only the empty <iframe>: get_page_text printed the
 * editor's toolbar and none of its text (relay log C69). The frame's body, less what its user cannot see, takes the
 * iframe's place in the clone.
 */
import { hiddenTextReason } from '../agent/policy/hidden-text';

/** `copies` are the clone's elements in the live page's order (`live`); `hidden` the live indexes left out. */
export function inlineEditorFrames(live: Element[], copies: Element[], hidden: Set<number>, clone: Document): void {
  live.forEach((el, i) => {
    if (el.localName !== 'iframe' || hidden.has(i)) return;
    let doc: Document | null = null;
    try {
      doc = (el as HTMLIFrameElement).contentDocument; // null for a cross-site frame
    } catch {
      return;
    }
    const body = doc?.body;
    if (!body || !(body.isContentEditable || doc?.designMode === 'on')) return;
    const copy = clone.importNode(body, true) as HTMLElement;
    const inner = [...body.querySelectorAll('*')];
    const copied = [...copy.querySelectorAll('*')];
    inner.forEach((e, k) => {
      if (hiddenTextReason(e)) copied[k]?.remove();
    });
    const box = clone.createElement('div');
    box.setAttribute('data-tabwright-editor', ''); // the editor's text, for editor-text.ts
    box.append(...copy.childNodes);
    copies[i]?.replaceWith(box);
  });
}
