import { isSpeck } from '../policy/hidden-rules';
import type { CollectedFrame, RawAXNode } from './collected';
import { leafText } from './compact';
import type { VNode } from './model';

const cache = new WeakMap<CollectedFrame, string[]>();

/**
 * Names of the frame's images that the user cannot see (DomHints.h: a 1x1 pixel, a 300x3 sliver, a broken image's
 * invisible alt). Chrome still names what they sit in by their alt (a link or button holding one) or what they label
 * (a checkbox's <label>, an aria-labelledby target), while the image's own line is dropped: without this the alt
 * would reach the model as a control's name (policy/shown-name.ts leaves such a name out). Once per frame.
 */
export function hiddenImageNames(frame: CollectedFrame): string[] {
  let names = cache.get(frame);
  if (names === undefined) {
    const out: string[] = [];
    for (const n of frame.nodes) {
      if (isImage(n) && n.name && n.backendId !== undefined && frame.dom[n.backendId]?.h) out.push(n.name);
    }
    names = out;
    cache.set(frame, names);
  }
  return names;
}

/**
 * Nothing below shows: no text at all (a "›" is something to see), and no node drawn bigger than a speck (a seen
 * image may be drawn outside the box of the link that holds it).
 */
export function showsNothing(nodes: VNode[]): boolean {
  return nodes.every((c) => !/\S/u.test(leafText(c)) && (!c.box || isSpeck(c.box)) && showsNothing(c.children));
}

const isImage = (n: RawAXNode) => n.role === 'image' || n.role === 'img';
