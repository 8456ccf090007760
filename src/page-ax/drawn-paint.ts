/**
 * What an <img> or a <canvas> paints, read from its pixels in the page (issue 11): a 1x1 opaque GIF stretched over
 * text hides it as any picture does while a clear spacer GIF hides nothing, and a canvas hides what lies under its
 * filled pixels only. The hint walk's extras (extras.ts) and get_page_text (content/covered-text.ts) both ask.
 *
 * Pixels of a cross-origin image, or of a canvas that drew one (tainted), cannot be read: those count as painting
 * all of their box. Text under a clear one is then left out (the model misses what a person reads), which is the
 * safe side: the other way, any page could stretch a white pixel from another origin over its instructions.
 */

import { STROKED, strokedShape, strokePaint } from './stroke-paint';

/** An alpha this high or more is opaque (as covered.ts takes a colour of 0.9). */
const OPAQUE = 230;
/** A canvas is read at this many pixels a side at most (scaled down), and judged in cells of a grid this size. */
const READ_PX = 256;
const CELLS = 32;

let scratch: CanvasRenderingContext2D | null | undefined;

/** The pixels of `source` drawn at w x h; null when the browser will not let them be read. */
function pixels(source: CanvasImageSource, w: number, h: number): Uint8ClampedArray | null {
  scratch ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!scratch) return null;
  const c = scratch.canvas;
  [c.width, c.height] = [w, h];
  scratch.clearRect(0, 0, w, h);
  try {
    scratch.drawImage(source, 0, 0, w, h);
    return scratch.getImageData(0, 0, w, h).data;
  } catch {
    return null; // a tainted canvas: cross-origin pixels
  }
}

/**
 * An <img> showing a picture paints over its box, as a background picture does (covered.ts opaqueImage). A picture
 * of 2 px or less a side is a spacer or a stretched colour: it paints only when every pixel is opaque. One still
 * loading will paint over its box in a moment: read before it arrived, the text under a cover picture reached the
 * model on a loaded machine (red team c4-r8-img-cover, once), so it counts as painting (the safe side).
 */
export function showsPicture(el: Element): boolean {
  if (!(el instanceof HTMLImageElement)) return false;
  if (!el.complete && el.currentSrc) return true;
  if (!el.complete || !el.naturalWidth || !el.naturalHeight) return false;
  if (el.naturalWidth > 2 || el.naturalHeight > 2) return true;
  const data = pixels(el, el.naturalWidth, el.naturalHeight);
  return !data || data.every((v, k) => k % 4 !== 3 || v >= OPAQUE);
}

/**
 * The rectangles (document coordinates) a canvas paints opaque: each cell of a grid over it whose every pixel is
 * opaque, cells merged into runs along a row and runs of the same columns down the rows.
 */
export function canvasPaint(c: HTMLCanvasElement, scrollX: number, scrollY: number): number[][] {
  const r = c.getBoundingClientRect();
  if (r.width < 4 || r.height < 4 || !c.width || !c.height) return [];
  const box = [r.left + scrollX, r.top + scrollY, r.width, r.height];
  const [w, h] = [Math.min(c.width, READ_PX), Math.min(c.height, READ_PX)];
  const data = pixels(c, w, h);
  if (!data) return [box];
  // A WebGL canvas reads as clear once shown (its drawing buffer is not kept), so a clear read says nothing: one
  // that takes clicks counts as painting (a blank canvas over text is rare); one that lets clicks through, an effects
  // layer, does not (as on the DOMSnapshot path, dom-hints.ts).
  if (data.every((v, k) => k % 4 !== 3 || v === 0)) return getComputedStyle(c).pointerEvents === 'none' ? [] : [box];
  const [cols, rows] = [Math.min(w, CELLS), Math.min(h, CELLS)];
  const full = (col: number, row: number) => {
    for (let y = Math.floor((row * h) / rows); y < Math.floor(((row + 1) * h) / rows); y++)
      for (let x = Math.floor((col * w) / cols); x < Math.floor(((col + 1) * w) / cols); x++)
        if (data[(y * w + x) * 4 + 3]! < OPAQUE) return false;
    return true;
  };
  const [cw, ch] = [r.width / cols, r.height / rows];
  const out: number[][] = [];
  let above = new Map<number, number[]>(); // runs of the row above, by their first column
  for (let row = 0; row < rows; row++) {
    const here = new Map<number, number[]>();
    for (let col = 0; col < cols; col++) {
      if (!full(col, row)) continue;
      const from = col;
      while (col + 1 < cols && full(col + 1, row)) col++;
      const width = (col - from + 1) * cw;
      const up = above.get(from);
      if (up && up[2] === width) {
        up[3]! += ch;
        here.set(from, up);
      } else {
        const run = [box[0]! + from * cw, box[1]! + row * ch, width, ch];
        out.push(run);
        here.set(from, run);
      }
    }
    above = here;
  }
  return out;
}

export { STROKED };

/**
 * What an SVG shape's stroke paints, in document coordinates, its width scaled as drawn (a viewBox or a transform
 * can make a 4-unit stroke 40 px wide): paint-values.ts strokePaint.
 */
export function shapeStroke(el: Element, sx: number, sy: number): number[][] {
  if (!(el instanceof SVGGraphicsElement) || !STROKED.test(el.localName)) return [];
  const s = getComputedStyle(el);
  if (s.stroke === 'none') return [];
  const m = el.getScreenCTM();
  const scale = m ? Math.sqrt(Math.abs(m.a * m.d - m.b * m.c)) : 1;
  const r = el.getBoundingClientRect();
  const width = (Number.parseFloat(s.strokeWidth) || 0) * scale;
  const stroke = { colour: s.stroke, opacity: s.strokeOpacity, width };
  return strokePaint([r.x + sx, r.y + sy, r.width, r.height], stroke, strokedShape(el.localName));
}
