/**
 * DOM facts the in-page tree walk (tree.ts) asks for: computed styles cached for one walk, shown whitespace and
 * generated text, CSS text-transform, the flat tree, the focused element, and hosts of closed shadow roots.
 */
import { beginPseudo, rawPseudo, spokenStyle } from './pseudo';

/** Computed styles of this walk (accname asks for the same elements' again and again). */
let styles = new Map<Element, CSSStyleDeclaration>();
export function styleOf(el: Element, pseudo?: string | null): CSSStyleDeclaration {
  if (pseudo) return spokenStyle(rawPseudo(el, pseudo));
  let s = styles.get(el);
  if (!s) {
    s = getComputedStyle(el);
    styles.set(el, s);
  }
  return s;
}

/**
 * A drawn widget around the native control it hides (choices.js: a div role=combobox holding the <select> that
 * <label for> names): the user reads that label as the widget's. Looked for inside the widget or its combobox.
 */
export function hiddenControlLabel(el: Element): string | undefined {
  const scope = el.closest('[role=combobox]') ?? el;
  for (const c of scope.querySelectorAll<HTMLInputElement | HTMLSelectElement>('select, input')) {
    if (styleOf(c).display !== 'none' && !c.hasAttribute('hidden')) continue;
    const text = c.labels?.[0]?.textContent?.trim();
    if (text) return text;
  }
  return undefined;
}

/** Closed shadow roots the worker handed us (page-collect.ts found them through CDP), by host. */
export const closedRoots = new WeakMap<Element, ShadowRoot>();
/** Hosts the worker already asked about that hold no closed root. */
export const notSuspect = new WeakSet<Element>();

export function shadowOf(el: Element): ShadowRoot | null {
  return el.shadowRoot ?? closedRoots.get(el) ?? null;
}

/** At the start of each walk: styles and suspects are per walk (the page changes between walks). */
export function beginWalk(): void {
  styles = new Map();
  beginPseudo();
  suspects = 0;
  listenerSuspects = 0;
  classCounts = new Map();
  delegatedItems = new WeakSet();
}

const MAX_LISTENER_SUSPECTS = 60;
let listenerSuspects = 0;
let classCounts = new Map<string, number>();

/**
 * A box that may take clicks by a listener of its own, which only Chrome can see: one of three or more boxes of the
 * same first class (cards on a board, items of a list), holding text, with no pointer cursor and no control inside.
 * Asking Chrome about every listener of a document costs more than the snapshot (60-170 ms on the grids).
 */
export function listenerSuspect(el: Element, style: CSSStyleDeclaration): boolean {
  const first = el.classList[0];
  if (listenerSuspects >= MAX_LISTENER_SUSPECTS || style.cursor === 'pointer' || !first) return false;
  let twins = classCounts.get(first);
  if (twins === undefined) {
    twins = document.getElementsByClassName(first).length;
    classCounts.set(first, twins);
  }
  if (twins < 3 || el.querySelector('a[href],button,input,select,textarea,[role],[tabindex]')) return false;
  if (!holdsText(el)) return false;
  listenerSuspects++;
  return true;
}

/**
 * Bold text the user made in an editor (a rich-text editor's Bold, a block editor's <b>) shows as `**text**`: no
 * snapshot or diff showed it before, so a model could not check its Bold had landed (relay log C61, C27). Only in an
 * editing host, and only bolder than the host's own text (a heading's text is not marked).
 */
export function boldInEditor(el: Element | null, style: CSSStyleDeclaration, text = 'x'): boolean {
  // Words only: a bold space or list marker marked `****`, `**-**` read as Markdown the page never had (C89).
  if (!el || !(el as HTMLElement).isContentEditable || Number(style.fontWeight) < 600) return false;
  if (!/[\p{L}\p{N}]/u.test(text)) return false;
  let host = el;
  let marked = false;
  while (host.parentElement && (host.parentElement as HTMLElement).isContentEditable) {
    // Bold the document holds is an element or a style of its own (<strong>, <b>, style="font-weight: 700"), what
    // rich-text editors write; a Markdown source editor bolds its headings and `**` runs by class, for the eye, and
    // its text already says so in Markdown (TOAST UI's `**#** **Release 4.2**`, relay log C89).
    marked ||= /^(b|strong)$/.test(host.localName) || /font-weight/i.test(host.getAttribute('style') ?? '');
    host = host.parentElement;
  }
  return marked && host !== el && Number(styleOf(host).fontWeight) < 600;
}

/**
 * The focusable box around a suspect, a few levels up, that may take its items' clicks through one listener of its
 * own: a tree grid drawn from divs with no ARIA (Wunderbaum's rows, relay log C78) listens on the widget that has
 * the keyboard focus. The page's body and text fields are no such widget.
 */
export function delegatingWidget(el: Element): Element | undefined {
  let up = el.parentElement;
  for (let i = 0; up && i < 5; i++, up = up.parentElement) {
    if (up === document.body || up === document.documentElement) return undefined;
    // The cells of a row that is an item already: the row is the target, not each of its columns.
    if (delegatedItems.has(up)) return undefined;
    const h = up as HTMLElement;
    if (up.getAttribute('tabindex') !== null && h.tabIndex >= 0 && !h.isContentEditable) {
      delegatedItems.add(el);
      return up;
    }
  }
  return undefined;
}

