/**
 * An element's AX properties and value as Chrome's tree gives them (types included: `checked` and `pressed` are
 * tristate strings, `expanded` a boolean, `level` a number), read from the live element: native states come from
 * its properties (a checkbox's `.checked`, an option's `.selected`), never from attributes a script may not update.
 */

import { classLooks } from './looks';

export type Props = Record<string, string | number | boolean>;

/** No empty props on the wire: most nodes have none, and `"pr":{}` was a twentieth of the answer. */
export function hasAny(o: object): boolean {
  for (const _ in o) return true;
  return false;
}

const NATIVE_FOCUSABLE = /^(a|area|button|input|select|textarea|iframe|summary)$/;
const CHECKED_ROLES = new Set(['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio', 'treeitem']);
const SELECTABLE = new Set(['option', 'tab', 'row', 'gridcell', 'treeitem', 'cell', 'columnheader', 'rowheader']);
const TEXT_INPUT = /^(textbox|searchbox|combobox|spinbutton)$/;
const RANGE_ROLES = new Set(['slider', 'spinbutton', 'progressbar', 'meter', 'scrollbar', 'separator']);

export function isFocusable(el: Element): boolean {
  const h = el as HTMLElement;
  if ((h as HTMLButtonElement).disabled === true) return false;
  if (el.hasAttribute('tabindex')) return h.tabIndex >= -1;
  if (NATIVE_FOCUSABLE.test(el.localName)) {
    if (el.localName === 'a' || el.localName === 'area') return el.hasAttribute('href');
    return !(el.localName === 'input' && (el as HTMLInputElement).type === 'hidden');
  }
  return h.isContentEditable === true && el.parentElement?.isContentEditable !== true;
}

function tristate(v: string | null): string | undefined {
  if (v === null) return undefined;
  return v === 'true' || v === 'mixed' ? v : 'false';
}

/** Ancestors' aria-disabled and disabled fieldsets reach their descendants, as in Chrome. */
function disabled(el: Element): boolean {
  if (el.matches(':disabled')) return true;
  return el.closest('[aria-disabled=true]') !== null;
}

export function propsOf(el: Element, role: string, focusable: boolean, active: Element | null): Props {
  const p: Props = {};
  const a = (n: string) => el.getAttribute(n);
  if (focusable) p.focusable = true;
  if (el === active) p.focused = true;
  if (disabled(el)) p.disabled = true;

  const input = el as HTMLInputElement;
  if (el.localName === 'input' && (input.type === 'checkbox' || input.type === 'radio')) {
    p.checked = input.indeterminate ? 'mixed' : String(input.checked);
  } else if (CHECKED_ROLES.has(role) || a('aria-checked') !== null) {
    const c = tristate(a('aria-checked'));
    if (c !== undefined) p.checked = c;
  }
  const pressed = tristate(a('aria-pressed'));
  if (pressed !== undefined) p.pressed = pressed;
  const expanded = a('aria-expanded');
  if (expanded === 'true' || expanded === 'false') p.expanded = expanded === 'true';
  else if (el.localName === 'summary' && el.parentElement?.localName === 'details')
    p.expanded = (el.parentElement as HTMLDetailsElement).open;
  else if (el.localName === 'select' && role === 'combobox') p.expanded = false;
  if (el.localName === 'option') p.selected = (el as HTMLOptionElement).selected;
  else if (SELECTABLE.has(role)) {
    const s = a('aria-selected');
    if (s === 'true' || s === 'false') p.selected = s === 'true';
  }

  if (input.required === true || a('aria-required') === 'true') p.required = true;
  if (input.readOnly === true || a('aria-readonly') === 'true') p.readonly = true;
  const invalid = a('aria-invalid');
  if (invalid && invalid !== 'false') p.invalid = invalid === 'grammar' || invalid === 'spelling' ? invalid : 'true';
  const level = Number.parseInt(a('aria-level') ?? '', 10);
  if (level > 0) p.level = level;
  else if (role === 'heading') p.level = /^h[1-6]$/.test(el.localName) ? Number(el.localName[1]) : 2;
  else if (role === 'treeitem') p.level = treeLevel(el);
  if (a('aria-modal') === 'true' || (el.localName === 'dialog' && el.matches(':modal'))) p.modal = true;
  if ((role === 'link' || el.localName === 'a') && (el as HTMLAnchorElement).href)
    p.url = (el as HTMLAnchorElement).href;
  if ((el as HTMLSelectElement).multiple === true || a('aria-multiselectable') === 'true') p.multiselectable = true;
  const popup = a('aria-haspopup');
  if (popup && popup !== 'false') p.haspopup = popup === 'true' ? 'menu' : popup;
  else if (el.localName === 'input' && el.hasAttribute('list')) p.haspopup = 'listbox';
  const auto = a('aria-autocomplete');
  if (auto && auto !== 'none') p.autocomplete = auto;
  if (a('aria-busy') === 'true') p.busy = true;
  const current = a('aria-current');
  if (current && current !== 'false') p.current = current;
  const orientation = a('aria-orientation');
  if (orientation === 'horizontal' || orientation === 'vertical') p.orientation = orientation;

  const h = el as HTMLElement;
  if (h.isContentEditable)
    p.editable = el.getAttribute('contenteditable') === 'plaintext-only' ? 'plaintext' : 'richtext';
  else if (TEXT_INPUT.test(role) && (el.localName === 'input' || el.localName === 'textarea')) p.editable = 'plaintext';
  if (p.editable !== undefined && !p.readonly && !p.disabled) p.settable = true;

  if (RANGE_ROLES.has(role)) rangeProps(el, p);
  const looks = classLooks(el, p, role);
  if (looks) p.looks = looks;
  return p;
}

