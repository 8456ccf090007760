/**
 * Rectangle arithmetic for the covered-text rule (covered.ts): a cover may paint several rectangles (a border's four
 * bands, a shadow around a box, a canvas's filled cells), and text is covered when their union holds its box.
 * A rectangle is [x, y, width, height].
 */

/** The parts of `a` outside `b`: up to four rectangles (bands above and below, then the strips beside). */
export function subtract(a: number[], b: number[]): number[][] {
  const [ax, ay, aw, ah] = a as [number, number, number, number];
  const [bx, by, bw, bh] = b as [number, number, number, number];
  const [x0, y0, x1, y1] = [Math.max(ax, bx), Math.max(ay, by), Math.min(ax + aw, bx + bw), Math.min(ay + ah, by + bh)];
  if (x0 >= x1 || y0 >= y1) return [a];
  const out: number[][] = [];
  if (y0 > ay) out.push([ax, ay, aw, y0 - ay]);
  if (ay + ah > y1) out.push([ax, y1, aw, ay + ah - y1]);
  if (x0 > ax) out.push([ax, y0, x0 - ax, y1 - y0]);
  if (ax + aw > x1) out.push([x1, y0, ax + aw - x1, y1 - y0]);
  return out;
}

/** The slop at a box's edges coveredBy allows: a pixel (boxes are rounded), less for a box under 4 px. */
const edge = (w: number, h: number) => Math.min(1, w / 4, h / 4);
/** coveredBy lets go of a sliver this thin. */
const SLIVER = 0.01;

/** Every part of `box` lies under one of `rects`, give or take a pixel at its edges (boxes are rounded). */
export function coveredBy(rects: number[][], box: number[]): boolean {
  const [x, y, w, h] = box as [number, number, number, number];
  const e = edge(w, h);
  let left: number[][] = [[x + e, y + e, w - 2 * e, h - 2 * e]];
  for (const r of rects) {
    left = left.flatMap((piece) => subtract(piece, r)).filter((p) => p[2]! > SLIVER && p[3]! > SLIVER);
    if (!left.length) return true;
  }
  return left.length === 0;
}

/** `r` grown by `by` on every side (shrunk when negative); null when nothing is left of it. */
export function grow(r: number[], by: number): number[] | null {
  const out = [r[0]! - by, r[1]! - by, r[2]! + 2 * by, r[3]! + 2 * by];
  return out[2]! > 0 && out[3]! > 0 ? out : null;
}

/** The smallest rectangle holding all of `rects`. */
export function boundsOf(rects: number[][]): number[] {
  const x = Math.min(...rects.map((r) => r[0]!));
  const y = Math.min(...rects.map((r) => r[1]!));
  return [x, y, Math.max(...rects.map((r) => r[0]! + r[2]!)) - x, Math.max(...rects.map((r) => r[1]! + r[3]!)) - y];
}

/**
 * `box` reaches out of `bounds` (boundsOf some rects) past coveredBy's slop: so those rects do not cover it. A
 * test of four numbers, where coveredBy allocates pieces.
 */
export function outside(bounds: number[], box: number[]): boolean {
  const [x, y, w, h] = box as [number, number, number, number];
  const [bx, by, bw, bh] = bounds as [number, number, number, number];
  const e = edge(w, h) + SLIVER;
  return x + e < bx || y + e < by || x + w - e > bx + bw || y + h - e > by + bh;
}
