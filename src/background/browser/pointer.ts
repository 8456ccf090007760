/** Mouse actions on refs and on viewport points: click, hover, drag, click at x/y. */
import type { ActionDone } from './actions';
import { highlight } from './actions';
import type { ClickOptions, DragKeep, PortResult } from '../../agent/browser-port';
import { mouseButton, mouseClick, mouseMove } from './input';
import { dragStart } from './drag-handle';
import { actionable } from './locate';
import { checkPointOnRef, checkPress, isArmed } from './press-guard';
import type { BrowserTab } from './tab';

export async function clickRef(tab: BrowserTab, ref: string, options: ClickOptions): Promise<PortResult<ActionDone>> {
  const el = await actionable(tab, ref, { checkEnabled: true, checkHit: true });
  if (!el.ok) return el;
  const same = await checkPress(tab, { ref });
  if (!same.ok) return same;
  highlight(tab, el.value.box, el.value.label);
  const arrived = await pointerArrives(tab, el.value.x, el.value.y, ref);
  if (!arrived.ok) return arrived;
  await mouseClick(tab, el.value.x, el.value.y, options);
  const how = [options.clickCount === 2 ? 'double-' : '', options.button !== 'left' ? `${options.button}-` : ''].join(
    '',
  );
  const mods = options.modifiers.length ? ` with ${options.modifiers.join('+')}` : '';
  return { ok: true, value: { summary: `${how}clicked ${el.value.label}${mods}` } };
}

export async function hoverRef(tab: BrowserTab, ref: string): Promise<PortResult<ActionDone>> {
  const el = await actionable(tab, ref, { checkEnabled: false, checkHit: true });
  if (!el.ok) return el;
  highlight(tab, el.value.box, el.value.label);
  await mouseMove(tab, el.value.x, el.value.y);
  return { ok: true, value: { summary: `hovered ${el.value.label}` } };
}

export async function clickPoint(
  tab: BrowserTab,
  x: number,
  y: number,
  options: ClickOptions,
): Promise<PortResult<ActionDone>> {
  const metrics = await tab.session.send('Page.getLayoutMetrics');
  const vv = metrics.cssVisualViewport ?? metrics.visualViewport;
  if (x < 0 || y < 0 || x > vv.clientWidth || y > vv.clientHeight) {
    return {
      ok: false,
      error: `(${Math.round(x)}, ${Math.round(y)}) is outside the viewport (${Math.round(vv.clientWidth)}x${Math.round(vv.clientHeight)} CSS px).`,
      hint: 'Take a new screenshot and use its pixel coordinates.',
    };
  }
  const same = await checkPress(tab, { x, y });
  if (!same.ok) return same;
  highlight(tab, { x: x - 6, y: y - 6, w: 12, h: 12 }, 'click');
  const arrived = await pointerArrives(tab, x, y);
  if (!arrived.ok) return arrived;
  await mouseClick(tab, x, y, options);
  return { ok: true, value: { summary: `clicked at (${Math.round(x)}, ${Math.round(y)}) CSS px` } };
}

/**
 * A page can swap its button when the pointer arrives (pointerover, mouseenter): after the judged, approved check the
 * mouse moves there first, and the target is checked again before the button goes down. Only for an action policy
 * armed: moving first and waiting for it costs a frame.
 */
async function pointerArrives(tab: BrowserTab, x: number, y: number, ref?: string): Promise<PortResult<void>> {
  if (!isArmed(tab.tabId)) return { ok: true, value: undefined };
  await mouseMove(tab, x, y);
  const still = await checkPress(tab, ref ? { ref } : { x, y });
  if (!still.ok) return still;
  // The ref's element is still what was approved; is it still the one under the point (no cover slid over it)?
  return ref ? checkPointOnRef(tab, ref, x, y) : still;
}

