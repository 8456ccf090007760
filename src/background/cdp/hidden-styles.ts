/**
 * The hidden-text rules of src/agent/policy/hidden-text.ts (policy README section 5), applied to DOMSnapshot
 * computed styles instead of calling the page function per node: one captureSnapshot already carries every layout
 * node's style, so judging the whole page costs a pass over arrays (no extra round trip per element).
 * Text the user cannot see is a prompt-injection carrier; nodes judged hidden get DomHints.h and the snapshot
 * leaves their text and names out. display:none and aria-hidden never reach us: Chrome's AX tree drops them.
 */

import {
  clipPathHides,
  filterOpacity,
  isSpeck,
  lettersOverlap,
  maskHides,
  propertyScale,
  TINY_FONT_PX,
  transformScale,
} from '../../agent/policy/hidden-rules';
import { coveredText, type PageView } from '../../agent/policy/covered';
import { EDGE_STYLES } from '../../agent/policy/edge-paint';
import { paintNodes } from './paint-nodes';
import { blend, colour, luminance, number } from './style-values';
import { offPage } from './off-page';

/** Computed styles this module reads, appended to the snapshot's style list (their order is the array order). */
export const HIDDEN_STYLES = [
  'opacity',
  'visibility',
  'position',
  'clip',
  'clip-path',
  'overflow-x',
  'overflow-y',
  'transform',
  'filter',
  'font-size',
  'text-indent',
  'color',
  'background-color',
  'background-image',
  'text-shadow',
  '-webkit-text-stroke-width',
  // The sixth red-team round: painting text away by other properties (hidden-r6.html).
  'scale',
  'zoom',
  'mask-image',
  '-webkit-text-fill-color',
  'letter-spacing',
  'fill',
  'fill-opacity',
  // Text under an opaque box painted over it (src/agent/policy/covered.ts); a flex or grid item stacks by z-index.
  'z-index',
  'display',
  // Paint laid over text by no background: borders, outlines, box shadows (issue 11, edge-paint.ts).
  ...EDGE_STYLES,
  // An SVG shape's stroke paints outside its box (round 11, page-ax/stroke-paint.ts); last, as recorded pages keep
  // their values by index.
  'stroke',
  'stroke-opacity',
  'stroke-width',
] as const;
export type HiddenStyle = (typeof HIDDEN_STYLES)[number];

/** DomHints.bx: a computed display that makes the element a box of its own (a flex item's is already blockified). */
export const ownBox = (display: string | undefined): boolean => !!display && !/^(inline|contents|none)$/.test(display);

export interface StyledNode {
  parent: number;
  style?: Partial<Record<HiddenStyle, string>>;
  /** Layout box in document coordinates. */
  box?: number[];
  /** A text node: the colour rules judge its parent element's style. */
  text: boolean;
  /** <html> or <body>: their overflow is the page's own scrolling (the page size covers it). */
  root?: boolean;
  /** An image (<img>, <area>, <input type=image>, <svg>): its name (alt, title) is shown by nothing but its pixels. */
  image?: boolean;
  /** An SVG <text> / <tspan> / <textPath>: its text is painted by `fill`, not `color`. */
  svgText?: boolean;
  picture?: boolean; // an <img> showing a picture: it paints over its box, as a background picture does (covered.ts)
  /** An SVG element that is never drawn (UNRENDERED_NAMES): what it holds is hidden. */
  unrendered?: boolean;
  /** An SVG shape (SHAPE_NAMES): its fill paints over its box. */
  shape?: boolean;
  /** A canvas's opaque pixels, as rectangles in document coordinates (page-ax/drawn-paint.ts). */
  paints?: number[][];
  /**
   * An <img> that failed to load: Chrome draws its alt as text in the image's place (sized to that text, so the
   * size rule does not see a speck), and that text is judged by the colour and size rules like any other.
   */
  altText?: boolean;
  /** A box whose content scrolls: [scrollLeft, scrollTop, most scrollLeft, most scrollTop] (covered.ts). */
  scroll?: number[];
  /** A host's light child shown through a slot: the slot's index, where it paints (covered.ts). */
  slot?: number;
}

