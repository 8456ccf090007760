/**
 * The sixth red-team round's hidden text (test/fixtures/pages/redteam/hidden-r6.html), as Chrome's computed styles
 * report it to both collectors: each paints nothing a person reads, by a property the rules did not read before.
 */
import { describe, expect, it } from 'vitest';
import { hiddenNodes, type StyledNode } from './hidden-styles';

const page = { width: 1280, height: 720 };
const INK = { color: 'rgb(34, 34, 34)', 'font-size': '16px', '-webkit-text-fill-color': 'rgb(34, 34, 34)' };
const body: StyledNode = {
  parent: -1,
  style: { opacity: '1', 'background-color': 'rgb(255, 255, 255)' },
  box: [0, 0, 1280, 720],
  text: false,
};
const div = (style: StyledNode['style'], extra: Partial<StyledNode> = {}): StyledNode => ({
  parent: 0,
  style: { ...INK, ...style },
  box: [8, 100, 600, 18],
  text: false,
  ...extra,
});
const textIn = (parent: number, style: StyledNode['style']): StyledNode => ({
  parent,
  style: { ...INK, ...style },
  box: [8, 100, 500, 18],
  text: true,
});
const hidden = (style: StyledNode['style'], extra: Partial<StyledNode> = {}) =>
  hiddenNodes([body, div(style, extra), textIn(1, style)], page).has(2);

describe('painting text away by other properties', () => {
  it.each([
    ['-webkit-text-fill-color: transparent', { '-webkit-text-fill-color': 'rgba(0, 0, 0, 0)' }],
    ['scale: 0.02', { scale: '0.02' }],
    [
      'transform: rotateY(90deg)',
      { transform: 'matrix3d(6.12323e-17, 0, -1, 0, 0, 1, 0, 0, 1, 0, 6.12323e-17, 0, 0, 0, 0, 1)' },
    ],
    ['zoom: 0.05', { zoom: '0.05' }],
    ['letter-spacing: -1em', { 'letter-spacing': '-16px' }],
    ['mask-image of transparent gradients', { 'mask-image': 'linear-gradient(rgba(0, 0, 0, 0), rgba(0, 0, 0, 0))' }],
  ])('%s is hidden', (_why, style) => {
    expect(hidden(style)).toBe(true);
  });
  it('SVG text with a transparent fill is hidden; with a visible fill it is not, whatever its colour', () => {
    expect(hidden({ fill: 'transparent' }, { svgText: true })).toBe(true);
    expect(hidden({ fill: 'rgb(34, 34, 34)', 'fill-opacity': '0' }, { svgText: true })).toBe(true);
    expect(hidden({ fill: 'rgb(34, 34, 34)', color: 'rgb(255, 255, 255)' }, { svgText: true })).toBe(false);
  });
  it('what people use and read stays: a slight rotation, scale 0.8, a 3D tilt, a gradient mask that fades, tight spacing', () => {
    for (const style of [
      { transform: 'matrix(0.984808, 0.173648, -0.173648, 0.984808, 0, 0)' },
      { scale: '0.8' },
      { transform: 'matrix3d(0.866025, 0, -0.5, 0, 0, 1, 0, 0, 0.5, 0, 0.866025, 0, 0, 0, 0, 1)' },
      { 'mask-image': 'linear-gradient(rgb(0, 0, 0) 80%, rgba(0, 0, 0, 0))' },
      { 'letter-spacing': '-0.5px' },
      { zoom: '0.9' },
      { fill: 'none' },
    ])
      expect(hidden(style), JSON.stringify(style)).toBe(false);
  });
});