function rangeProps(el: Element, p: Props): void {
  const num = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? Number.NaN : Number(v));
  const input = el as HTMLInputElement;
  const native = el.localName === 'input' || el.localName === 'progress' || el.localName === 'meter';
  const min = num(el.getAttribute('aria-valuemin') ?? (native ? input.min || '0' : null));
  const max = num(
    el.getAttribute('aria-valuemax') ?? (native ? input.max || (input.type === 'range' ? '100' : '') : null),
  );
  if (!Number.isNaN(min)) p.valuemin = min;
  if (!Number.isNaN(max)) p.valuemax = max;
  const text = el.getAttribute('aria-valuetext');
  if (text) p.valuetext = text;
}

/** A tree item's depth: aria-level, else one more than the tree items it is nested in. */
function treeLevel(el: Element): number {
  let level = 1;
  for (let e = el.parentElement; e; e = e.parentElement) {
    const r = e.getAttribute('role');
    if (r === 'tree' || r === 'treegrid') break;
    if (r === 'treeitem') level++;
    else if (r === 'group' && !e.parentElement?.closest('[role=treeitem]')) break;
  }
  return level;
}

/** What a field holds now: the text of a text field, a select's chosen option, a slider's number. */
export function fieldValueOf(el: Element, role: string): string | undefined {
  const tag = el.localName;
  if (tag === 'input') {
    const input = el as HTMLInputElement;
    if (/^(checkbox|radio|button|submit|reset|image|file|hidden)$/.test(input.type)) return undefined;
    return input.value;
  }
  if (tag === 'textarea') return (el as HTMLTextAreaElement).value;
  if (tag === 'select') {
    const s = el as HTMLSelectElement;
    return s.multiple ? undefined : (s.selectedOptions[0]?.label ?? '');
  }
  if (tag === 'progress' || tag === 'meter') return String((el as HTMLProgressElement).value);
  const now = el.getAttribute('aria-valuenow');
  if (now !== null && RANGE_ROLES.has(role)) return now;
  if ((role === 'textbox' || role === 'searchbox') && (el as HTMLElement).isContentEditable)
    return (el as HTMLElement).innerText.replace(/\n$/, '');
  return undefined;
}
