/**
 * A box that clips its overflow and is scrolled by a library that draws its own rail: perfect-scrollbar puts
 * `overflow: hidden` on the box and a `ps__rail-y` child in it; jQuery slimScroll puts `slimScrollRail` beside its
 * content. The user scrolls it (wheel, drag, keys) as an `overflow: auto` box, and the library moves its scrollTop,
 * so it is read as one. Read as clipped, an inbox's messages 13-30 printed as empty lines below the page's end and
 * find did not reach them (relay log C182).
 */
export const RAIL = /(^|[\s_-])rail([\s_-]|$)|[a-z]Rail(\s|$)/;

/** Rewrites a clipped axis of `values` (the walk's style values) to `auto` when the box scrolls by a drawn rail. */
export function readRailAsScroll(el: Element, values: string[], ix: number, iy: number): void {
  if (values[ix] !== 'hidden' && values[iy] !== 'hidden') return;
  if (el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1) return;
  const railIn = (box: Element | null) =>
    !!box && [...box.children].some((c) => c !== el && RAIL.test(c.getAttribute('class') ?? ''));
  if (!railIn(el) && !railIn(el.parentElement)) return;
  for (const i of [ix, iy]) if (values[i] === 'hidden') values[i] = 'auto';
}
