/**
 * Page function (runs in our isolated world with the element as `this`): does the element, or the code editor it
 * belongs to, hold the keyboard focus now? Typing with mode "insert" then keeps the caret where the model put it
 * instead of clicking (a click moves the caret to the middle of an editor).
 */
export function holdsFocus(this: Element): boolean {
  const host = this.closest('.monaco-editor, .ace_editor, .cm-editor') ?? this;
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (!active || active === document.body) return false;
  return active === host || host.contains(active) || (active.getRootNode() as ShadowRoot).host === host;
}