interface Inherited {
  opacity: number;
  /** How much transforms up the tree shrink lengths: a 16px font under scale(0.05) is a speck. */
  scale: number;
  hidden: boolean;
  // Off the page, judged on each box (a popup placed on screen from a zero-height teleport target is seen, C109); a
  // text node takes its element's, and a box off the page that clips its overflow hides all it holds.
  off: boolean;
  offClips: boolean;
  /** The nearest opaque background behind this node; null = an image (we cannot judge contrast, so we do not). */
  background: number[] | null;
  /** Inside a box that scrolls on this axis: content past the page's edge there is reachable by scrolling that box. */
  scrollsX: boolean;
  scrollsY: boolean;
}

const SCROLLS = /^(auto|scroll|overlay)$/;

/**
 * Node index -> true when what it shows cannot be seen. Nodes must come in document order (parents first).
 * `unsure` (when given) collects the images whose alt would be hidden text if they failed to load but that are not
 * marked altText: the DOMSnapshot path cannot tell a failed image from a loaded one and asks Chrome about these.
 * `textOnly` (when given) collects the elements among them that are shown themselves and only their own text is not,
 * by the image-replacement trick (Trix's toolbar buttons indent "Bold" off-screen and draw an icon): the control is
 * there, its label unread. Text made invisible by colour is not among them (a transparent link shows nothing).
 */
export function hiddenNodes(
  nodes: StyledNode[],
  page: { width: number; height: number; view?: PageView },
  unsure?: number[],
  textOnly?: Set<number>,
  lookInside?: Set<number>,
): Set<number> {
  const out = new Set<number>();
  const gone = new Set<number>(); // hidden by more than their text's look: they paint nothing either
  const state: Inherited[] = [];
  // Colour and size rules hide text: an element is judged by them only when it holds text of its own (TinyMCE's
  // table-picker cells are empty boxes with a transparent colour; they are not hidden from the user).
  const holdsText = new Set<number>();
  for (const n of nodes) if (n.text) holdsText.add(n.parent);
  nodes.forEach((n, i) => {
    // A slotted child inherits from its slot, where it is drawn (Ionic's content scrolls in a shadow box; C122).
    const up: Inherited = state[n.slot ?? n.parent] ?? {
      opacity: 1,
      scale: 1,
      hidden: false,
      off: false,
      offClips: false,
      background: [255, 255, 255, 1],
      scrollsX: false,
      scrollsY: false,
    };
    const s = n.style;
    const here: Inherited = { ...up };
    if (s && !n.text) {
      here.opacity = up.opacity * number(s.opacity, 1) * filterOpacity(s.filter);
      here.scale = up.scale * transformScale(s.transform) * propertyScale(s.scale, s.zoom);
      const bg = colour(s['background-color'] ?? '');
      if (s['background-image'] && s['background-image'] !== 'none') here.background = null;
      else if (bg && bg[3]! > 0.9) here.background = bg;
      // A translucent backdrop (a dark rgba(0,0,0,.4) badge under white text) tints what lies under it: judge the
      // text against the blend, not against the page behind it (reveal.js's slide number was left out).
      else if (bg && bg[3]! > 0.05 && up.background) here.background = blend(bg, up.background);
      // Structural hiding covers the whole subtree; colour and size rules are judged per node on its own
      // (inherited) computed style, since a child may override them.
      here.hidden =
        up.hidden ||
        here.opacity < 0.05 ||
        here.scale < 1e-3 ||
        maskHides(s['mask-image']) ||
        clipsAll(s, n.box) ||
        flattened(s.transform);
      const sized = !!n.box && n.box[2]! + n.box[3]! > 0;
      here.off = sized ? up.offClips || offPage(n.box, page, up) : up.off;
      here.offClips = here.off && (up.offClips || clipsOverflow(s));
      // An app shell (the page never scrolls, an inner box does) holds most of its content past the page's end:
      // that content is one scroll away, not hidden. The root elements are the page's own scroller.
      if (!n.root) {
        here.scrollsX = up.scrollsX || SCROLLS.test(s['overflow-x'] ?? '');
        here.scrollsY = up.scrollsY || SCROLLS.test(s['overflow-y'] ?? '');
      }
    }
    const textHolder = n.text || holdsText.has(i) || !!n.altText;
    if (n.unrendered) here.hidden = true;
    if (here.off && !here.hidden && !here.offClips && !n.text) lookInside?.add(i);
    if (here.hidden || here.off) {
      out.add(i);
      gone.add(i);
    } else if (
      s &&
      textHolder &&
      textInvisible(s, here.background, here.scale, !!nodes[n.text ? n.parent : i]?.svgText)
    ) {
      out.add(i);
      if (!n.text && replacedText(s, here.scale, n.box)) textOnly?.add(i);
    }
    // An image's alt stands for what it shows: a tracking-pixel-sized one shows nothing, so its alt is hidden text.
    else if (n.image && isSpeck(n.box)) out.add(i);
    // A loaded image shows its pixels whatever its text colour (next/image sets color:transparent on every one).
    else if (unsure && s && n.image && !textHolder && textInvisible(s, here.background, here.scale)) unsure.push(i);
    state[i] = here;
  });
  // Text under opaque paint laid over it: hidden too (covered.ts judges by CSS painting order; paint-nodes.ts).
  const paint = paintNodes(nodes, (i) => state[i]?.opacity ?? 1);
  for (const i of coveredText(paint, out, page.view, gone)) out.add(i);
  return out;
}

