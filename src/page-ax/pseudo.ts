/**
 * ::before and ::after as the tree walk and accname read them: each element's pseudo-element styles, asked once per
 * walk and only where a style rule can give content (pseudo-rules.ts), and the text their `content` speaks.
 */
import { beginPseudoRules, mayGenerate } from './pseudo-rules';
import { isMark } from '../shared/mark';

let pseudoStyles = new Map<Element, Record<string, CSSStyleDeclaration>>();

export function beginPseudo(): void {
  pseudoStyles = new Map();
  beginPseudoRules();
}

/** A pseudo-element no rule gives content to (pseudo-rules.ts): Chrome need not compute its style. */
const NO_CONTENT = { content: 'none', getPropertyValue: () => 'none' } as unknown as CSSStyleDeclaration;

/** accname asks each element of a name from content for its ::before and ::after, and so does the walk. */
export function rawPseudo(el: Element, pseudo: string): CSSStyleDeclaration {
  let own = pseudoStyles.get(el);
  if (!own) {
    own = mayGenerate(el) ? {} : { '::before': NO_CONTENT, '::after': NO_CONTENT };
    pseudoStyles.set(el, own);
  }
  let style = own[pseudo];
  if (!style) {
    style = getComputedStyle(el, pseudo);
    own[pseudo] = style;
  }
  return style;
}

/**
 * A pseudo-element's style as accname reads it: `content: "▲" / ""` gives the text "▲" and the alternative text "",
 * which is what assistive technology gets (DataTables' sort arrows). dom-accessibility-api reads the whole value as
 * one string (`▲" / "`), so a value with an alternative is answered with the alternative alone (relay log C34).
 */
export function spokenStyle(s: CSSStyleDeclaration): CSSStyleDeclaration {
  if (!s.content.includes('/')) return s;
  const spoken = spokenContent(s.content);
  const content = spoken ? `"${spoken}"` : 'none';
  return new Proxy(s, {
    get(t, k) {
      if (k === 'content') return content;
      if (k === 'getPropertyValue') return (name: string) => (name === 'content' ? content : t.getPropertyValue(name));
      const v = Reflect.get(t, k, t);
      return typeof v === 'function' ? v.bind(t) : v;
    },
  });
}

/**
 * The text a computed `content` value gives assistive technology: its quoted strings, or those after a top-level
 * `/` (the alternative text) when it has one. Counters, images and attr() are left out.
 */
export function spokenContent(content: string): string {
  const shown: string[] = [];
  const alt: string[] = [];
  let slash = false;
  for (const m of content.matchAll(/"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|(\/)/g)) {
    if (m[3]) slash = true;
    else (slash ? alt : shown).push((m[1] ?? m[2] ?? '').replace(/\\(.)/g, '$1'));
  }
  return (slash ? alt : shown).join('');
}

const ICON_CLASS = /(^|[\s_-])icons?([\s_-]|$)/i;

/**
 * `text`: what the pseudo-element's content speaks (spokenContent). A letter or two an icon font draws as a picture,
 * on an empty element whose class says icon (w2ui's
 * `.w2ui-icon-reload::before { content: "L" }` in its own font printed `L Refresh`, relay log C139): not printed as
 * text. Names keep it (the policy judges what the name says with every letter shown: a page could split "Pay" as an
 * icon's "Pa" and a "y"). Icon fonts that draw from the private use area are dropped where text is read.
 */
export function iconGlyph(el: Element, text: string): boolean {
  // Only letters and digits: a "×" or "+" an icon class draws means what it shows.
  if (!/^[A-Za-z0-9]{1,2}$/.test(text.trim()) || !ICON_CLASS.test(el.getAttribute('class') ?? '')) return false;
  // Only an element that shows no text of its own (an icon's empty span): letters beside text spell with it.
  return ![...el.childNodes].some((c) => c.nodeType === 3 && /\S/.test(c.nodeValue ?? ''));
}

const HTML_NS = 'http://www.w3.org/1999/xhtml';
/** Replaced and void elements: Chrome draws no ::before or ::after for them. */
const NO_PSEUDO = /^(img|input|select|textarea|iframe|video|audio|canvas|embed|object|br|wbr)$/;

/** The text of a pseudo-element's `content` (its alternative text when it has one; relay log C34). */
export function generated(el: Element, pseudo: '::before' | '::after'): string | undefined {
  // Each ask computes a style for the pseudo-element; these elements never draw one (an icon's SVG paths are many).
  if (el.namespaceURI !== HTML_NS || NO_PSEUDO.test(el.localName)) return undefined;
  const content = rawPseudo(el, pseudo).content;
  if (!content || content === 'none' || content === 'normal' || !content.includes('"')) return undefined;
  // A number drawn by a counter (`"." counter(li)`: TOAST UI's numbered lists) is not read here; its punctuation
  // alone printed `text: .` before every item (relay log C92). The list's order says the number.
  if (/\bcounters?\(/.test(content)) return undefined;
  const text = spokenContent(content);
  return /\S/.test(text) && !iconGlyph(el, text) ? text : undefined;
}

/**
 * A name read from content without the marks the element's own ::before and ::after draw beside its words: a model
 * names Form.io's button "Send request", not "Send request ✗" (the mark prints as the button's text, and changes
 * with its state). A name that is only the mark (a close button's "×") keeps it: it is all the label there is.
 */
export function unmarkedName(name: string, before: string | undefined, after: string | undefined): string {
  let out = name;
  if (after && isMark(after) && out.endsWith(after.trim())) out = out.slice(0, -after.trim().length).trimEnd();
  if (before && isMark(before) && out.startsWith(before.trim())) out = out.slice(before.trim().length).trimStart();
  return /[\p{L}\p{N}]/u.test(out) ? out : name;
}
