/**
 * The tree builder's rules for one node (build.ts): when a wrapper is the same target as its control, when a label
 * or a focusable box is a target, what a code editor's line prints, which words a frame shows.
 */
import type { CollectedFrame, DomHints, RawAXNode } from './collected';
import { INTERACTIVE_ROLES, UNWRAP_ROLES, type VNode } from './model';
import {
  dropCompositeValue,
  dropRedundantText,
  foldLoneText,
  hasRef,
  leafText,
  sameWords,
  wordsCovered,
} from './compact';
import { emptyTableText } from './empty-table';
import { dropPermalinks } from './permalink';
import { normalise } from './text';
import { words } from '../policy/shown-name';

/**
 * A clickable host around a single control that fills most of it (a web component's host around its inner
 * <button>, a tab's <li>) is one target, not two: the control's line says what it is.
 */
export function sameTargetAsChild(hints: DomHints | undefined, children: VNode[], interactive: boolean): boolean {
  const only = children[0];
  if (interactive || children.length !== 1 || !only?.ref || !INTERACTIVE_ROLES.has(only.role) || !hints?.b || !only.box)
    return false;
  // Most of the host's area is the control (padding around a tab button): a click on either does the same.
  const [, , w, h] = hints.b;
  if (w * h <= 0) return false;
  const [, , cw, ch] = only.box;
  // A text field's frame (Shoelace's select: the input, with its clear and caret icons beside it): a click on the
  // frame focuses or opens the same field. It printed as a nameless `generic e6` around the field (relay log C54).
  // (Shoelace's input is 18 px high in a 40 px frame, and nearly as wide.)
  if (TEXT_ENTRY.has(only.role) && cw >= w * 0.5 && ch >= h * 0.3) return true;
  return (cw * ch) / (w * h) >= 0.75;
}

const TEXT_ENTRY = new Set(['combobox', 'textbox', 'searchbox']);

/**
 * A code editor's input line carries the lines the editor shows, numbered (`12: const a = 1;`), and says which
 * they are: editors draw only what is on screen, so scrolling the editor shows the others.
 */
export function showCode(node: VNode, lines: Array<[number, string]>, terminal = false): void {
  delete node.value;
  node.children = lines.map(([n, text]) => ({
    role: 'line',
    text: n ? `${n}: ${text}` : text,
    states: [],
    children: [],
  }));
  const numbers = lines.map(([n]) => n).filter((n) => n > 0);
  const span = numbers.length ? `lines ${numbers[0]}-${numbers[numbers.length - 1]}` : `${lines.length} lines`;
  // A terminal's keys go to this input and its output comes back as its lines: say both, since nothing else on the
  // page shows that typing a command here is how it runs.
  // No count in it: the line stays the same as output comes, so a diff shows only the new lines.
  if (terminal) node.text = 'terminal: type a command with submit: true; its screen shows the output';
  else node.text = lines.length ? `code editor, ${span} shown (scroll it for others)` : 'code editor, empty';
}

/**
 * An unnamed canvas with nothing inside prints nothing, so a spreadsheet or chart drawn on one looked like an empty
 * page and the model answered as if there were no data (relay log C102). Say that a drawing is there and that its
 * content is pixels; a small one (a sparkline) is left out as before. A named one keeps its name and says the same:
 * a signature pad printed as a bare `Canvas "Signature"`, with no hint that it is drawn on with the mouse (C206).
 */
function describeDrawing(node: VNode): void {
  const box = node.box;
  if (node.children.length > 0 || !box || box[2] < 120 || box[3] < 80) return;
  node.role = 'canvas';
  node.text = `a drawing, ${Math.round(box[2])}×${Math.round(box[3])} px: what it shows is pixels, not text, and cannot be read here`;
}

const CHECKABLE = new Set(['checkbox', 'radio', 'switch']);
export const EMPTY_LISTS = new Set(['listbox', 'menu', 'tree', 'tablist']);
const CONTENT_NAMED = new Set([
  'cell',
  'gridcell',
  'columnheader',
  'rowheader',
  'listitem',
  'generic',
  'group',
  'paragraph',
  // A panel labelled by itself (Smart Wizard's steps: aria-labelledby its own id) is named after all it holds.
  'tabpanel',
]);

/**
 * A clickable <label> around a checkbox, radio or switch is what a user clicks: it toggles the control, and
 * custom widgets (Shoelace) hide the native input under it. It gets its own ref, beside the control's.
 */
export function labelsCheckable(children: VNode[]): boolean {
  const targets: VNode[] = [];
  const walk = (n: VNode) => {
    if (n.ref) targets.push(n);
    n.children.forEach(walk);
  };
  children.forEach(walk);
  return targets.length === 1 && CHECKABLE.has(targets[0]!.role);
}

/**
 * The words of a frame's visible text: its StaticText nodes and the values fields show (a month picker's "March"),
 * less hidden ones, icon-font glyph names and passwords.
 */
export function shownWords(frame: CollectedFrame): Set<string> {
  const out = new Set<string>();
  for (const n of frame.nodes) {
    const text = n.role === 'StaticText' ? n.name : n.value;
    if (!text) continue;
    const facts = n.backendId === undefined ? undefined : frame.dom[n.backendId];
    if (facts?.h || facts?.i || facts?.pw) continue;
    for (const w of words(text)) out.add(w);
  }
  return out;
}

