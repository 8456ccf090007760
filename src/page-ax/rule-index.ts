/**
 * Selectors indexed by what their subject (rightmost) compound requires, as a browser's rule hash does: an id, a
 * class or a tag. A bare `.class`, `#id` or `tag` matches by having it; the other selectors are asked, as one list,
 * only of an element carrying one of their keys.
 *
 * Why: an icon font gives hundreds of rules such as `.codicon-add:before { content: "\ea60" }` (Monaco has ~600).
 * One `matches()` of every element against all of them cost Monaco's snapshot ~100 ms; a class lookup costs nothing.
 * A selector whose subject cannot be read safely (escapes, `&`-nesting, `:is()` alone) has no key and makes every
 * element asked, which is only slower, never wrong.
 */

type Keys = { id: Set<string>; class: Set<string>; tag: Set<string> };

export interface RuleIndex {
  /** Selectors that are a bare `.class`, `#id` or `tag` (an icon font's rules): having it is matching. */
  simple: Keys;
  /** The subject keys of the other selectors: an element with none of them need not be asked. */
  keys: Keys;
  /** Some other selector has no key: every element is asked. */
  anyKeyless: boolean;
  /** The other selectors as one list: one `matches()`, the same string each time (Chrome caches its parse). */
  rest: string;
  /** Quirks mode matches ids and classes case-insensitively: keys are lowercased on both sides. */
  fold: boolean;
  /** A class attribute's value -> what it gives (classInfo), filled as elements are met. */
  classes: Map<string, number>;
}

/**
 * Calls `visit` with each character of `s` outside parentheses, brackets, strings and escapes: where a selector's
 * commas, combinators and simple selectors are.
 */
function eachTopLevel(s: string, visit: (c: string, i: number) => void): void {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === '\\') i = escapeEnd(s, i);
    else if (quote) quote = c === quote ? '' : quote;
    else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0) visit(c, i);
  }
}

/** Top-level pieces of a selector list (commas outside parentheses, brackets and strings). */
export function splitList(list: string): string[] {
  const out: string[] = [];
  let start = 0;
  eachTopLevel(list, (c, i) => {
    if (c !== ',') return;
    out.push(list.slice(start, i).trim());
    start = i + 1;
  });
  out.push(list.slice(start).trim());
  return out.filter(Boolean);
}

/** The index of an escape's last character: `\\31 ` (hex digits and one space) or one escaped character. */
function escapeEnd(s: string, i: number): number {
  const hex = /^[0-9a-fA-F]{1,6}[ \t\n]?/.exec(s.slice(i + 1, i + 8));
  return i + (hex ? hex[0].length : 1);
}

const IDENT = /^-?[_a-zA-Z\u00a0-\uffff][-_a-zA-Z0-9\u00a0-\uffff]*/;

/** What one complex selector's subject compound requires; undefined when nothing can be read safely. */
export function subjectKey(complex: string): { kind: 'id' | 'class' | 'tag'; key: string } | undefined {
  // The subject compound starts after the last combinator outside parentheses, brackets and strings.
  let start = 0;
  eachTopLevel(complex, (c, i) => {
    if (c === ' ' || c === '>' || c === '+' || c === '~' || c === '\n' || c === '\t') start = i + 1;
  });
  const compound = complex.slice(start);
  const found: Record<'id' | 'class' | 'tag', string | undefined> = { id: undefined, class: undefined, tag: undefined };
  const tag = IDENT.exec(compound);
  if (tag && !/^[|\\]/.test(compound.slice(tag[0].length))) found.tag = tag[0];
  eachTopLevel(compound, (c, i) => {
    if (c !== '.' && c !== '#') return;
    const rest = compound.slice(i + 1);
    const m = IDENT.exec(rest);
    // An escaped name (`.w-1\/2`) would need unescaping to compare: left to the other keys or to none.
    if (m && rest[m[0].length] !== '\\') found[c === '#' ? 'id' : 'class'] ??= m[0];
  });
  if (found.id) return { kind: 'id', key: found.id };
  if (found.class) return { kind: 'class', key: found.class };
  if (found.tag) return { kind: 'tag', key: found.tag.toLowerCase() };
  return undefined;
}

/** A bare `.class`, `#id` or `tag`, with a pseudo-element made `:is(*)` (pseudo-rules.ts) or none. */
const SIMPLE = /^([.#]?)(-?[_a-zA-Z][-_a-zA-Z0-9]*)(?::is\(\*\))*$/;

/** Indexes `selectors` (each a selector list); null when the rest does not parse (then every element is asked). */
export function indexSelectors(selectors: string[], parses: (sel: string) => boolean, fold: boolean): RuleIndex | null {
  const keys = (): Keys => ({ id: new Set(), class: new Set(), tag: new Set() });
  const ix: RuleIndex = { simple: keys(), keys: keys(), anyKeyless: false, rest: '', fold, classes: new Map() };
  const rest: string[] = [];
  const norm = (kind: keyof Keys, key: string) => (kind === 'tag' || fold ? key.toLowerCase() : key);
  for (const list of selectors)
    for (const complex of splitList(list)) {
      const simple = SIMPLE.exec(complex);
      if (simple) {
        const kind = simple[1] === '.' ? 'class' : simple[1] === '#' ? 'id' : 'tag';
        ix.simple[kind].add(norm(kind, simple[2]!));
        continue;
      }
      rest.push(complex);
      const k = subjectKey(complex);
      if (k) ix.keys[k.kind].add(norm(k.kind, k.key));
      else ix.anyKeyless = true;
    }
  ix.rest = rest.join(',');
  return !ix.rest || parses(ix.rest) ? ix : null;
}

/** What an element's class attribute gives: 2 a bare class rule (it matches), 1 a key of the other rules, 0 none. */
function classInfo(ix: RuleIndex, attr: string): number {
  let info = ix.classes.get(attr);
  if (info !== undefined) return info;
  info = 0;
  for (const raw of attr.split(/[ \t\n\f\r]+/)) {
    const c = ix.fold ? raw.toLowerCase() : raw;
    if (ix.simple.class.has(c)) {
      info = 2;
      break;
    }
    if (ix.keys.class.has(c)) info = 1;
  }
  // Elements share class lists (a grid's cells, a list's items): each list is read once. Bounded for a page that
  // makes a new class per element.
  if (ix.classes.size > 20_000) ix.classes.clear();
  ix.classes.set(attr, info);
  return info;
}

/** True when some indexed selector matches the element. */
export function indexMatches(el: Element, ix: RuleIndex): boolean {
  const attr = el.getAttribute('class');
  const classes = attr ? classInfo(ix, attr) : 0;
  if (classes === 2) return true;
  const tag = el.localName.toLowerCase();
  if (ix.simple.tag.has(tag)) return true;
  const id = el.id ? (ix.fold ? el.id.toLowerCase() : el.id) : '';
  if (id && ix.simple.id.has(id)) return true;
  const keyed = classes === 1 || ix.anyKeyless || ix.keys.tag.has(tag) || (!!id && ix.keys.id.has(id));
  return keyed && !!ix.rest && el.matches(ix.rest);
}
