/**
 * Page function (runs in our isolated world with the element as `this`): does the element, or the code editor it
 * belongs to, hold the keyboard focus now? Typing with mode "insert" then keeps the caret where the model put it
 * instead of clicking (a click moves the caret to the middle of an editor).
 */
export function holdsFocus(this: Element): boolean {
  const host = this.closest('.monaco-editor, .ace_editor, .cm-editor') ?? this;
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (!active) return false;
  // An editor that is its frame's body (TinyMCE) holds the caret while the frame has the focus: a click to focus it
  // moved the caret the model had placed (relay log C67).
  if (active === document.body) {
    if (this !== document.body || (!document.body.isContentEditable && document.designMode !== 'on')) return false;
    try {
      return window.frameElement !== null && window.parent.document.activeElement === window.frameElement;
    } catch {
      return false; // a cross-site parent cannot be asked: the click stays
    }
  }
  return active === host || host.contains(active) || (active.getRootNode() as ShadowRoot).host === host;
}
