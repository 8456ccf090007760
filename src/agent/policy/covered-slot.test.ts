/**
 * The covered-text rule (covered.ts) and web components: a host's light text paints where its slot is, inside the
 * shadow tree (the collectors give a slotted node its slot as parent). Shaped as Shoelace's <sl-alert>: an opaque
 * base box in the shadow root holding the slot that shows the alert's message.
 */
import { describe, expect, it } from 'vitest';
import { coveredText, type PaintNode } from './covered';

const box = [20, 100, 600, 48];
/** host > shadow root > base (opaque, relative) > slot [> white cover]; the text is the host's light child. */
function alert(opts: { slotted: boolean; cover?: boolean }): PaintNode[] {
  const nodes: PaintNode[] = [
    { parent: -1, text: false, box: [0, 0, 1280, 720] },
    { parent: 0, text: false, box }, // the host
    { parent: 1, text: false }, // its shadow root
    { parent: 2, text: false, box, position: 'relative', zIndex: 'auto', opaque: true }, // base
    { parent: 3, text: false, box: [40, 112, 300, 20] }, // the slot
  ];
  if (opts.cover) nodes.push({ parent: 3, text: false, box, position: 'absolute', zIndex: 'auto', opaque: true });
  nodes.push({ parent: opts.slotted ? 4 : 1, text: true, box: [40, 114, 120, 16] });
  return nodes;
}
const textAt = (nodes: PaintNode[]) => nodes.length - 1;

describe('covered text shown through a slot', () => {
  it("the alert's message inside its own opaque box is shown", () => {
    const nodes = alert({ slotted: true });
    expect(coveredText(nodes).has(textAt(nodes))).toBe(false);
    // Judged by its light-tree parent (the host), the base box would seem painted over it.
    const light = alert({ slotted: false });
    expect(coveredText(light).has(textAt(light))).toBe(true);
  });

  it('an opaque box the shadow tree lays over its slot still hides the slotted text', () => {
    const nodes = alert({ slotted: true, cover: true });
    expect(coveredText(nodes).has(textAt(nodes))).toBe(true);
  });
});
