/**
 * The code editors both readers know (the in-page collector's extras.ts, and editor-hints.ts on DOMSnapshot): the
 * classes of each one's root, input, lines, gutter numbers and own widgets, and how much of them a snapshot keeps.
 */

export interface EditorKind {
  root: string;
  /** Classes of the element that takes keyboard input, best first. */
  input: string[];
  line: string;
  gutter: string;
  /** Containers of the editor's own controls (find box, tooltips): kept as they are. */
  widgets: string[];
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
];

/** Most lines kept: a long file must not flood the snapshot. */
export const MAX_EDITOR_LINES = 60;
/** Longest line kept whole: a minified file's one line is cut, saying by how much. */
const MAX_LINE = 160;

export function clipLine(text: string): string {
  return text.length > MAX_LINE ? `${text.slice(0, MAX_LINE)}… (+${text.length - MAX_LINE} chars)` : text;
}
