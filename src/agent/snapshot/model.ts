/**
 * The pruned tree the renderer, diff and find work on. One VNode per printed line (text runs included).
 * Built from a CollectedPage by build.ts; refs are filled in by the RefTable during the build.
 */
import { CONTROL_ROLES, LANDMARKS } from './role-sets';

export interface VNode {
  /** ARIA-ish role, lower-case; 'text' for a merged text run, 'more' for a "+N more items" summary. */
  role: string;
  name?: string;
  /** Text of a 'text' node, or a single text child folded into its parent's line (`- paragraph: ...`). */
  text?: string;
  /** Element identity `${frameId}#${backendId}`: what refs and diffs key on. */
  key?: string;
  ref?: string;
  states: string[];
  value?: string;
  placeholder?: string;
  url?: string;
  /** A row's aria-rowindex: rows print in this order (virtual grids reuse and move row elements). Not printed. */
  order?: number;
  /** [x, y, width, height] in top-page CSS pixels. */
  box?: [number, number, number, number];
  /** The whole name or text where the printed one was cut (`… (+805 chars)`): find searches it. Not printed. */
  uncut?: string;
  children: VNode[];
}

/** Roles a user acts on: they always get a ref. */
export const INTERACTIVE_ROLES = new Set<string>([
  ...CONTROL_ROLES,
  'menuitemcheckbox',
  'menuitemradio',
  'treeitem',
  'scrollbar',
  'iframe',
  'PopUpButton',
  'ToggleButton',
  'DisclosureTriangle',
  'textField',
  'gridcell',
]);

/** Focusable containers that are not worth a ref on their own (the document, dialogs, editors' wrappers). */
export const NO_REF_ROLES = new Set([
  'RootWebArea',
  'WebArea',
  'dialog',
  'alertdialog',
  'application',
  'tabpanel',
  'menubar',
  'toolbar',
  'table',
  'grid',
  'row',
  'rowgroup',
  'cell',
  'MenuListPopup',
  'list',
  'listitem',
  'tablist',
  'radiogroup',
  'group',
  'region',
  'main',
  'navigation',
  'banner',
  'contentinfo',
  'complementary',
  'form',
  'article',
  'heading',
  'paragraph',
  'image',
  'img',
  'document',
  'feed',
  'log',
  'status',
  'alert',
  'note',
]);

/** Wrappers printed only when they carry a name or a ref; otherwise their children move up a level. */
export const UNWRAP_ROLES = new Set([
  'generic',
  'none',
  'presentation',
  'LabelText',
  'label',
  'strong',
  'emphasis',
  'mark',
  'time',
  'Abbr',
  'abbr',
  'subscript',
  'superscript',
  'deletion',
  'insertion',
  'Section',
  'section',
  'group',
  'Pre',
  'code',
  'Canvas',
  'Ruby',
  'sectionheader',
  'sectionfooter',
  'DescriptionListDetail',
  'DescriptionListTerm',
  'legend',
  'figcaption',
  'blockquote',
]);

/** Dropped with their subtree: decoration and duplicates of other nodes' text. */
export const DROP_ROLES = new Set(['InlineTextBox', 'ListMarker', 'LineBreak', 'separator', 'MenuListPopup']);

/** Containers summarised past a size ("+N more rows"). */
export const SUMMARISED_ITEM_ROLES = new Set(['listitem', 'row', 'option', 'treeitem', 'menuitem', 'article']);

/** Landmarks and big structures named in "+N refs below: ..." summaries. */
export const SUMMARY_ROLES = new Set([
  'heading',
  'form',
  'table',
  'grid',
  'navigation',
  'region',
  'dialog',
  'list',
  'main',
  'complementary',
  'contentinfo',
  'tablist',
  'iframe',
]);

/** Page regions: cursor:pointer inherited by a whole region does not make the region a target. */
export const LANDMARK_ROLES = new Set<string>([
  'RootWebArea',
  'document',
  ...LANDMARKS,
  'dialog',
  'alertdialog',
  'tabpanel',
  'application',
  'iframe',
]);
