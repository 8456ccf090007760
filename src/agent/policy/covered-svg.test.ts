/**
 * Inside an <svg> a later shape paints over earlier text, with no position or layer anywhere (red team round 9,
 * covers-r9.html): a white <rect> after a <text> hid it from a person while the model read it.
 */
import { expect, it } from 'vitest';
import { hiddenNodes, type StyledNode } from '../../background/cdp/hidden-styles';

const page = { width: 1280, height: 720 };
const white = { fill: 'rgb(255, 255, 255)', 'fill-opacity': '1', position: 'static' };
/** body > svg > [text > "…", rect] in the order given. */
function svg(rectFirst: boolean): StyledNode[] {
  const text: StyledNode[] = [
    { parent: 1, text: false, box: [12, 8, 300, 18], style: { fill: 'rgb(0, 0, 0)' }, svgText: true },
    { parent: 0, text: true, box: [12, 8, 300, 18], style: { fill: 'rgb(0, 0, 0)' } },
  ];
  const rect: StyledNode = { parent: 1, text: false, box: [8, 4, 600, 36], style: white, shape: true };
  const nodes: StyledNode[] = [
    { parent: -1, text: false, box: [0, 0, 1280, 720], style: {} },
    { parent: 0, text: false, box: [8, 4, 600, 36], style: { position: 'static' }, image: true },
  ];
  if (rectFirst) return [...nodes, rect, { ...text[0]!, parent: 1 }, { ...text[1]!, parent: 3 }];
  return [...nodes, text[0]!, { ...text[1]!, parent: 2 }, rect];
}

it('a white shape drawn after the text hides it', () => {
  expect(hiddenNodes(svg(false), page).has(3)).toBe(true);
});

it('a shape drawn before the text is its background: the text is seen', () => {
  expect(hiddenNodes(svg(true), page).has(4)).toBe(false);
});