function clipsAll(s: Partial<Record<HiddenStyle, string>>, box: number[] | undefined): boolean {
  const clip = (s.clip ?? '').replace(/\s+/g, '');
  if (/^rect\(0(px)?,?0(px)?,?0(px)?,?0(px)?\)$/.test(clip) && /absolute|fixed/.test(s.position ?? '')) return true;
  if (box && clipPathHides(s['clip-path'], box[2]!, box[3]!)) return true;
  // A box that clips its overflow and is (nearly) zero-sized shows nothing of its content (the "sr-only" trick).
  return clipsOverflow(s) && !!box && (box[2]! <= 1 || box[3]! <= 1);
}

function clipsOverflow(s: Partial<Record<HiddenStyle, string>>): boolean {
  return !/^(visible)?$/.test(s['overflow-x'] ?? '') || !/^(visible)?$/.test(s['overflow-y'] ?? '');
}

function flattened(transform: string | undefined): boolean {
  return transformScale(transform) < 1e-3;
}

/**
 * Text moved out of its box (text-indent, the image-replacement trick) while the box itself is drawn at a size one
 * can click (an icon). A shrunk font is not taken as such: a button in a 2px font is a blank speck to the user, and
 * its text stays plain hidden text (the red-team pages' CANARY-D3, CANARY-H27).
 */
function replacedText(s: Partial<Record<HiddenStyle, string>>, scale: number, box: number[] | undefined): boolean {
  if (s.visibility === 'hidden' || s.visibility === 'collapse') return false;
  if (!box || box[2]! * scale < 8 || box[3]! * scale < 8) return false;
  return number(s['text-indent'], 0) < -999 && number(s['font-size'], 16) * scale >= TINY_FONT_PX;
}

type Styles = Partial<Record<HiddenStyle, string>>;
function textInvisible(s: Styles, background: number[] | null, scale: number, svgText = false): boolean {
  if (s.visibility === 'hidden' || s.visibility === 'collapse') return true;
  if (number(s['font-size'], 16) * scale < TINY_FONT_PX) return true;
  if (number(s['text-indent'], 0) < -999) return true;
  if (lettersOverlap(s['letter-spacing'], number(s['font-size'], 16))) return true;
  // SVG text is painted by its fill; HTML text by -webkit-text-fill-color, which is the colour unless set apart.
  if (svgText && (/^(none|transparent)$/.test(s.fill ?? '') || number(s['fill-opacity'], 1) < 0.05)) return true;
  const c = colour((svgText ? s.fill : s['-webkit-text-fill-color'] || s.color) ?? '');
  if (!c) return false;
  if (c[3]! < 0.05) return true;
  if (!background || (s['text-shadow'] && s['text-shadow'] !== 'none')) return false;
  if (!/^0?(px)?$/.test(s['-webkit-text-stroke-width'] ?? '0')) return false;
  const [l1, l2] = [luminance(c), luminance(background)].sort((a, b) => b - a);
  return (l1! + 0.05) / (l2! + 0.05) < 1.15;
}
