/**
 * A table or list that the viewport cuts: its rows above or below the screen went into the page's one-line
 * summaries, which count refs and name sections, so plain rows (no refs) vanished without a word. After "Last" on
 * a paged table the page scrolled, the page's first row sat just above the screen, and a model asked for "the
 * first order on the last page" read the second (relay log C44). The container now says how many rows it has off
 * screen, where they are.
 */
import type { VNode } from './model';

const HOLDS_ITEMS = new Set(['table', 'grid', 'treegrid', 'rowgroup', 'list', 'listbox', 'tree', 'menu']);
const ITEMS = new Set(['row', 'listitem', 'option', 'treeitem', 'menuitem']);

export function holdsItems(n: VNode): boolean {
  return HOLDS_ITEMS.has(n.role);
}

/** `(1 row above the screen, and the column headers: scroll up to read them)`, or '' when nothing is cut. */
export function cutNote(nodes: VNode[], where: 'above' | 'below'): string {
  let items = 0;
  let headers = false;
  let noun = 'row';
  const walk = (n: VNode) => {
    if (ITEMS.has(n.role)) {
      if (n.children.some((c) => c.role === 'columnheader')) headers = true;
      else {
        items++;
        if (n.role !== 'row') noun = 'item';
      }
      return;
    }
    n.children.forEach(walk);
  };
  nodes.forEach(walk);
  if (!items && !headers) return '';
  const what = [items && `${items} ${noun}${items === 1 ? '' : 's'}`, headers && 'the column headers'].filter(Boolean);
  const them = items > 1 || headers ? 'them' : 'it';
  return `(${what.join(' and ')} ${where} the screen: scroll ${where === 'above' ? 'up' : 'down'} to read ${them})`;
}
