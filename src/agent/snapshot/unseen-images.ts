import type { CollectedFrame } from './collected';

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
      if ((n.role === 'image' || n.role === 'img') && n.name && n.backendId !== undefined && frame.dom[n.backendId]?.h)
        out.push(n.name);
    }
    names = out;
    cache.set(frame, names);
  }
  return names;
}
