/**
 * Page functions for form controls (run in our isolated world with the element as `this`; self-contained, see
 * page-functions.ts): what kind of control an element is, native <select> choice, option search for ARIA
 * comboboxes, and the value a user sees after choosing.
 */

export interface ControlInfo {
  kind: 'text' | 'check' | 'select' | 'widget' | 'file' | 'slider' | 'other';
  checked: boolean | null;
  /** A native <select> that is hidden: a widget (choices.js, select2...) draws it; act on that widget instead. */
  hiddenSelect: boolean;
}

export function describeControl(this: Element): ControlInfo {
  const el = this;
  const role = el.getAttribute('role') ?? '';
  const ariaChecked = el.getAttribute('aria-checked');
  let checked: boolean | null = ariaChecked === null ? null : ariaChecked === 'true';
  if (el instanceof HTMLInputElement && /^(checkbox|radio)$/.test(el.type)) checked = el.checked;
  if (el instanceof HTMLSelectElement) {
    const r = el.getBoundingClientRect();
    return {
      kind: 'select',
      checked: null,
      // Choices.js 11 lays its native select, transparent, over the widget it draws: choosing on the select left the
      // widget showing "Choose a country" while the form sent Norway (relay log C82). Transparent is hidden too.
      hiddenSelect:
        r.width < 2 || r.height < 2 || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
    };
  }
  if (el instanceof HTMLInputElement && el.type === 'file') return { kind: 'file', checked: null, hiddenSelect: false };
  if ((el instanceof HTMLInputElement && el.type === 'range') || role === 'slider')
    return { kind: 'slider', checked: null, hiddenSelect: false };
  if (checked !== null || /^(checkbox|radio|switch|menuitemcheckbox|menuitemradio)$/.test(role))
    return { kind: 'check', checked: checked ?? false, hiddenSelect: false };
  if (/^(combobox|listbox)$/.test(role) || el.getAttribute('aria-haspopup') === 'listbox')
    return { kind: 'widget', checked: null, hiddenSelect: false };
  if (
    el instanceof HTMLInputElement ||
    el instanceof HTMLTextAreaElement ||
    (el as HTMLElement).isContentEditable ||
    /^(textbox|searchbox)$/.test(role)
  ) {
    return { kind: 'text', checked: null, hiddenSelect: false };
  }
  return { kind: 'other', checked: null, hiddenSelect: false };
}

/** Chooses options of a native <select> by label or value, and fires input + change as a user's choice does. */
export function chooseNative(
  this: HTMLSelectElement,
  wanted: string[],
): { chosen: string[]; missing: string[]; available: string[] } {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
  const options = [...this.options];
  const chosen: HTMLOptionElement[] = [];
  const missing: string[] = [];
  for (const w of wanted) {
    const option =
      options.find((o) => o.label === w || o.value === w) ?? options.find((o) => norm(o.label) === norm(w));
    if (option && !option.disabled) chosen.push(option);
    else missing.push(w);
  }
  if (chosen.length) {
    if (this.multiple) {
      for (const o of options) o.selected = chosen.includes(o);
    } else this.value = chosen[0]!.value;
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    this.dispatchEvent(new Event('change', { bubbles: true }));
  }
  return { chosen: chosen.map((o) => o.label), missing, available: options.slice(0, 30).map((o) => o.label) };
}

/**
 * The visible widget that stands for a hidden native <select>: around it (Choices.js moves the select inside its
 * widget), or right after it (Tom Select, Select2 and Slim Select insert their widget as the select's next sibling).
 * Self-contained: it runs in the page.
 */
export function widgetOf(this: Element): Element | null {
  const WIDGET = '[role=combobox],[role=listbox],[aria-haspopup]';
  const around = this.parentElement?.closest(WIDGET);
  if (around) return around;
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  };
  let next = this.nextElementSibling;
  for (let i = 0; next && i < 2; i++, next = next.nextElementSibling) {
    if (next.matches('select,input,textarea')) break; // the next field's, not ours
    const inside = next.matches(WIDGET) ? next : next.querySelector(WIDGET);
    if (inside && shown(inside)) return inside;
  }
  return null;
}

