/**
 * A heading's permalink: an icon link beside the heading's text that points at the heading itself (Redoc's
 * operation anchors, a docs site's `#` or `¶`). Chrome names the heading by the link's aria-label and its text
 * (`tag/pet/operation/deletePet Deletes a pet`), and the builder then left the name to the children, so each
 * operation printed as a nameless `h2` over its anchor (relay log C188). The link only scrolls to where the
 * heading already is: it is dropped, and the heading is named by the words it shows.
 */
import type { VNode } from './model';
import { leafText } from './compact';
import { normalise } from './text';

export function dropPermalinks(node: VNode, pageUrl: string): void {
  if (node.role !== 'heading') return;
  const rest = node.children.filter((c) => !isPermalink(c, pageUrl));
  if (rest.length === node.children.length) return;
  const shown = normalise(rest.map(leafText).join(' '));
  if (!/[\p{L}\p{N}]/u.test(shown)) return;
  node.children = rest;
  node.name = shown;
}

/** A link into this same page that prints no words of its own (an icon, or a symbol such as `#`, `¶`, `§`). */
function isPermalink(c: VNode, pageUrl: string): boolean {
  if (c.role !== 'link' || !c.url) return false;
  const text = c.children.map(leafText).join(' ');
  if (/[\p{L}\p{N}]/u.test(text)) return false;
  if (c.url.startsWith('#')) return true;
  try {
    const page = new URL(pageUrl);
    return c.url.startsWith(`${page.pathname}${page.search}#`);
  } catch {
    return false;
  }
}
