/**
 * A box with a stacking context of its own but no position (opacity below 1, a transform, a filter) paints in the
 * z-index 0 layer, above in-flow text (CSS 2 Appendix E). Red team round 9 (covers-r9.html): a white box pulled over a
 * paragraph by a negative margin, with `opacity: 0.99`, hid the paragraph from a person while the model read it.
 */
import { expect, it } from 'vitest';
import { hiddenNodes, type StyledNode } from '../../background/cdp/hidden-styles';

const page = { width: 1280, height: 720 };
/** body > p > text, then an in-flow white box over the paragraph (margin-top: -40px) with `extra` styles. */
function pulledUp(extra: StyledNode['style']): StyledNode[] {
  return [
    { parent: -1, text: false, box: [0, 0, 1280, 720], style: {} },
    { parent: 0, text: false, box: [8, 8, 600, 36], style: { position: 'static' } },
    { parent: 1, text: true, box: [12, 16, 420, 20], style: { color: 'rgb(0, 0, 0)' } },
    {
      parent: 0,
      text: false,
      box: [8, 4, 600, 40],
      style: { position: 'static', 'z-index': '-5', 'background-color': 'rgb(255, 255, 255)', ...extra },
    },
  ];
}

it.each([
  ['opacity below 1', { opacity: '0.99' }],
  ['a transform', { transform: 'matrix(1, 0, 0, 1, 0, 0)' }],
  ['a filter', { filter: 'blur(0px)' }],
])('an in-flow white box with %s, pulled over text, hides it', (_, extra) => {
  expect(hiddenNodes(pulledUp(extra), page).has(2)).toBe(true);
});

it('an in-flow white box with none of them paints under the text: the text is seen', () => {
  // Backgrounds of in-flow blocks paint before any in-flow text; its z-index does not apply without a position.
  expect(hiddenNodes(pulledUp({}), page).has(2)).toBe(false);
});
