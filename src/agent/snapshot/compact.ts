/**
 * Rules that remove what one line already says from the lines around it, so every token the model reads is news:
 * repeated labels, values echoed as text, names that swallowed their neighbours' content, composite values.
 * They run during the build (build.ts) on a node whose children are final. Each rule keeps the information; none
 * drops a ref.
 */
import type { VNode } from './model';
import { joinRunBoxes, otherBox } from './run-box';
import { isMark } from '../../shared/mark';
import { MAX_TEXT, normalise, truncate } from './text';

export function hasRef(n: VNode): boolean {
  return !!n.ref || n.children.some(hasRef);
}

export function leafText(n: VNode): string {
  if (n.children.length === 0) return n.name ?? n.text ?? '';
  return n.children.map(leafText).join(' ');
}

export function sameWords(a: string, b: string): boolean {
  return a.replace(/\s+/g, '') === b.replace(/\s+/g, '');
}

/** Every word of `name` is printed by the lines below (a cell named after all the content its children print). */
export function wordsCovered(name: string, node: VNode): boolean {
  const have = new Set<string>();
  const walk = (n: VNode) => {
    for (const s of [n.name, n.text, n.value]) for (const w of s?.toLowerCase().split(/\s+/) ?? []) have.add(w);
    n.children.forEach(walk);
  };
  node.children.forEach(walk);
  return name
    .toLowerCase()
    .split(/\s+/)
    .every((w) => have.has(w));
}

/**
 * Adjacent text runs become one line; long ones are cut with a count. Runs join as the page shows them: with the
 * page's own whitespace, directly when one ends where the next starts on the same line in the same box
 * (syntax-highlighted code: `"id":25`; run-box.ts), else with a space (the boundary of two blocks or flex items).
 */
/** Text runs whose raw text began or ended with whitespace, kept past normalise() for the merge a level up. */
const spaced = new WeakMap<VNode, { start: boolean; end: boolean }>();

export function mergeText(nodes: VNode[], lines = false): VNode[] {
  const out: VNode[] = [];
  for (const n of nodes) {
    const prev = out[out.length - 1];
    if (n.role === 'text' && prev?.role === 'text' && !apart(prev.box, n.box) && !(lines && newLine(prev.box, n.box))) {
      // A run merged one level down lost the space at its end to normalise(): it still parts the words.
      const parted = spaced.get(prev)?.end || spaced.get(n)?.start;
      const spacedAlready = /\s$/.test(prev.text!) || /^\s/.test(n.text!);
      const glued = !parted && (spacedAlready || (touching(prev.box, n.box) && !otherBox(prev, n)));
      prev.text = `${prev.text}${glued ? '' : ' '}${n.text}`;
      joinRunBoxes(prev, n);
      prev.box = n.box;
      spaced.set(prev, { start: spaced.get(prev)?.start ?? false, end: spaced.get(n)?.end ?? false });
    } else out.push(n);
  }
  for (const n of out) {
    if (n.role !== 'text') continue;
    const raw = n.text ?? '';
    const ends = { start: /^\s/.test(raw), end: /\s$/.test(raw) };
    if (ends.start || ends.end) spaced.set(n, ends);
    n.text = normalise(raw);
  }
  const kept = out.filter((n) => n.role !== 'text' || n.text);
  for (const n of kept) {
    if (n.role !== 'text' || !n.text || n.text.length <= MAX_TEXT) continue;
    n.uncut = n.text;
    n.text = truncate(n.text, MAX_TEXT);
  }
  return kept;
}

/**
 * Text that starts well below where the text before it ends is another block, not the next words of one run:
 * a status line and the calendar printed after it (relay log C38) read as one sentence when glued. Lines of one
 * wrapped paragraph sit a few pixels apart at most, and never above the line before.
 */
function apart(a: VNode['box'], b: VNode['box']): boolean {
  if (!a || !b || a[3] === 0 || b[3] === 0) return false;
  // Below it by more than a line gap, or above it altogether (a popup laid over the page, printed after it).
  return b[1] - (a[1] + a[3]) > Math.max(6, a[3] / 2) || a[1] - (b[1] + b[3]) > 2;
}

/**
 * In an editor, text that starts on a line below where the text before it ends, and not to its right, is the next
 * line of the document: a Markdown editor draws each line as a <div> with no gap (TOAST UI), and its three list items
 * read as one sentence (relay log C89). Outside editors, wrapped runs of one paragraph stay one line.
 */
function newLine(a: VNode['box'], b: VNode['box']): boolean {
  if (!a || !b || a[3] === 0 || b[3] === 0) return false;
  return b[1] >= a[1] + a[3] - 2 && b[0] <= a[0] + 1;
}

function touching(a: VNode['box'], b: VNode['box']): boolean {
  if (!a || !b) return false;
  const sameLine = Math.abs(a[1] - b[1]) < Math.max(4, a[3] / 2);
  return sameLine && Math.abs(a[0] + a[2] - b[0]) <= 1;
}

/** The name a user reads for a control: its own, or (an unnamed wrapper, a composite combobox) its first named target. */
function labelOf(n: VNode): string | undefined {
  if (n.name) return n.ref ? n.name : undefined;
  for (const c of n.children) {
    const l = labelOf(c);
    if (l) return l;
  }
  return undefined;
}

