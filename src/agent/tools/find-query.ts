/** The find tool's query words -> the snapshot engine's FindQuery. Pure, shared with the browser port. */
import type { FindQuery } from '../snapshot';
import { CONTROL_ROLES, LANDMARKS } from '../snapshot/role-sets';

const ROLES = new Set<string>([
  ...CONTROL_ROLES,
  ...LANDMARKS,
  'heading',
  'dialog',
  'table',
  'row',
  'cell',
  'img',
  'image',
  'iframe',
  'list',
  'listitem',
  'alert',
  'treeitem',
  'gridcell',
  'columnheader',
  'rowheader',
  'grid',
  'treegrid',
  'tree',
  'menu',
  'menubar',
  'tablist',
  'tabpanel',
  'toolbar',
  'article',
  'paragraph',
  'status',
  'progressbar',
  'scrollbar',
  'menuitemcheckbox',
  'menuitemradio',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

/** "button Save" -> role button, text "Save"; "checkbox" -> every checkbox; anything else is text. */
export function parseFindQuery(query: string): FindQuery {
  const q = query.trim();
  const [first = '', ...rest] = q.split(/\s+/);
  const role = first.toLowerCase() === 'image' ? 'img' : first.toLowerCase();
  if (ROLES.has(role)) return rest.length ? { role, text: rest.join(' ').replace(/^"|"$/g, '') } : { role };
  return { text: q.replace(/^"|"$/g, '') };
}
