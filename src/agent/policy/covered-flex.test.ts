/**
 * A flex or grid item with a z-index stacks without a position (relay log C115): Naive UI's highlighted option draws
 * its background in an absolute ::before and lifts its label over it with `z-index: 1` on a flex item.
 */
import { expect, it } from 'vitest';
import { hiddenNodes, type StyledNode } from '../../background/cdp/hidden-styles';

const page = { width: 1280, height: 720 };
const option = [514, 341, 332, 34];
/** body > option (flex, relative) > ::before (absolute, opaque) + label box (z-index) > text. */
function menu(label: StyledNode['style'], cover: StyledNode['style'] = {}): StyledNode[] {
  return [
    { parent: -1, text: false, box: [0, 0, 1280, 720], style: {} },
    { parent: 0, text: false, box: option, style: { display: 'flex', position: 'relative', 'z-index': 'auto' } },
    {
      parent: 1,
      text: false,
      box: [518, 341, 324, 34],
      style: { position: 'absolute', 'z-index': 'auto', 'background-color': 'rgb(243, 243, 245)', ...cover },
    },
    { parent: 1, text: false, box: [526, 349, 200, 18], style: { position: 'static', ...label } },
    { parent: 3, text: true, box: [526, 349, 26, 18], style: { color: 'rgb(51, 54, 57)' } },
  ];
}

it("a flex item's z-index lifts its text over an absolute box behind it: the text is seen", () => {
  expect(hiddenNodes(menu({ 'z-index': '1' }), page).has(4)).toBe(false);
  // Without the z-index the absolute box paints over the in-flow label, as before.
  expect(hiddenNodes(menu({ 'z-index': 'auto' }), page).has(4)).toBe(true);
});

it('a flex item with a z-index is a cover too: its opaque box over text hides that text', () => {
  const nodes = menu({ 'z-index': 'auto' }, { position: 'static', 'z-index': '2' });
  expect(hiddenNodes(nodes, page).has(4)).toBe(true);
  expect(hiddenNodes(menu({ 'z-index': 'auto' }, { position: 'static', 'z-index': 'auto' }), page).has(4)).toBe(false);
});
