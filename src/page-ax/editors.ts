/**
 * The code editors and terminals both readers know (the in-page collector's extras.ts, and editor-hints.ts on DOMSnapshot): the
 * classes of each one's root, input, lines, gutter numbers and own widgets, and how much of them a snapshot keeps.
 */

export interface EditorKind {
  root: string;
  /** Classes of the element that takes keyboard input, best first. */
  input: string[];
  /** The class of a line; with `rows`, of the box whose children are the lines (xterm's rows carry no class). */
  line: string;
  rows?: true;
  gutter?: string;
  /** Containers of the editor's own controls (find box, tooltips): kept as they are. */
  widgets: string[];
  /**
   * A terminal: its lines are the screen's rows, output and prompt; the empty rows under the prompt are not lines.
   * Its text layer is aria-hidden like an editor's (a screen reader gets a separate, opt-in tree), so without this
   * the model sees an empty textbox and none of the output of the commands it types.
   */
  terminal?: true;
}

export const EDITOR_KINDS: EditorKind[] = [
  {
    root: 'monaco-editor',
    input: ['native-edit-context', 'inputarea', 'ime-text-area'],
    line: 'view-line',
    gutter: 'line-numbers',
    widgets: ['overlayWidgets', 'contentWidgets', 'overflowingContentWidgets', 'find-widget'],
  },
  {
    root: 'ace_editor',
    input: ['ace_text-input'],
    line: 'ace_line',
    gutter: 'ace_gutter-cell',
    widgets: ['ace_search', 'ace_tooltip', 'ace_autocomplete'],
  },
  {
    root: 'cm-editor',
    input: ['cm-content'],
    line: 'cm-line',
    gutter: 'cm-gutterElement',
    widgets: ['cm-panels', 'cm-tooltip'],
  },
  {
    root: 'xterm',
    input: ['xterm-helper-textarea'],
    line: 'xterm-rows',
    rows: true,
    widgets: ['xterm-decoration-container'],
    terminal: true,
  },
];

/** The selector of an editor's lines inside its root. */
export const lineSelector = (kind: EditorKind): string => (kind.rows ? `.${kind.line} > *` : `.${kind.line}`);

/**
 * The lines a snapshot keeps, top to bottom: an editor's first MAX_EDITOR_LINES; a terminal's screen up to its last
 * row with text (the rest were never written to), its last rows when longer, since the prompt is at the bottom.
 */
export function keptLines(kind: EditorKind, lines: Array<[number, string]>): Array<[number, string]> {
  if (!kind.terminal) return lines.slice(0, MAX_EDITOR_LINES);
  let end = lines.length;
  while (end > 0 && lines[end - 1]![1].trim() === '') end--;
  return lines.slice(Math.max(0, end - MAX_EDITOR_LINES), end);
}

/** Most lines kept: a long file must not flood the snapshot. */
export const MAX_EDITOR_LINES = 60;
/** Longest line kept whole: a minified file's one line is cut, saying by how much. */
const MAX_LINE = 160;

export function clipLine(text: string): string {
  return text.length > MAX_LINE ? `${text.slice(0, MAX_LINE)}… (+${text.length - MAX_LINE} chars)` : text;
}