let delegatedItems = new WeakSet<Element>();

/**
 * Any text that is not blank, found without building textContent: a wrapper of TiddlyWiki's store holds megabytes
 * of it, and making that string for each such wrapper cost 450 ms a snapshot.
 */
function holdsText(el: Element): boolean {
  const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let t = texts.nextNode(); t; t = texts.nextNode()) if (/\S/.test(t.nodeValue ?? '')) return true;
  return false;
}

/**
 * Whitespace alone shows as a space between two inline boxes ("<b>a</b> <i>b</i>") and in preformatted text
 * (CodeMirror 5 draws "# " as "#" and " "); between blocks it shows nothing.
 */
export function spaceShown(node: Node, parentStyle: CSSStyleDeclaration): boolean {
  if (parentStyle.whiteSpace.startsWith('pre') || parentStyle.whiteSpace === 'break-spaces') return true;
  const inline = (n: Node | null) =>
    n !== null && (n.nodeType === 3 || (n.nodeType === 1 && styleOf(n as Element).display.startsWith('inline')));
  return inline(node.previousSibling) && inline(node.nextSibling);
}

const EMPTY_BY_NATURE =
  /^(img|input|br|hr|canvas|svg|iframe|frame|video|audio|textarea|select|embed|object|area|col|wbr|slot|td|th|i|span)$/;
/**
 * The only elements a shadow root can be attached to (DOM Standard, attachShadow): custom elements (a name with a
 * hyphen) and these. An empty <li>, <a> or <button> hosts none, so it is not asked about.
 */
const SHADOW_HOST = /^(article|aside|blockquote|body|div|footer|h[1-6]|header|main|nav|p|section|span|.*-.*)$/;
/** Asked about in one pipelined wave per read (page-chrome-facts.ts): most pages have fewer, a few have ~100. */
const MAX_SUSPECTS = 32;
let suspects = 0;

const MEANINGFUL = /^(aria-|role$|title$|tabindex$|onclick$|contenteditable$|draggable$)/;

/** No attribute that says anything to a reader or makes it a target (classes and styles say nothing). */
export function plainBox(el: Element): boolean {
  for (const a of el.attributes) if (MEANINGFUL.test(a.name)) return false;
  return true;
}

/**
 * An element with no children that still takes room may draw a closed shadow root (page scripts, and so our world,
 * cannot reach it; Chrome's AX tree can). Empty boxes are common (spacers, icons): a few dozen per walk are asked
 * about.
 */
export function closedHost(el: Element): boolean {
  if (
    shadowOf(el) ||
    notSuspect.has(el) ||
    el.firstChild ||
    EMPTY_BY_NATURE.test(el.localName) ||
    !SHADOW_HOST.test(el.localName) ||
    suspects >= MAX_SUSPECTS
  )
    return false;
  const b = el.getBoundingClientRect();
  if (b.width < 8 || b.height < 8) return false;
  suspects++;
  return true;
}

/** Text as CSS text-transform shows it (Chrome's tree carries the shown case). */
export function transformed(text: string, transform: string): string {
  if (transform === 'uppercase') return text.toUpperCase();
  if (transform === 'lowercase') return text.toLowerCase();
  if (transform === 'capitalize')
    return text.replace(/(^|\s)(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase());
  return text;
}

/** Children in the flat tree: a host's shadow root content, a slot's assigned nodes (or its fallback). */
export function flatChildren(el: Element): Iterable<Node> {
  const root = shadowOf(el);
  if (root) return root.childNodes;
  if (el.localName === 'slot') {
    const assigned = (el as HTMLSlotElement).assignedNodes();
    return assigned.length ? assigned : el.childNodes;
  }
  return el.childNodes;
}

/** The focused element, through open shadow roots (a web component's inner input). */
export function deepActive(): Element | null {
  let a = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

/**
 * Fills in a border's colour and an outline's width, colour and offset (edge-paint.ts), which the hint walk reads
 * only when the border or outline is drawn: the colour (currentColor on most elements) would multiply the style sets.
 * `values`: the element's style values in the order of `styles`, these left empty.
 */
export function edgeReader(styles: string[]): (st: CSSStyleDeclaration, values: string[]) => void {
  const [border, borderColour, outline] = ['border-width', 'border-color', 'outline-style'].map((n) =>
    styles.indexOf(n),
  );
  const outlineAt = ['outline-width', 'outline-color', 'outline-offset'].map((n) => styles.indexOf(n));
  return (st, values) => {
    if (borderColour! >= 0 && !/^0px$/.test(values[border!] ?? ''))
      values[borderColour!] = st.getPropertyValue(styles[borderColour!]!);
    if (outline! >= 0 && values[outline!] !== 'none')
      for (const k of outlineAt) values[k] = st.getPropertyValue(styles[k]!);
  };
}
