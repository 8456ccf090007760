/**
 * States a page shows only by a CSS class: a booked night of a range picker (`day-item is-locked`), the current
 * step of a wizard (`nav-link active`), a toolbar's Bold while the caret is in bold text (`trix-active`), a
 * spreadsheet's open sheet tab (`jtabs-selected`). No ARIA says so, and Chrome's tree is silent (relay log C39,
 * C47, C27). Read only on targets that carry no ARIA state of that kind; the page's ARIA wins when it has any.
 */
import { styleOf } from './dom';
import { iconWord } from './icon-word';
import type { Props } from './props';

const DISABLED = new Set(['disabled', 'locked', 'unavailable']);
const ACTIVE = new Set(['active', 'current', 'selected']);
const CHECKED = new Set(['checked']);
const RANGE_END = '(range end)';
/** Every class that tokens() can turn into a word of DISABLED or ACTIVE contains one of these. */
const MAY_SAY = /disabled|locked|unavailable|active|current|selected|start|end/i;
const HIGHLIGHTED = new Set(['menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'treeitem']);
/** Roles whose focus most often comes from a click on them, not from moving about a grid or list. */
const CLICKED = new Set(['button', 'link']);
/** A box around a control that has a state of its own (Shoelace's label around its checkbox: `checkbox--checked`). */
const OWN_STATE = 'input, select, [role=checkbox], [role=radio], [role=switch], [role=option], [aria-pressed]';

function tokens(el: Element): string[] {
  return [...el.classList].flatMap((c) => {
    const words = c
      .replace(/([a-z])([A-Z])/g, '$1-$2')
      .toLowerCase()
      .split(/[-_]+/);
    // The ends of a chosen range (Litepicker's `is-start-date`, flatpickr's `startRange`): the picker's answer so
    // far, which no diff showed, so clicks on it looked like they did nothing (relay log C63).
    return (words.includes('start') || words.includes('end')) && (words.includes('date') || words.includes('range'))
      ? [...words, 'active', RANGE_END]
      : words;
  });
}

/**
 * A drawn checkbox ticked by a class on itself or on the item it sits in (Editor.js's checklist:
 * `cdx-checklist__item--checked` around a bare clickable box): nothing else said a click had ticked it (relay log
 * C71). Not where a control with a state of its own is inside (Shoelace's label, TodoMVC's `li.completed`).
 */
function checkedLooks(el: Element, p: Props): string | undefined {
  if (p.checked !== undefined || p.pressed !== undefined || p.selected !== undefined || p.editable !== undefined)
    return undefined;
  if (/^(input|textarea|select|label)$/.test(el.localName)) return undefined;
  const bearer = [el, el.parentElement].find((e) => e && tokens(e).some((t) => CHECKED.has(t)));
  if (!bearer || !(p.focusable === true || styleOf(el).cursor === 'pointer')) return undefined;
  return bearer.querySelector(OWN_STATE) ? undefined : 'checked';
}

/**
 * A plain box Chrome ignores that the snapshot still makes a target by its pointer cursor: what its class says
 * rides on the ignored node, its state (Toast UI's Markdown / WYSIWYG switch, `div.tab-item.active`: relay log C95)
 * and, shown nothing else, its icon's word (Element Plus's clear button, an `<i class="el-input__clear">` svg).
 */
export function pointerBoxFacts(entry: { pr?: Props }, el: Element): void {
  const pr: Props = {};
  const looks = classLooks(el, pr);
  if (looks) pr.looks = looks;
  const icon = iconWord(el, pr);
  if (icon) pr.icon = icon;
  if (looks || icon) entry.pr = pr;
}

const OTHER = new Set(['other', 'outside', 'adjacent', 'prev', 'previous', 'next']);

/**
 * A calendar's day of the month before or after the one shown (Air Datepicker's `-other-month-`, flatpickr's
 * `prevMonthDay`, FullCalendar's `fc-day-other`, Element Plus's `prev-month`): it printed like the month's own
 * "29", so a click could pick the wrong month (relay log C142). Said only on a box that shows a day number.
 */
function otherMonth(el: Element, cls: string): string | undefined {
  if (!/other|outside|adjacent|prev|next/i.test(cls) || !/^\s*\d{1,2}\s*$/.test(el.textContent ?? '')) return undefined;
  const own = tokens(el);
  if (own.some((t) => DISABLED.has(t) || ACTIVE.has(t))) return undefined;
  return own.some((t) => OTHER.has(t)) && own.some((t) => t === 'month' || t === 'day') ? 'other-month' : undefined;
}

/** `looks=disabled`, `looks=active`, `looks=checked` or `looks=other-month` for a target whose class alone says so, else nothing. */
export function classLooks(el: Element, p: Props, role = 'generic'): string | undefined {
  const cls = el.getAttribute('class') ?? '';
  if (!cls) return undefined;
  // A ticked box says so by its own class or its item's: one test of the attributes before any split.
  if (/checked/i.test(cls) || /checked/i.test(el.parentElement?.getAttribute('class') ?? '')) {
    const checked = checkedLooks(el, p);
    if (checked) return checked;
  }
  const month = otherMonth(el, cls);
  if (month) return month;
  // Most elements' classes hold none of the words: one test of the attribute spares splitting them into tokens
  // (a few ms a read on real apps, where nearly every element has classes).
  if (!MAY_SAY.test(cls)) return undefined;
  const own = tokens(el);
  // Most classes say neither: stop before looking at siblings (a list of thousands would cost n² here).
  if (!own.some((t) => DISABLED.has(t) || ACTIVE.has(t))) return undefined;
  const kin = [...(el.parentElement?.children ?? [])].filter((s) => s !== el && s.localName === el.localName);
  const target = p.focusable === true || styleOf(el).cursor === 'pointer';
  // A disabled day of a picker is often no target at all (flatpickr drops its tabindex) while the days around it
  // are: said on the day, so the model need not infer it from a missing ref.
  if (!p.disabled && own.some((t) => DISABLED.has(t)) && (target || kin.some((s) => s.hasAttribute('tabindex'))))
    return 'disabled';
  if (!target || p.pressed !== undefined || p.selected !== undefined || p.current !== undefined) return undefined;
  // A text field "active" while its popup is open (flatpickr) is no state of the field.
  if (p.checked !== undefined || p.editable !== undefined || /^(input|textarea|select|label)$/.test(el.localName))
    return undefined;
  // An open menu's button is [expanded] already; in a menu or list "active" is the item under the keys (TinyMCE).
  if (p.expanded !== undefined || HIGHLIGHTED.has(role)) return undefined;
  if (el.querySelector(OWN_STATE) || el.shadowRoot?.querySelector(OWN_STATE)) return undefined;
  // "Active" on the element that has focus is most often the focus itself (AG Grid's `ag-header-active`), which
  // [focused] says already; the chosen end of a range stays chosen with the focus on it. So does a button or link:
  // the one just clicked has the focus, and its class is the choice the click made (Excalidraw's colour swatch,
  // Grid.js's page "2": the diff said only that the old one was no longer active, relay log C194, C187).
  if (p.focused && !own.includes(RANGE_END) && !CLICKED.has(role)) return undefined;
  const word = own.find((t) => ACTIVE.has(t));
  // A class every sibling of its kind has ("nav-item-active" on all) tells one from none: not a state.
  if (!word) return undefined;
  return kin.length === 0 || kin.some((s) => !tokens(s).includes(word)) ? 'active' : undefined;
}
