/**
 * Functions that run inside the page on a field, in our own isolated world, through Runtime.callFunctionOn with the
 * element as `this` (see page-functions.ts): where the caret goes, what the field or code editor shows, where focus
 * is. Each is sent as source text (fn.toString()), so it must be self-contained: no imports, no outer variables.
 */

/** After the click that focused a field: select its content (replace) or put the caret at its end (append). */
export function placeCaret(this: Element, mode: 'replace' | 'append'): string {
  const el: Element = this;
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
    if (document.activeElement !== el && (el.getRootNode() as Document | ShadowRoot).activeElement !== el) el.focus();
    if (mode === 'replace') el.select();
    else {
      try {
        el.setSelectionRange(el.value.length, el.value.length);
      } catch {
        return 'no-caret'; // email/number inputs have no selection API: the caller presses End
      }
    }
    return 'ok';
  }
  const editable = (el as HTMLElement).isContentEditable
    ? el
    : el.querySelector('[contenteditable=""],[contenteditable=true]');
  if (!editable) return 'not-editable';
  const selection = (editable.getRootNode() as Document).getSelection?.() ?? getSelection();
  if (!selection) return 'no-selection';
  if (mode === 'replace') selection.selectAllChildren(editable);
  else {
    const range = document.createRange();
    range.selectNodeContents(editable);
    range.collapse(false);
    selection.removeAllRanges();
    selection.addRange(range);
  }
  return 'ok';
}

/**
 * The text a code editor shows now (the lines on screen, in order), read from its drawing: Monaco, CodeMirror and
 * Ace keep their text model out of the DOM, and our isolated world cannot call their APIs.
 */
export function readEditor(this: Element): { value: string; connected: boolean } {
  const editor = this.closest('.monaco-editor, .ace_editor, .cm-editor');
  if (!editor) return { value: '', connected: this.isConnected };
  const lines = [...editor.querySelectorAll('.view-line, .ace_line, .cm-line')]
    .map((l) => ({ y: l.getBoundingClientRect().top, text: (l.textContent ?? '').replace(/\u00a0/g, ' ') }))
    .sort((a, b) => a.y - b.y);
  return { value: lines.map((l) => l.text).join('\n'), connected: this.isConnected };
}

/** The value a user would see: for fields their value, for editors their text, for the focused field after a re-render too. */
export function readValue(this: Element): { value: string; connected: boolean } {
  const pick = (n: Element | null): string => {
    if (!n) return '';
    if (n instanceof HTMLInputElement || n instanceof HTMLTextAreaElement || n instanceof HTMLSelectElement)
      return n.value;
    return (n as HTMLElement).innerText ?? n.textContent ?? '';
  };
  if (this.isConnected) return { value: pick(this), connected: true };
  return { value: pick(document.activeElement), connected: false };
}

/** Focuses the element (or, for a code editor, its input); true when focus is now on it or inside it. */
export function focusIn(this: HTMLElement): boolean {
  this.focus();
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return !!active && (active === this || this.contains(active) || (active.getRootNode() as ShadowRoot).host === this);
}

export interface FocusedElement {
  body: boolean;
  /** How the snapshot would name it: `textbox "Email"`, `code editor (Monaco)`, `iframe "Payment"`. */
  label: string;
  /** The text selected in it (a field's selection, or the page's inside an editable element), when not empty. */
  selected?: string;
  /** Where the caret is when nothing is selected: its line's text around it, `|` at the caret (relay log C90). */
  caret?: string;
}

