/**
 * A field whose `<label>` is tied to nothing (no `for`, no control inside): w2ui's forms (`<div class="w2ui-field">
 * <label>Warehouse name *</label><div><input></div></div>`), a Bootstrap form-group that forgot `for`. Chrome names
 * the field by its placeholder or not at all, and the label prints as a loose line above it: the model paired
 * labels and fields by their order (relay log C153). The label names the field when it sits just before the field
 * (or before the box holding it, up to three boxes up) and that box holds no other field.
 */
import { styleOf } from './dom';

const FIELDS = 'input:not([type=hidden]), select, textarea, [contenteditable=""], [contenteditable=true]';
const MAX_UP = 3;
const BUTTONS = /^(button|submit|reset|image)$/i;
const MAX_CHARS = 80;

/** A `<label>` or a box whose class says label (`form-label`, `jodit-ui-label`) that names no control itself. */
function orphan(el: Element | null): el is HTMLElement {
  if (!el) return false;
  const label = el.localName === 'label' || /(^|[\s_-])label($|[\s_-])/i.test(el.getAttribute('class') ?? '');
  if (!label || el.hasAttribute('for') || el.querySelector(FIELDS)) return false;
  const st = styleOf(el);
  return st.display !== 'none' && st.visibility !== 'hidden';
}

/** The text of the orphan label just before `field` (or before a box of it that holds no other field). */
export function orphanLabel(field: Element): string | undefined {
  // A button's name is what it shows (its value); a label beside it names no press (policy/shown-name.ts).
  if (field.localName === 'input' && BUTTONS.test(field.getAttribute('type') ?? '')) return undefined;
  let box: Element = field;
  for (let up = 0; up <= MAX_UP && box.parentElement; up++) {
    if (box !== field && box.querySelectorAll(FIELDS).length > 1) return undefined;
    const before = box.previousElementSibling;
    if (orphan(before)) {
      const text = (before.textContent ?? '').replace(/\s+/g, ' ').trim();
      return text && text.length <= MAX_CHARS ? text : undefined;
    }
    // Something else sits before it: a label further up would be another field's.
    if (before) return undefined;
    box = box.parentElement;
  }
  return undefined;
}
