/**
 * What a node's name tells the hidden-text rules (StyledNode flags), the same for both collectors: DOMSnapshot's
 * node names (dom-hints.ts) and the in-page walk's (walk-hints.ts).
 */
import type { StyledNode } from './hidden-styles';

/** Node names (DOMSnapshot's, DOM.getDocument's) of the elements StyledNode.image means. */
const IMAGE_NAMES = /^(IMG|AREA|svg|SVG|CANVAS|OBJECT)$/;
/** SVG shapes (StyledNode.shape): painted by their fill. */
const SHAPE_NAMES = /^(rect|path|circle|ellipse|polygon)$/;
/** SVG text elements (StyledNode.svgText): painted by their fill. */
const SVG_TEXT_NAMES = /^(text|tspan|textPath)$/i;
/**
 * SVG elements never drawn, their text seen by nobody (c4-r9-svg-desc); an HTML node name is upper case. Not <title>:
 * it names its icon (a button holding only that icon is named by it), judged as a name is (shown-name.ts).
 */
const UNRENDERED_NAMES = /^(desc|metadata)$/;

/** The flags a node name gives. */
export function nameFlags(name: string | undefined): Pick<StyledNode, 'image' | 'shape' | 'svgText' | 'unrendered'> {
  if (!name) return {};
  return {
    ...(IMAGE_NAMES.test(name) ? { image: true } : {}),
    ...(SHAPE_NAMES.test(name) ? { shape: true } : {}),
    ...(SVG_TEXT_NAMES.test(name) ? { svgText: true } : {}),
    ...(UNRENDERED_NAMES.test(name) ? { unrendered: true } : {}),
  };
}