/**
 * A visible option whose text is `label` (exact, then prefix, then substring; case-insensitive): ARIA options and
 * menu items anywhere (document and open shadow roots, outside native <select>s), plus any item inside the popup
 * the widget names with aria-controls / aria-owns (Quill's pickers use plain buttons there). Returns the element.
 */
export function findOption(this: Element, label: string): Element | null {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
  const want = norm(label);
  // Not while a popup fades in: Ant Design's list opens at opacity 0 and its options are drawn again once it has
  // (a node found before that is gone when clicked; relay log C125).
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  };
  const found: Element[] = [];
  // Radios count only inside a dialog the widget opened (Ionic's select asks in an alert of radios; relay log C130).
  const host = this.getRootNode() instanceof ShadowRoot ? (this.getRootNode() as ShadowRoot).host : this;
  const picker = (el: Element) => {
    const d = el.closest('[role=dialog],[role=alertdialog]');
    return !!d && !d.contains(host);
  };
  const visit = (root: Document | ShadowRoot) => {
    for (const el of root.querySelectorAll(
      '[role=option],[role=menuitem],[role=menuitemradio],[role=treeitem],[role=gridcell],[role=radio]',
    )) {
      if (el.closest('select') || !visible(el)) continue;
      if (el.getAttribute('role') !== 'radio' || picker(el)) found.push(el);
    }
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
  };
  visit(this.ownerDocument);
  const root = this.getRootNode() as Document | ShadowRoot;
  for (const id of `${this.getAttribute('aria-controls') ?? ''} ${this.getAttribute('aria-owns') ?? ''}`
    .split(/\s+/)
    .filter(Boolean)) {
    const popup = root.getElementById?.(id) ?? this.ownerDocument.getElementById(id);
    for (const el of popup?.querySelectorAll('[role],li,[tabindex]') ?? []) if (visible(el)) found.push(el);
  }
  // Labels drawn with CSS (content: "Heading 1") are not in the DOM text but are what the user reads.
  const generated = (el: Element) =>
    getComputedStyle(el, '::before')
      .content.replace(/^["']|["']$/g, '')
      .replace(/^none$|^normal$/, '');
  const text = (el: Element) =>
    norm((el as HTMLElement).innerText || el.textContent || el.getAttribute('aria-label') || generated(el) || '');
  const byText =
    found.find((el) => text(el) === want) ??
    found.find((el) => text(el).startsWith(want)) ??
    found.find((el) => text(el).includes(want));
  if (byText) return byText;
  // A menu with no ARIA at all (Naive UI's select: divs in a popup layer; relay log C114): the box a pointer clicks
  // that says exactly the value, inside a layer laid over the page (absolute or fixed) that is not the widget's own.
  const layered = (el: Element) => {
    for (let n = el.parentElement; n; n = n.parentElement) {
      if (n.contains(this)) return false;
      if (/absolute|fixed/.test(getComputedStyle(n).position)) return true;
    }
    return false;
  };
  // The outermost box saying it; a pointer cursor says which one takes the click, but w2ui's list sets none (C154).
  const boxes = [...this.ownerDocument.querySelectorAll('div,li,span,a')].filter(
    (el) => text(el) === want && visible(el) && el.parentElement && text(el.parentElement) !== want && layered(el),
  );
  return boxes.find((el) => getComputedStyle(el).cursor === 'pointer') ?? boxes[0] ?? null;
}

/** The OK of a picker dialog still open after its radio `this` was chosen: the choice is taken on it (C130). */
export function pickerConfirm(this: Element): Element | null {
  if (this.getAttribute('role') !== 'radio') return null;
  const dialog = this.closest('[role=dialog],[role=alertdialog]');
  if (!dialog?.checkVisibility()) return null;
  const said = (b: Element) => ((b as HTMLElement).innerText || b.textContent || '').trim();
  return [...dialog.querySelectorAll('button')].find((b) => /^(ok|done|select|choose|apply)$/i.test(said(b))) ?? null;
}

/** `this` left the screen (a dismissed dialog's button): its choice has been handed to the widget. */
export function goneFromView(this: Element): boolean {
  return !this.isConnected || !this.checkVisibility();
}

/** Labels of visible options now offered (to tell the model what it can choose). */
export function offeredOptions(this: Element): string[] {
  const out: string[] = [];
  const visit = (root: Document | ShadowRoot) => {
    for (const el of root.querySelectorAll('[role=option]')) {
      if (el.closest('select') || !el.checkVisibility()) continue;
      out.push(((el as HTMLElement).innerText || el.textContent || '').replace(/\s+/g, ' ').trim());
    }
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
  };
  visit(this.ownerDocument);
  return out.slice(0, 30);
}

/** The focused element (through shadow roots) is a text field: a searchable combobox wants its query typed. */
export function searchFieldFocused(this: Element): boolean {
  let active: Element | null = this.ownerDocument.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLInputElement && !/^(checkbox|radio|button|submit)$/.test(active.type);
}

/** What the user sees as chosen: selected option labels, or the control's visible text and inner field values. */
export function shownValue(this: Element): string {
  const el = this;
  if (el instanceof HTMLSelectElement) return [...el.selectedOptions].map((o) => o.label).join(' | ');
  const parts = [(el as HTMLInputElement).value ?? '', (el as HTMLElement).innerText ?? ''];
  for (const input of el.querySelectorAll('input')) parts.push(input.value);
  // A tag input shows its choices as chips beside its text field (Tom Select, Choices, Select2): read the boxes
  // around it that hold no other field, leaving out open option lists (they show what is NOT chosen).
  let box = el.parentElement;
  for (let i = 0; box && i < 3; i++, box = box.parentElement) {
    const fields = box.querySelectorAll('input:not([type=hidden]), select, textarea');
    if ([...fields].some((f) => f !== el && !el.contains(f) && f.checkVisibility())) break;
    const walker = el.ownerDocument.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    let text = '';
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const list = n.parentElement?.closest('[role=listbox], [role=option], [role=menu], select, datalist');
      if ((list && box.contains(list)) || !n.parentElement?.checkVisibility()) continue;
      text += ` ${n.textContent}`;
    }
    parts.push(text.replace(/\s+/g, ' ').trim());
  }
  const host = el.getRootNode() instanceof ShadowRoot ? (el.getRootNode() as ShadowRoot).host : null;
  if (host)
    parts.push(
      (host as HTMLElement).innerText ?? '',
      ...[...(host.shadowRoot?.querySelectorAll('input') ?? [])].map((i) => i.value),
      // What the component draws in its shadow tree (Ionic's select shows its choice there).
      ...[...(host.shadowRoot?.children ?? [])].map((c) => (c as HTMLElement).innerText ?? ''),
    );
  return parts.filter((p) => typeof p === 'string' && p).join(' | ');
}

/** Checked state of a checkbox/radio/switch (native or ARIA), re-read after a click. */
export function isChecked(this: Element): boolean | null {
  if (this instanceof HTMLInputElement && /^(checkbox|radio)$/.test(this.type)) return this.checked;
  const a = this.getAttribute('aria-checked');
  return a === null ? null : a === 'true';
}

/**
 * A multi-select widget keeps its list open after a choice (Choices.js): left open, it covered the next field the
 * model went to. True when the widget is open and holds the focus, so Escape reaches it and nothing around it.
 */
export function openWithFocusInside(this: Element): boolean {
  const open = this.getAttribute('aria-expanded') === 'true' || this.querySelector('[aria-expanded=true]') !== null;
  let a = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return open && a !== null && this.contains(a);
}