/**
 * Drag with real mouse events. Pages using HTML5 drag and drop need the browser's drag session, which CDP input
 * does not start by itself: with drags intercepted, the browser hands us the drag data (Input.dragIntercepted) and
 * we deliver it at the target with Input.dispatchDragEvent. Pointer-based drags (sortable lists, canvases) just
 * see the mouse moves.
 */
export async function dragRefs(
  tab: BrowserTab,
  fromRef: string,
  toRef: string,
  keep?: DragKeep,
): Promise<PortResult<ActionDone>> {
  const from = await actionable(tab, fromRef, { checkEnabled: true, checkHit: true });
  if (!from.ok) return from;
  const to = await actionable(tab, toRef, { checkEnabled: false, checkHit: false });
  if (!to.ok) return to;
  // The source may have scrolled out while the target was scrolled into view: re-measure it.
  const source = await actionable(tab, fromRef, { checkEnabled: true, checkHit: true });
  if (!source.ok) return source;
  const a = source.value;
  const b = to.value;
  highlight(tab, a.box, a.label);
  const start = await dragStart(tab, a);
  // A calendar event moved to another day at the same time keeps its height: dropped in to_ref's column at the
  // height it was picked up (relay log C91); 'column' the other way round (a bar moved to another row).
  const drop = keep === 'row' ? { x: b.x, y: start.y } : keep === 'column' ? { x: start.x, y: b.y } : b;
  const html5 = await dragBetween(tab, start, drop);
  highlight(tab, b.box, b.label);
  const how = [start.handle ? 'by its handle' : '', html5 ? 'HTML drag and drop' : ''].filter(Boolean).join(', ');
  const where = keep ? ` (${keep === 'row' ? 'its column' : 'its row'}, at the ${keep} the drag started in)` : '';
  return { ok: true, value: { summary: `dragged ${a.label} onto ${b.label}${where}${how ? ` (${how})` : ''}` } };
}

/** A drag between two viewport points (CSS px): drawing on canvases, sliders, map pans. */
export async function dragPoints(
  tab: BrowserTab,
  a: { x: number; y: number },
  b: { x: number; y: number },
): Promise<PortResult<ActionDone>> {
  const same = await checkPress(tab, a);
  if (!same.ok) return same;
  highlight(tab, { x: a.x - 6, y: a.y - 6, w: 12, h: 12 }, 'drag');
  const html5 = await dragBetween(tab, a, b);
  const at = (p: { x: number; y: number }) => `(${Math.round(p.x)}, ${Math.round(p.y)})`;
  return {
    ok: true,
    value: { summary: `dragged from ${at(a)} to ${at(b)} CSS px${html5 ? ' (HTML drag and drop)' : ''}` },
  };
}

/** Returns true when the page started an HTML5 drag (delivered through the intercepted drag data). */
async function dragBetween(
  tab: BrowserTab,
  a: { x: number; y: number },
  b: { x: number; y: number },
): Promise<boolean> {
  let dragData: unknown;
  const off = tab.session.on((method, params) => {
    if (method === 'Input.dragIntercepted') dragData = params.data;
  });
  try {
    await tab.session.send('Input.setInterceptDrags', { enabled: true });
    await mouseMove(tab, a.x, a.y);
    await mouseButton(tab, 'mousePressed', a.x, a.y);
    const steps = 8;
    for (let i = 1; i <= steps; i++) {
      const x = a.x + ((b.x - a.x) * i) / steps;
      const y = a.y + ((b.y - a.y) * i) / steps;
      await tab.session.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y, button: 'left', buttons: 1 });
      if (dragData) break;
    }
    if (dragData) {
      for (const type of ['dragEnter', 'dragOver', 'drop'] as const) {
        await tab.session.send('Input.dispatchDragEvent', { type, x: b.x, y: b.y, data: dragData });
      }
    }
    await mouseButton(tab, 'mouseReleased', b.x, b.y);
  } finally {
    off();
    await tab.session.send('Input.setInterceptDrags', { enabled: false }).catch(() => undefined);
  }
  return dragData !== undefined;
}
