/**
 * Where no scroll of the page reaches (hidden-styles.ts): the off-page rule, judged on one box. Left of or above the
 * page's origin cannot be scrolled into view; neither can anything past its end. Inside a box that scrolls on an
 * axis, that axis is the box's business: its content lies past the page's edges by design (and above the origin
 * once the box is scrolled down).
 */
export function offPage(
  box: number[] | undefined,
  page: { width: number; height: number },
  inside: { scrollsX: boolean; scrollsY: boolean },
): boolean {
  if (!box || box[2]! + box[3]! <= 0) return false;
  const [x, y, w, h] = box as [number, number, number, number];
  const offX = !inside.scrollsX && (x + w <= 0 || x >= page.width);
  const offY = !inside.scrollsY && (y + h <= 0 || y >= page.height);
  return offX || offY;
}
