/**
 * States a page shows only by a CSS class: a booked night of a range picker (`day-item is-locked`), the current
 * step of a wizard (`nav-link active`), a toolbar's Bold while the caret is in bold text (`trix-active`), a
 * spreadsheet's open sheet tab (`jtabs-selected`). No ARIA says so, and Chrome's tree is silent (relay log C39,
 * C47, C27). Read only on targets that carry no ARIA state of that kind; the page's ARIA wins when it has any.
 */
import { styleOf } from './dom';
import type { Props } from './props';

const DISABLED = new Set(['disabled', 'locked', 'unavailable']);
const ACTIVE = new Set(['active', 'current', 'selected', 'pressed', 'checked']);

function tokens(el: Element): string[] {
  return [...el.classList].flatMap((c) => c.toLowerCase().split(/[-_]+/));
}

/** `looks=disabled` or `looks=active` for a target whose class alone says so, else nothing. */
export function classLooks(el: Element, p: Props): string | undefined {
  if (el.classList.length === 0 || !(p.focusable || styleOf(el).cursor === 'pointer')) return undefined;
  const own = tokens(el);
  if (!p.disabled && own.some((t) => DISABLED.has(t))) return 'disabled';
  if (p.pressed !== undefined || p.selected !== undefined || p.current !== undefined || p.checked !== undefined)
    return undefined;
  const word = own.find((t) => ACTIVE.has(t));
  // A class every sibling of its kind has ("nav-item-active" on all) tells one from none: not a state.
  if (!word) return undefined;
  const kin = [...(el.parentElement?.children ?? [])].filter((s) => s !== el && s.localName === el.localName);
  return kin.length === 0 || kin.some((s) => !tokens(s).includes(word)) ? 'active' : undefined;
}
