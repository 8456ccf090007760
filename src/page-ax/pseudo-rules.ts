/**
 * Which elements may draw ::before or ::after text, read from the document's style rules. Each ask for a
 * pseudo-element's style makes Chrome compute one, most often for a pseudo-element that does not exist: on a
 * 2,500-element docs page that is ~19 ms of a snapshot, while one `matches()` against the selectors of the rules
 * that give `content` costs ~5. Only rules that set a `content` can give text, so an element no such rule's selector
 * matches has none.
 *
 * When in doubt every element is asked, as before: a sheet that cannot be read (cross-origin), a selector that does
 * not parse once its pseudo-element is taken out, and any shadow root in the document (its sheets, `::slotted` and
 * `:host` reach elements the document's rules do not). Skipping can only lose shown text, never show hidden text.
 */

import { indexMatches, indexSelectors, type RuleIndex } from './rule-index';

/** The rules of one sheet that give pseudo-element content: their selectors for `matches`, or null = unknown. */
interface SheetRules {
  length: number;
  selectors: string[] | null;
  /** Rules that make a pseudo-element at all (`content: ""` too): a box that may cover text (pseudo-covers.ts). */
  boxes: string[] | null;
}

const sheets = new WeakMap<CSSStyleSheet, SheetRules>();

const PSEUDO = /::?(before|after)\b/i;
const PSEUDO_ALL = /::?(before|after)\b/gi;

/** `content` values that draw nothing (generated() reads only quoted strings; anything else may resolve to one). */
const NO_CONTENT = /^(|none|normal|""|'')$/;
/** `content` values that make no pseudo-element (an empty string makes an empty box, which may be a cover). */
const NO_BOX = /^(|none|normal)$/;

/** undefined = not read yet in this walk; null = ask every element; '' = no rule gives content. */
let selector: RuleIndex | '' | null | undefined;
/** The same for rules that make a pseudo-element box. */
let boxSelector: RuleIndex | '' | null | undefined;

export function beginPseudoRules(): void {
  selector = undefined;
  boxSelector = undefined;
}

/** A shadow root in the document: its sheets style elements the document's rules cannot tell about. */
export function sawShadowRoot(): void {
  selector = null;
  boxSelector = null;
}

/** False only when no rule that gives ::before or ::after content can apply to the element. */
export function mayGenerate(el: Element): boolean {
  if (selector === undefined) selector = documentSelector('selectors');
  return matchesOrUnknown(el, selector);
}

/** False only when no rule that makes a ::before or ::after box (text or not) can apply to the element. */
export function mayDrawBox(el: Element): boolean {
  if (boxSelector === undefined) boxSelector = documentSelector('boxes');
  return matchesOrUnknown(el, boxSelector);
}

function matchesOrUnknown(el: Element, sel: RuleIndex | '' | null): boolean {
  if (sel === null) return true;
  if (sel === '') return false;
  return indexMatches(el, sel);
}

function documentSelector(kind: 'selectors' | 'boxes'): RuleIndex | '' | null {
  const parts: string[][] = [];
  for (const sheet of [...document.styleSheets, ...document.adoptedStyleSheets]) {
    if (sheet.disabled) continue;
    const rules = rulesOf(sheet)?.[kind];
    if (!rules) return null;
    parts.push(rules);
  }
  if (!parts.some((p) => p.length)) return '';
  // The same sheets' rules as at the last walk (the usual case) keep their index: indexing scans every selector's
  // text. rulesOf keeps each sheet's list while the sheet is unchanged, so the lists themselves tell.
  const mode = document.compatMode;
  const last = lastIndex[kind];
  if (last?.mode === mode && last.parts.length === parts.length && last.parts.every((p, i) => p === parts[i]))
    return last.index;
  const index = indexSelectors(parts.flat(), parses, mode === 'BackCompat');
  lastIndex[kind] = { mode, parts, index };
  return index;
}

const lastIndex: Partial<Record<'selectors' | 'boxes', { mode: string; parts: string[][]; index: RuleIndex | null }>> =
  {};

function rulesOf(sheet: CSSStyleSheet): SheetRules | null {
  let list: CSSRuleList;
  try {
    list = sheet.cssRules;
  } catch {
    return null; // a cross-origin sheet
  }
  const known = sheets.get(sheet);
  // A page that adds rules (CSS-in-JS) changes the count; one that edits a rule in place is not seen (text lost).
  if (known?.length === list.length) return known;
  const found: Found = { text: [], boxes: [] };
  const ok = scan(list, null, found);
  const usable = (sels: string[]) => (ok && (!sels.length || parses(sels.join(','))) ? sels : null);
  const rules = { length: list.length, selectors: usable(found.text), boxes: usable(found.boxes) };
  sheets.set(sheet, rules);
  return rules;
}

type Found = { text: string[]; boxes: string[] };

/** Collects matchable selectors of the rules in `list` that give content; false when a rule cannot be told. */
function scan(list: CSSRuleList, parent: string | null, out: Found): boolean {
  const add = (sel: string, content: string) => {
    if (!NO_CONTENT.test(content)) out.text.push(sel.replace(PSEUDO_ALL, ':is(*)'));
    if (!NO_BOX.test(content)) out.boxes.push(sel.replace(PSEUDO_ALL, ':is(*)'));
  };
  for (const rule of list) {
    if (rule instanceof CSSStyleRule) {
      const sel = parent === null ? rule.selectorText : nested(rule.selectorText, parent);
      if (PSEUDO.test(sel)) add(sel, rule.style.getPropertyValue('content').trim());
      if (rule.cssRules.length && !scan(rule.cssRules, sel, out)) return false;
    } else if (rule instanceof CSSImportRule) {
      // Not loaded yet: its rules are unknown (and the cache below would keep them so), so every element is asked.
      const sheet = rule.styleSheet;
      if (!sheet) return false;
      let inner: CSSRuleList;
      try {
        inner = sheet.cssRules;
      } catch {
        return false;
      }
      if (!scan(inner, parent, out)) return false;
    } else if ('cssRules' in rule) {
      // @media, @supports, @layer, @container, @scope: their rules may apply (more elements asked is safe).
      if (!scan((rule as CSSGroupingRule).cssRules, parent, out)) return false;
    } else if ('style' in rule && parent !== null && PSEUDO.test(parent)) {
      // Declarations nested after rules (CSSNestedDeclarations) belong to the parent rule's selector.
      add(parent, (rule as { style: CSSStyleDeclaration }).style.getPropertyValue('content').trim());
    }
  }
  return true;
}

/** A nested rule's selector made whole, as CSS nesting reads it: `&` is the parent, else it is a descendant. */
function nested(sel: string, parent: string): string {
  const whole = `:is(${parent})`;
  return sel.includes('&') ? sel.replaceAll('&', whole) : `${whole} ${sel}`;
}

function parses(sel: string): boolean {
  try {
    document.documentElement.matches(sel);
    return true;
  } catch {
    return false;
  }
}
