import { expect, it } from 'vitest';
import { hiddenNodes, type StyledNode } from './hidden-styles';

it("leaves content slotted into a shadow tree's scroller to that scroller (relay log C122)", () => {
  // Ionic 9: <ion-content> (host) > #shadow-root > div.inner-scroll (overflow-y auto) > <slot>; the host's light
  // child (a list row at y = 740 of a 720 px page that never scrolls) is drawn in that slot.
  const box = (parent: number, b: number[], style: StyledNode['style'] = {}): StyledNode => ({
    parent,
    style,
    box: b,
    text: false,
  });
  const nodes: StyledNode[] = [
    box(-1, [0, 0, 1280, 720]),
    box(0, [0, 112, 1280, 608]),
    box(1, [0, 112, 1280, 608], { 'overflow-y': 'auto' }),
    box(2, [0, 112, 1280, 608]),
    { ...box(1, [16, 740, 1248, 61]), slot: 3 },
    { parent: 4, style: { color: 'rgb(0, 0, 0)' }, box: [32, 760, 120, 17], text: true },
  ];
  expect([...hiddenNodes(nodes, { width: 1280, height: 720 })]).toEqual([]);
});
