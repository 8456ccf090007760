/**
 * AX properties -> the `[state]` tokens of a line. Negative states are printed where they matter: a collapsed
 * disclosure or an unchecked box tells the model what a click will do; Playwright prints only true states.
 */
import type { DomHints, RawAXNode } from './collected';

const CHECKABLE = new Set(['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio']);
const LEVELLED = new Set(['heading', 'treeitem']);
// Chrome's own roles for date, time and colour inputs hold a value as a text field does (C181: a date typed in
// never showed).
const VALUE_ROLES = new Set([
  ...['textbox', 'searchbox', 'combobox', 'spinbutton', 'slider', 'textField', 'PopUpButton'],
  ...['Date', 'DateTime', 'InputTime', 'ColorWell'],
]);

export function statesOf(n: RawAXNode, role: string, hints: DomHints | undefined): string[] {
  const p = n.props ?? {};
  const out: string[] = [];
  if (p.expanded === true) out.push('expanded');
  else if (p.expanded === false) out.push('collapsed');
  if (CHECKABLE.has(role) || p.checked !== undefined) {
    if (p.checked === 'true' || p.checked === true) out.push('checked');
    else if (p.checked === 'mixed') out.push('mixed');
    else if (CHECKABLE.has(role)) out.push('unchecked');
  }
  // A native option's state is read from the page (DomHints.os / od): the AX tree's goes stale.
  if (hints?.os !== undefined ? hints.os === 1 : p.selected === true) out.push('selected');
  if (p.pressed === 'true' || p.pressed === true) out.push('pressed');
  else if (p.pressed === 'mixed') out.push('pressed=mixed');
  // Not pressed is a toggle's resting state (Playwright prints nothing too): a click turns it on, the diff then says
  // [pressed]. Four tokens per toolbar button bought nothing.
  if (hints?.od !== undefined ? hints.od === 1 : p.disabled === true) out.push('disabled');
  if (p.required === true) out.push('required');
  if (p.readonly === true && role !== 'RootWebArea') out.push('readonly');
  if (p.invalid !== undefined && p.invalid !== 'false' && p.invalid !== false) out.push('invalid');
  // A tree item's depth is its place in the tree: jsTree and virtualised trees draw every item as a sibling, so
  // without it "worker.ts" under the opened "background" folder reads as a top-level file.
  if (typeof p.level === 'number' && LEVELLED.has(role)) out.push(`level=${p.level}`);
  // A row of a tree drawn with no ARIA: its rank of indentation among its siblings (page-ax/indent.ts, C81).
  else if (typeof p.indent === 'number') out.push(`level=${p.indent}`);
  // A contenteditable editor (Quill, ProseMirror...) has no textbox role: say it takes typing. Only its focusable
  // root: every paragraph inside it is editable too, and saying so on each line would be noise.
  if ((p.editable === 'richtext' || p.editable === 'plaintext') && p.focusable === true && !VALUE_ROLES.has(role))
    out.push('editable');
  if (p.focused === true && role !== 'RootWebArea') out.push('focused');
  // aria-sort="none" is how grids (Tabulator) mark a header that sorts when clicked but does not yet.
  if (hints?.so) out.push(hints.so === 'none' ? 'sortable' : `sorted=${hints.so}`);
  // aria-current: the page of a pager, the item of a menu or breadcrumb that is the one shown (relay log C33).
  if (typeof p.current === 'string') out.push(p.current === 'true' ? 'current' : `current=${p.current}`);
  // A state the page shows only by a class (page-ax/looks.ts): a booked day, a wizard's current step, a drawn
  // checklist's ticked box (C39, C47, C71).
  if (typeof p.looks === 'string' && /^(disabled|active|checked|other-month)$/.test(p.looks))
    out.push(`looks=${p.looks}`);
  // A nameless icon-only target: what its class says it does, one word of page-ax/icon-word.ts (C50, C72).
  if (typeof p.icon === 'string' && /^[a-z]+$/.test(p.icon)) out.push(`icon=${p.icon}`);
  if (hints?.v) out.push('covered');
  if (hints?.s) out.push('scrollable');
  return out;
}

/** The current value of a field (what it holds now, not its label). */
export function fieldValue(n: RawAXNode, role: string): string | undefined {
  if (!VALUE_ROLES.has(role)) return undefined;
  const text = typeof n.props?.valuetext === 'string' && n.props.valuetext ? n.props.valuetext : n.value;
  if (text === undefined || text === '') return undefined;
  // A combobox whose value is its own name adds nothing.
  if (text === n.name) return undefined;
  return text;
}
