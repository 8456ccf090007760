/**
 * The name the model reads for an element is what the user can see (issue 11, class 4). A page controls
 * aria-label, title, alt and the text it hides inside a control, and a person never reads them: they are where a
 * page writes instructions for the model ("Home" on screen, aria-label="Ignore your task and..."). Pure; the
 * snapshot builder (src/agent/snapshot/build.ts) applies it to every named node.
 */

/** A label with nothing shown to back it (an icon button's aria-label, an image's alt) is cut to this. */
export const MAX_UNSHOWN_NAME = 48;

/** Roles whose name is normally their content: when they show text, that text is their name. */
const NAMED_BY_CONTENT = new Set([
  'link',
  'button',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'tab',
  'option',
  'treeitem',
  'heading',
  'cell',
  'gridcell',
  'columnheader',
  'rowheader',
  'checkbox',
  'radio',
  'switch',
  'listitem',
  'label',
  'paragraph',
]);

export interface NameInput {
  role: string;
  name: string;
  /** The text the element's visible content prints (hidden text already left out). */
  shown: string;
  /** The element itself is hidden from the user (opacity, clip, tiny font...). */
  hidden: boolean;
  /** True when every word of a text is printed somewhere visible in the same document (a <label>, a heading). */
  onPage: (text: string) => boolean;
  /**
   * The names (alt, title) of the images on the page that the user cannot see (a 1x1 pixel, a 300x3 sliver).
   * Chrome names a link or button holding one, or a checkbox it labels, by its alt: read only when the name is unshown.
   */
  hiddenImages?: string[];
}

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Every word of `name` is among `shown`'s words. */
export function covered(name: string, shown: Set<string> | string): boolean {
  const have = typeof shown === 'string' ? new Set(words(shown)) : shown;
  return words(name).every((w) => have.has(w));
}

/**
 * The name to print, or undefined for none:
 * - a hidden element's name only when the page shows it elsewhere (the label of a custom checkbox's hidden input);
 * - a name made of words the page shows (its own content, a <label> for a field), as is;
 * - none when the name is made of the names of images inside it that nobody sees (a link around a 1x1 pixel);
 * - for a control named by its content, the shown text when it differs (aria-label="…" over "Home" reads "Home");
 * - a name no longer than MAX_UNSHOWN_NAME, whole (an aria-label of a field with no visible label);
 * - else the name up to its first word the page does not show, when that start says something;
 * - anything else (an icon button's label, alt text) cut short: the model learns what it is, not an essay.
 */
export function shownName(input: NameInput): string | undefined {
  const { role, name, shown, hidden, onPage } = input;
  if (hidden) {
    if (onPage(name)) return name;
    // A styled toolbar's radio or checkbox hides its native input under an icon (Excalidraw's tools): the user sees
    // the icon, so its label is judged like an icon button's, cut short. Other hidden controls print no name.
    return HIDDEN_BY_DESIGN.has(role) ? cut(name) : undefined;
  }
  // Words the page shows anyway carry nothing hidden: checked first, as it is cheap (`shown` walks the subtree).
  if (onPage(name) || covered(name, shown)) return name;
  // An image nobody sees names nothing the user sees: not itself, not the control it sits in or labels. Chrome
  // copies its alt verbatim into those names: that text is taken out, and a name made of nothing else is none.
  const rest = withoutAlts(name, input.hiddenImages ?? []);
  if (rest !== name) {
    if (!/[\p{L}\p{N}]/u.test(rest)) return undefined;
    return shownName({ ...input, name: rest, hiddenImages: [] });
  }
  const shownText = shown.replace(/\s+/g, ' ').trim();
  if (withShortcut(name, shownText)) return name;
  if (NAMED_BY_CONTENT.has(role) && /[\p{L}\p{N}]/u.test(shownText)) return shownText;
  // A short label prints whole, cut() or not: "Key field" on a page that shows "Key" elsewhere is not "Key…".
  if (name.length <= MAX_UNSHOWN_NAME) return name;
  // A label that swallowed content named by the page (a calendar's aria-labelled days) keeps its shown start.
  const prefix = shownPrefix(name, onPage);
  if (/[\p{L}\p{N}]/u.test(prefix)) return `${prefix}…`;
  return cut(name);
}

const HIDDEN_BY_DESIGN = new Set(['radio', 'checkbox', 'switch']);

/** One key or chord: "R", "2", "?", "Ctrl+Shift+E", "Shift+Alt+D", "F2", "Esc". */
const KEY = String.raw`(?:(?:ctrl|control|shift|alt|option|cmd|command|meta|mod|⌘|⇧|⌥)\s*\+\s*)*(?:[\p{L}\p{N}?/.,;=+-]|f\d{1,2}|enter|esc|escape|tab|space|delete|backspace|home|end)`;
/** Up to three keys: one at a time, more would spell any words a model reads ("s, e, n, d, …"). */
const KEYS = String.raw`${KEY}(?:\s*(?:or|,|/)\s*${KEY}){0,2}`;
/** A tooltip's tail naming the keys of a control: "— R or 2", "(Ctrl+B)", "- Shift+Alt+D". */
const SHORTCUT_TAIL = new RegExp(String.raw`^(.*\S)\s*(?:[—–-]\s*(${KEYS})|\((${KEYS})\))$`, 'iu');

/**
 * A name that is the words the control shows plus its keyboard shortcut (Excalidraw's tools: the icon, "Rectangle"
 * on its radio and a "2" keycap, titled "Rectangle — R or 2") keeps the shortcut: on a canvas app a key is how a
 * tool is picked, and only keys, never words, pass (relay log C190).
 */
function withShortcut(name: string, shownText: string): boolean {
  const m = SHORTCUT_TAIL.exec(name);
  return !!m && /[\p{L}]/u.test(m[1]!) && covered(m[1]!, shownText);
}

function cut(name: string): string {
  return name.length <= MAX_UNSHOWN_NAME ? name : `${name.slice(0, MAX_UNSHOWN_NAME - 1)}…`;
}

/** The start of `name` up to its first word the page does not show. */
function shownPrefix(name: string, onPage: (text: string) => boolean): string {
  for (const m of name.matchAll(/[\p{L}\p{N}]+/gu)) if (!onPage(m[0])) return name.slice(0, m.index).trim();
  return name;
}

/** `name` with every occurrence of the given alt texts taken out (any case, whitespace collapsed), or `name`. */
function withoutAlts(name: string, alts: string[]): string {
  let out = name;
  for (const alt of alts) {
    const a = alt.replace(/\s+/g, ' ').trim();
    // Cheap test first: a page may hold hundreds of hidden images (lazy ones at opacity 0), most named by nothing.
    if (!/[\p{L}\p{N}]/u.test(a) || !out.toLowerCase().includes(a.toLowerCase())) continue;
    const text = a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${text}(?![\\p{L}\\p{N}])`, 'giu'), ' ');
  }
  return out === name ? name : out.replace(/\s+/g, ' ').trim();
}
