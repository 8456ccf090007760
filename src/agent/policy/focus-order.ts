/**
 * Runs IN THE PAGE (shipped as source: no imports, no closures). Where keyboard focus is, and where `steps`
 * presses of Tab (negative: Shift+Tab) move it, so press_key is judged on the element its Enter or Space will
 * act on, not the one focused before the keys. Sequential focus navigation as HTML defines it, closely enough:
 * positive tabindex first, then tree order through open shadow roots; disabled, hidden and inert elements and
 * the unchecked radios of a group are skipped. The browser side re-checks the real focus before the press.
 */
export function deepFocus(): Element | null {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  // An editable body is an editor (TinyMCE's frame): Enter pressed in it goes to it (relay log C66).
  const editor = el === document.body && (document.body.isContentEditable || document.designMode === 'on');
  return (el === document.body && !editor) || el === document.documentElement ? null : el;
}

export function focusAfterTabs(start: Element | null, steps: number): Element | null {
  const NATURAL =
    'a[href],area[href],button,input,select,textarea,summary,iframe,[contenteditable=""],[contenteditable=true]';
  const focusable = (e: Element): boolean => {
    const h = e as HTMLElement & { disabled?: boolean };
    if (h.tabIndex < 0 || h.disabled || (e instanceof HTMLInputElement && e.type === 'hidden')) return false;
    if (e.closest('[inert]') || h.checkVisibility?.({ visibilityProperty: true }) === false) return false;
    if (e instanceof HTMLInputElement && e.type === 'radio' && e.name) {
      const group = Array.from(document.getElementsByName(e.name)) as HTMLInputElement[];
      const checked = group.find((r) => r.checked);
      if (checked ? checked !== e : group[0] !== e) return false;
    }
    return e.matches(NATURAL) || e.hasAttribute('tabindex');
  };
  const order: Element[] = [];
  const walk = (root: ParentNode) => {
    for (const child of Array.from(root.children)) {
      if (focusable(child)) order.push(child);
      if (child.shadowRoot) walk(child.shadowRoot);
      walk(child);
    }
  };
  walk(document);
  const tab = (e: Element) => (e as HTMLElement).tabIndex;
  const seq = [
    ...order.filter((e) => tab(e) > 0).sort((a, b) => tab(a) - tab(b)),
    ...order.filter((e) => tab(e) === 0),
  ];
  let at = start ? seq.indexOf(start) : -1;
  if (start && at < 0) {
    // Focus is on something outside the order (a div the page focused): Tab goes to the next one after it.
    const after = seq.findIndex((e) => start.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING);
    at = (after < 0 ? seq.length : after) - (steps > 0 ? 1 : 0);
  } else if (!start && steps < 0) at = seq.length;
  return seq[at + steps] ?? null;
}