export function childFrames(map: Map<string, CollectedFrame>, f: CollectedFrame): void {
  if (f.parentFrameId && f.ownerBackendId !== undefined) map.set(`${f.parentFrameId}#${f.ownerBackendId}`, f);
}

/** The text of an icon-font child (e.g. "delete" from <i class="material-icons">delete</i>), if any. */
export function iconGlyph(n: RawAXNode, frame: CollectedFrame, byId: Map<string, RawAXNode>): string | undefined {
  for (const id of n.children) {
    const c = byId.get(id);
    if (!c || c.backendId === undefined || !frame.dom[c.backendId]?.i) continue;
    for (const t of c.children) {
      const s = byId.get(t);
      if (s?.role === 'StaticText' && s.name) return normalise(s.name);
    }
  }
  return undefined;
}

/**
 * A focusable box holding only a short text, as a calendar day (`<div tabindex>13</div>`, Litepicker's days,
 * clicked through one listener on the picker): the text is its label, so it is a target (relay log C38: no day
 * had a ref). Longer text is a focusable region or message, not a control.
 */
export function shortLabel(n: RawAXNode, byId: Map<string, RawAXNode>): boolean {
  if (n.children.length === 0) return false;
  let text = '';
  for (const id of n.children) {
    const c = byId.get(id);
    if (c?.role !== 'StaticText') return false;
    text += c.name ?? '';
  }
  const t = text.trim();
  return t.length > 0 && t.length <= 12;
}

/**
 * The last rules on a built node: text it repeats is dropped, a wrapper that says nothing gives way to its children,
 * a name its lines already say goes. `name` is the node's name before it was cut to length.
 */
export function finishNode(
  node: VNode,
  n: RawAXNode,
  name: string | undefined,
  byId: Map<string, RawAXNode>,
  pageUrl: string,
): VNode[] {
  if (node.role === 'Canvas') describeDrawing(node);
  const role = node.role;
  dropPermalinks(node, pageUrl);
  dropRedundantText(node);
  dropCompositeValue(node);
  if (!node.ref && !node.name && !node.value && UNWRAP_ROLES.has(role)) return node.children;
  // A titled wrapper around one control of the same name ("Copy path to clipboard") says it twice.
  const lone = node.children[0];
  if (!node.ref && UNWRAP_ROLES.has(role) && node.children.length === 1 && lone?.ref && lone.name === node.name)
    return node.children;
  // A name computed from content that the children already print (a heading holding a link and a button).
  // Also on a target (swagger's clickable tag headings): its children still name it.
  if (node.name && node.children.some(hasRef) && sameWords(node.name, leafText(node))) delete node.name;
  // A cell or wrapper named after all its content: the lines below say it. Dialogs, forms and landmarks keep
  // their names (find paths and summaries use them).
  else if (
    node.name &&
    !node.ref &&
    CONTENT_NAMED.has(role) &&
    node.children.length > 1 &&
    wordsCovered(name ?? node.name, node) &&
    // A panel named by its tab ("Profile") keeps it when a line below says the word ("Profile saved"): only a
    // panel named after all it holds loses its name (relay log C56).
    (role !== 'tabpanel' || (name ?? node.name).split(/\s+/).length > 3)
  )
    delete node.name;
  if (node.children.length === 0 && node.text === undefined) {
    const empty = emptyTableText(n, byId);
    if (empty) node.text = empty;
  }
  // A heading's level alone says nothing: an event's <h4> whose words its button's name holds (relay log C86).
  const stated = node.states.some((st) => !st.startsWith('level='));
  if (!node.ref && !node.name && !node.text && node.children.length === 0 && !stated) return [];
  foldLoneText(node);
  if (node.role === 'tree') openByLevels(node.children);
  return [node];
}

/**
 * A tree drawn as siblings (jsTree) says what holds what by level only. An item printed [collapsed] right above a
 * deeper item shows its children, so it is open whatever its aria-expanded says: jsTree's "Expand all" leaves
 * `aria-expanded="false"` on the folders it opened with animation (relay log C106).
 */
function openByLevels(items: VNode[]): void {
  const level = (n: VNode | undefined) => Number(n?.states.find((st) => st.startsWith('level='))?.slice(6) ?? 0);
  items.forEach((item, i) => {
    const at = item.states.indexOf('collapsed');
    if (item.role === 'treeitem' && at >= 0 && level(items[i + 1]) > level(item) && level(item) > 0)
      item.states[at] = 'expanded';
  });
}

/** A skip link's words ("Skip to main content", "Jump to navigation"): a few plain words, nothing to steer a model. */
const SKIP_WORDS = /^(skip|jump) to (the )?[a-z]+( [a-z]+)?$/i;

/**
 * A skip link: a link into this same page, or a button, that waits off the page until keyboard focus shows it
 * (AdminLTE's, Docsify's). The user meets it on the first Tab, so it keeps its name, unlike hidden text, which is
 * dropped as an injection carrier; its words are held to SKIP_WORDS, so a page cannot hide anything else this way.
 */
export function isSkipLink(role: string, name: string | undefined, url: unknown, pageUrl: string): boolean {
  if (!name || !SKIP_WORDS.test(name.trim())) return false;
  if (role === 'button') return true;
  if (role !== 'link' || typeof url !== 'string') return false;
  try {
    const to = new URL(url, pageUrl);
    const page = new URL(pageUrl);
    return (
      to.hash.length > 1 && `${to.origin}${to.pathname}${to.search}` === `${page.origin}${page.pathname}${page.search}`
    );
  } catch {
    return false;
  }
}
