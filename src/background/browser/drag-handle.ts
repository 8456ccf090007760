/**
 * A sortable list whose items move only by a handle (SortableJS's `handle` option, a "☰" grip): a drag started at
 * the item's centre did nothing and the result said "no visible changes" (relay log C80). The drag starts on the
 * handle instead, when the item holds one.
 */
import { callOn } from './page-calls';
import type { Actionable } from './locate';
import type { BrowserTab } from './tab';

/** Page function: the offset of the item's handle centre from the item's top-left, or null when it has none. */
function handleOffset(this: Element): { dx: number; dy: number } | null {
  const own = getComputedStyle(this).cursor;
  for (const el of this.querySelectorAll('*')) {
    const cls = el.getAttribute('class') ?? '';
    const said = `${el.getAttribute('title') ?? ''} ${el.getAttribute('aria-label') ?? ''}`;
    // A grip by its class word or its label ("Drag to reorder"); a resize handle is no way to move the item.
    const named =
      (/(^|[\s_-])(handle|grip)([\s_-]|$)/i.test(cls) || /\b(drag|reorder)/i.test(said)) && !/resiz/i.test(cls);
    const grabs = /^(grab|move)$/.test(getComputedStyle(el).cursor) && !/^(grab|move)$/.test(own);
    if (!named && !grabs) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    const item = this.getBoundingClientRect();
    return { dx: r.x + r.width / 2 - item.x, dy: r.y + r.height / 2 - item.y };
  }
  return null;
}

/** Where to press to drag the element: its handle's centre when it has one, else the point actionable chose. */
export async function dragStart(tab: BrowserTab, el: Actionable): Promise<{ x: number; y: number; handle: boolean }> {
  const off = await callOn<{ dx: number; dy: number } | null>(tab, el, handleOffset).catch(() => null);
  if (!off) return { x: el.x, y: el.y, handle: false };
  return { x: el.box.x + off.dx, y: el.box.y + off.dy, handle: true };
}
