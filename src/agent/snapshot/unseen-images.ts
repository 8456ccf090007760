import type { DomHints, RawAXNode } from './collected';

/**
 * Names of the images under `n` that the user cannot see (DomHints.h: a 1x1 pixel, a 300x3 sliver). Chrome still
 * names a link or button holding one by its alt while the image's own line is dropped: without this, the alt
 * would reach the model as the control's name (policy/shown-name.ts leaves such a name out).
 */
export function hiddenImageNames(n: RawAXNode, byId: Map<string, RawAXNode>, dom: Record<number, DomHints>): string {
  const out: string[] = [];
  const walk = (id: string): void => {
    const c = byId.get(id);
    if (!c) return;
    if ((c.role === 'image' || c.role === 'img') && c.name && c.backendId !== undefined && dom[c.backendId]?.h)
      out.push(c.name);
    c.children.forEach(walk);
  };
  n.children.forEach(walk);
  return out.join(' ');
}