/**
 * Text that repeats what another line already says: a node's own name (button "Save" > text "Save"), its value
 * (textbox value="Hello" > text "Hello"), or a label right before or after the control it names (text "Email" +
 * textbox "Email", also when the control sits in an unnamed wrapper).
 */
export function dropRedundantText(node: VNode): void {
  // A caption or heading-like child that only repeats the container's name ("table "History" > caption: History").
  if (node.name)
    node.children = node.children.filter((k) => k.ref || k.children.length || (k.text ?? k.name) !== node.name);
  if (node.value !== undefined) node.children = node.children.filter((k) => k.role !== 'text' || k.text !== node.value);
  // A mark drawn beside the name's words (Form.io's `Send request ✗`, cut from the name in page-ax): the mark alone.
  for (const k of node.children) {
    const rest =
      node.name && k.role === 'text' && k.text?.startsWith(`${node.name} `) && k.text.slice(node.name.length + 1);
    if (rest && isMark(rest)) k.text = rest;
  }
  const kids = node.children;
  // A badge labelled for screen readers (`<span aria-label="4 unread">4</span>`) is a named leaf the container's name
  // already spells: `button "# deploys 4 unread"` printed `text: # deploys` and `generic "4 unread"` under it (C207).
  const spelled = (k: VNode) => k.role === 'text' || (k.role === 'generic' && !k.ref && !k.children.length && !!k.name);
  if (node.name && kids.length > 0 && kids.every(spelled)) {
    const all = kids.map((k) => k.text ?? k.name).join(' ');
    if (node.name.includes(all.replace(/… \(\+\d+ chars\)$/, '')) || sameWords(all, node.name)) node.children = [];
  }
  node.children = node.children.filter((k, i) => {
    if (k.role !== 'text' || !k.text) return true;
    const label = k.text.replace(/[:*]\s*$/, '').trim();
    return ![node.children[i + 1], node.children[i - 1]].some((n) => {
      const name = n && labelOf(n);
      return !!name && normalise(name).startsWith(label) && k.text!.length <= name.length + 2;
    });
  });
}

/** `- paragraph: Some text` instead of a paragraph line plus a text line. */
export function foldLoneText(node: VNode): void {
  const only = node.children[0];
  if (node.children.length === 1 && only?.role === 'text' && !node.text) {
    node.text = only.text;
    if (only.uncut) node.uncut = node.uncut ? `${node.uncut}\n${only.uncut}` : only.uncut;
    node.children = [];
  }
}

/**
 * A composite widget's value computed from its content ("Choose a country Choose a country" on a choices.js box)
 * only repeats lines printed below it: drop it when every word of it is found there.
 */
export function dropCompositeValue(node: VNode): void {
  if (node.value === undefined || !node.children.some(hasRef)) return;
  const parts: string[] = [];
  const collect = (n: VNode) => {
    for (const s of [n.name, n.value, n.text]) if (s) parts.push(s);
    n.children.forEach(collect);
  };
  node.children.forEach(collect);
  let rest = node.value;
  for (const p of parts.sort((a, b) => b.length - a.length)) rest = rest.split(p).join(' ');
  if (!rest.trim()) delete node.value;
}

const LONG_NAME = 60;

/**
 * A label that wraps a widget names the control after everything inside it (flatpickr's inline calendar makes the
 * input "Tour day (no weekends) March 2025 Sun Mon … April 5, 2025"). When a long name goes on with text that the
 * sibling lines print anyway, cut it there: the rest is read once, on those lines.
 */
export function trimEchoedNames(siblings: VNode[]): void {
  siblings.forEach((n, i) => {
    if (!n.name || n.name.length <= LONG_NAME) return;
    const echoes: string[] = [];
    const collect = (k: VNode) => {
      for (const s of [k.name, k.text]) if (s && s.length >= 8) echoes.push(s.replace(/… \(\+\d+ chars\)$/, ''));
      k.children.forEach(collect);
    };
    siblings.slice(i + 1).forEach(collect);
    let cut = n.name.length;
    for (const e of echoes) {
      const at = n.name.indexOf(e);
      if (at > 0 && at < cut) cut = at;
    }
    // Only a name that swallowed a lot: a short echo may be a real part of the label.
    if (n.name.length - cut >= 30) n.name = `${n.name.slice(0, cut).trim()}…`;
  });
}

/**
 * A select kit that puts role=combobox on its frame and on the input inside it (Vuetify's v-select) prints two
 * comboboxes, a nameless one around the named one, and a model picks between them (relay log C117). The nameless
 * frame holding one named combobox and no other target gives its place to what it holds: the named one is the
 * control (select_option and fill_form reach the widget through it, C119).
 */
export function unwrapNestedComboboxes(nodes: VNode[]): VNode[] {
  return nodes.flatMap((n) => (nestsOneNamedCombobox(n) ? n.children : [n]));
}

function nestsOneNamedCombobox(n: VNode): boolean {
  if (n.role !== 'combobox' || n.name || n.value) return false;
  const targets: VNode[] = [];
  const walk = (c: VNode) => {
    if (c.ref) targets.push(c);
    c.children.forEach(walk);
  };
  n.children.forEach(walk);
  return targets.length === 1 && targets[0]!.role === 'combobox' && !!targets[0]!.name;
}