/** The element keys go to now (through shadow roots and same-origin frames), named as a user would see it. */
export function focusedElement(): FocusedElement {
  let doc: Document = document;
  let active: Element | null = doc.activeElement;
  for (;;) {
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (active instanceof HTMLIFrameElement && active.contentDocument?.activeElement) {
      doc = active.contentDocument;
      active = doc.activeElement;
      continue;
    }
    break;
  }
  // An editor that is a frame's whole body (TinyMCE, CKEditor 4) is that editor, not "the body of a frame": a model
  // told so doubted its keys had reached the text (relay log C58).
  if (active === doc.body && doc !== document && (doc.body.isContentEditable || doc.designMode === 'on')) {
    const name = doc.body.getAttribute('aria-label');
    const selected = doc.getSelection()?.toString().replace(/\s+/g, ' ').slice(0, 200) ?? '';
    return {
      body: false,
      label: `the editor in a frame${name ? ` (${JSON.stringify(name)})` : ''}`,
      ...(selected.trim() ? { selected } : {}),
    };
  }
  if (!active || active === doc.body || active === doc.documentElement)
    return { body: doc === document, label: 'the body of a frame' };
  const editor = active.closest('.monaco-editor, .ace_editor, .cm-editor');
  if (editor) {
    const kind = editor.classList.contains('monaco-editor')
      ? 'Monaco'
      : editor.classList.contains('ace_editor')
        ? 'Ace'
        : 'CodeMirror';
    return { body: false, label: `the code editor (${kind})` };
  }
  const el = active as HTMLElement;
  const tag = el.tagName.toLowerCase();
  const type = el instanceof HTMLInputElement ? el.type : '';
  const role =
    el.getAttribute('role') ??
    (tag === 'a'
      ? 'link'
      : tag === 'button'
        ? 'button'
        : tag === 'select'
          ? 'combobox'
          : tag === 'textarea'
            ? 'textbox'
            : tag === 'input'
              ? /^(checkbox|radio)$/.test(type)
                ? type
                : /^(button|submit|reset)$/.test(type)
                  ? 'button'
                  : type === 'search'
                    ? 'searchbox'
                    : 'textbox'
              : el.isContentEditable
                ? 'editor'
                : tag);
  const labelled = el.getAttribute('aria-labelledby');
  const name = (
    el.getAttribute('aria-label') ??
    (labelled ? doc.getElementById(labelled.split(' ')[0]!)?.textContent : null) ??
    (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement
      ? [...(el.labels ?? [])].map((l) => l.textContent).join(' ') || el.getAttribute('placeholder')
      : // innerText keeps the line breaks between an editor's paragraphs (textContent glued them, relay log C62).
        (el.innerText ?? el.textContent)) ??
    ''
  )
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);
  // Selecting by keys (Shift+arrows) shows nowhere else: say what is selected, so the model can check it.
  // Never a password's characters.
  const field =
    (el instanceof HTMLInputElement && el.type !== 'password') || el instanceof HTMLTextAreaElement ? el : null;
  const sel = doc.getSelection();
  const selected = field
    ? field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0)
    : el.isContentEditable && sel?.anchorNode && el.contains(sel.anchorNode)
      ? sel.toString()
      : '';
  // Arrow keys and Home/End move a caret nothing else shows: its line around it, so the model knows where it typed.
  let caret = '';
  if (field && !/^(checkbox|radio|button|submit|reset|file|range|color)$/.test(type)) {
    const at = field.selectionStart ?? 0;
    if (at === field.selectionEnd) {
      const from = field.value.lastIndexOf('\n', at - 1) + 1;
      const to = field.value.indexOf('\n', at);
      caret = `${field.value.slice(from, at)}|${field.value.slice(at, to < 0 ? undefined : to)}`;
    }
  } else if (el.isContentEditable && sel?.isCollapsed && sel.anchorNode && el.contains(sel.anchorNode)) {
    const node = sel.anchorNode;
    const block = (node.nodeType === 1 ? (node as Element) : node.parentElement)?.closest(
      'p, li, div, h1, h2, h3, h4, h5, h6, pre, blockquote, td, th',
    );
    if (block && el.contains(block)) {
      const r = doc.createRange();
      r.selectNodeContents(block);
      r.setEnd(node, sel.anchorOffset);
      const before = r.toString();
      caret = `${before}|${(block.textContent ?? '').slice(before.length)}`;
    }
  }
  if (caret.length > 61) {
    const i = caret.indexOf('|');
    caret = `${i > 40 ? '…' : ''}${caret.slice(Math.max(0, i - 40), i + 21)}${caret.length > i + 21 ? '…' : ''}`;
  }
  return {
    body: false,
    ...(caret.replace('|', '').trim() ? { caret } : {}),
    // An editor with no text yet (a block editor's new line) was "the keys went to editor": which one? (C74)
    label: name ? `${role} ${JSON.stringify(name)}` : role === 'editor' ? 'an empty editor (the one [focused])' : role,
    ...(selected.trim() ? { selected: selected.replace(/\s+/g, ' ').slice(0, 200) } : {}),
  };
}
