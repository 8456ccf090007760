/**
 * From a ref to an element we can act on: the worker's ref table gives {frame, backendNodeId}; CDP resolves it
 * into our isolated world of that frame; the element is scrolled into view and checked (page-functions.ts); its
 * point is mapped to top-level viewport coordinates, where Input.dispatchMouseEvent expects it.
 */
import type { PortResult } from '../../agent/browser-port';
import type { RefTarget } from '../../agent/snapshot';
import { frameCoverAt } from './frame-cover';
import { boxOf, prepareElement, type NotActionable, type PreparedElement } from './page-functions';

/** How long an element must keep its box to count as still (about one frame). */
const STABLE_MS = 16;
/** How long to wait for a moving element (an opening dialog) to come to rest. */
const STABLE_WAIT_MS = 1000;
import type { BrowserTab } from './tab';
import { coverByRef } from './cover-ref';
import { contentMoved, movedMessage, printedName } from './moved-content';
import { nameNow } from './name-now';
import { callOn, nodeInWorld, type InWorld } from './page-calls';

const STALE_HINT = 'Take a new snapshot and pick the element again from it.';

/** Page function: what the element shows now (innerText keeps a row's lines apart; a shadow host falls back). */
function shownText(this: Element): string {
  return (this as HTMLElement).innerText || this.textContent || '';
}

export interface Located extends InWorld {
  target: RefTarget;
  /** `button "Save"`: how the element is named in the snapshot. */
  label: string;
}

export interface Actionable extends Located {
  /** The point to act at and the box, in top-level viewport CSS pixels. */
  x: number;
  y: number;
  box: { x: number; y: number; w: number; h: number };
  info: PreparedElement;
}

export async function locate(tab: BrowserTab, ref: string): Promise<PortResult<Located>> {
  const resolved = tab.engine.resolveRef(ref);
  if (!resolved.ok) return { ok: false, error: resolved.error, hint: 'Take a new snapshot and use a ref from it.' };
  const target = resolved.target;
  // A ref of an element the page re-rendered acts on its replacement, and says so.
  const was = resolved.followed ? ` (${resolved.followed} was re-rendered as ${target.ref})` : '';
  // An unnamed target (a kanban card, a calendar day) is told by what it shows: `generic e6 showing "Fix login…"`.
  const under = target.under ? ` under ${JSON.stringify(target.under)}` : '';
  const shows = !target.name && target.text ? ` showing ${JSON.stringify(target.text)}${under}` : '';
  const label = `${target.role}${target.name ? ` ${JSON.stringify(target.name)}` : ''} ${target.ref}${shows}${was}`;
  const navigated = tab.watch.frameNavigatedAt.get(target.frameId) ?? 0;
  const frameGone =
    target.sessionId !== undefined && !tab.session.childSessions().some((c) => c.sessionId === target.sessionId);
  const stale = (why: string): PortResult<Located> => ({
    ok: false,
    error: `${label} ${why}`,
    hint: 'Take a new snapshot and use a ref from it.',
  });
  if (frameGone) return stale('was in a frame that is gone (it navigated away or was removed) since the snapshot.');
  if (navigated > tab.snapshotAt && target.frameId !== tab.mainFrameId)
    return stale('was in a frame that navigated away since the snapshot.');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const objectId = await nodeInWorld(tab, target.frameId, target.sessionId, target.backendNodeId);
      const located: Located = { target, objectId, sessionId: target.sessionId, label };
      // An unnamed box is known to the model only by what it showed; a reused one now shows another item.
      if (!target.name && target.text) {
        const now = await callOn<string>(tab, located, shownText);
        if (contentMoved(target.text, now))
          return { ok: false, error: movedMessage(label, target.ref, target.text, now), hint: STALE_HINT };
      }
      // A named one (a row named by its content, a link in a reused row) by the name the model was last shown (a
      // name it saw change in a diff is that name already; a toggle's one word is never taken as moved). Chrome's
      // name now and the element's text must both have lost it: the collector may name a field from a label that
      // Chrome does not use (jSuites' "Meeting point", a placeholder to Chrome), and its text then is not its name.
      if (target.name) {
        const seen = printedName(target.name);
        const now = await nameNow(tab, target, objectId);
        if (
          now !== undefined &&
          contentMoved(seen, now) &&
          contentMoved(seen, await callOn<string>(tab, located, shownText))
        )
          return { ok: false, error: movedMessage(label, target.ref, seen, now), hint: STALE_HINT };
      }
      return { ok: true, value: located };
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      if (/context|frame/i.test(text) && attempt === 0) {
        tab.forgetWorld(target.frameId, target.sessionId);
        continue;
      }
      if (navigated > tab.snapshotAt) return stale('is gone: its page navigated since the snapshot.');
      if (/no node|not found|does not belong|could not find/i.test(text)) return stale('is no longer in the page.');
      if (/no frame|frame.*(not found|detached)/i.test(text))
        return stale('was in a frame that is gone since the snapshot.');
      return { ok: false, error: `Could not reach ${label}: ${text}` };
    }
  }
  return stale('could not be reached.');
}

const REASONS: Record<string, string> = {
  detached: 'is no longer in the page',
  hidden: 'is not visible',
  disabled: 'is disabled',
  covered: 'is covered by another element',
  moving: 'does not stay still',
};
const HINTS: Record<string, string> = {
  detached: 'Take a new snapshot and use a ref from it.',
  hidden: 'Open the menu, tab or section that holds it first, or scroll to it.',
  disabled: 'Fill in what the form still needs (see the snapshot), or pick another element.',
  covered: 'Close the dialog, banner or menu on top of it first (see the snapshot), then try again.',
  moving: 'Wait for the animation to end (wait_for), then try again.',
};

/** Locate + check + point: everything before the input events. */
export async function actionable(
  tab: BrowserTab,
  ref: string,
  checks: { checkEnabled: boolean; checkHit: boolean },
): Promise<PortResult<Actionable>> {
  const found = await locate(tab, ref);
  if (!found.ok) return found;
  return prepare(tab, found.value, checks);
}

/** Check + point for an element already in hand (a ref's element, or an option found next to it). */
export async function prepare(
  tab: BrowserTab,
  el: Located,
  checks: { checkEnabled: boolean; checkHit: boolean },
): Promise<PortResult<Actionable>> {
  let prepared: PreparedElement | NotActionable = { ok: false, reason: 'detached' };
  const stableBy = Date.now() + STABLE_WAIT_MS;
  for (let attempt = 0; ; attempt++) {
    const began = Date.now();
    prepared = await callOn<PreparedElement | NotActionable>(tab, el, prepareElement, [checks]);
    // A cover on its way out (Shoelace's select list fading after a choice) is waited for, as Playwright does: the
    // model was told to close a menu no snapshot showed (relay log C55).
    if (!prepared.ok && prepared.reason === 'covered' && Date.now() < stableBy) {
      await new Promise((r) => setTimeout(r, 50));
      tab.waitedOnPage(Date.now() - began);
      continue;
    }
    if (!prepared.ok) break;
    // Still in the same place a frame later? (an opening menu or a sliding dialog moves its buttons)
    await new Promise((r) => setTimeout(r, STABLE_MS));
    const box = await callOn<string>(tab, el, boxOf, [prepared.viaLabel]);
    const r = prepared.rect;
    // A round repeated because the element was still moving is time spent waiting on the page.
    if (attempt > 0) tab.waitedOnPage(Date.now() - began);
    if (box === `${r.x},${r.y},${r.w},${r.h}`) break;
    if (Date.now() > stableBy)
      return {
        ok: false,
        error: `${el.label} does not stay still (it kept moving for ${STABLE_WAIT_MS} ms).`,
        hint: HINTS.moving,
      };
  }
  if (!prepared.ok) {
    // A cover the snapshot lists (an open list, a dialog) is named by its ref: the model can act on it.
    const named = prepared.at ? await coverByRef(tab, el, prepared.at).catch(() => null) : null;
    const detail = named ? ` (${named} is on top of it)` : prepared.detail ? ` (${prepared.detail})` : '';
    return {
      ok: false,
      error: `${el.label} ${REASONS[prepared.reason] ?? prepared.reason}${detail}.`,
      hint: HINTS[prepared.reason],
    };
  }
  const [dx, dy] = await frameOffset(tab, el, prepared);
  const box = { x: prepared.rect.x + dx, y: prepared.rect.y + dy, w: prepared.rect.w, h: prepared.rect.h };
  const [x, y] = [prepared.x + dx, prepared.y + dy];
  const cover = checks.checkHit ? await coverOverFrame(tab, el, x, y) : null;
  if (cover) return { ok: false, error: `${el.label} ${REASONS.covered} (${cover}).`, hint: HINTS.covered };
  return { ok: true, value: { ...el, x, y, box, info: prepared } };
}

/**
 * For an element inside a frame: what of the top page sits over the point (a dialog's backdrop over an embedded
 * editor or payment frame), or null when the click reaches the frame. Checked on the frame's <iframe> in the top
 * document, in our isolated world there.
 */
async function coverOverFrame(tab: BrowserTab, el: Located, x: number, y: number): Promise<string | null> {
  let frame = tab.frames.get(el.target.frameId);
  while (frame?.parentFrameId && frame.parentFrameId !== tab.mainFrameId) frame = tab.frames.get(frame.parentFrameId);
  if (!frame || frame.parentFrameId !== tab.mainFrameId || frame.ownerBackendId === undefined) return null;
  const executionContextId = await tab.world(tab.mainFrameId, undefined);
  const resolved = await tab.session
    .send('DOM.resolveNode', { backendNodeId: frame.ownerBackendId, executionContextId })
    .catch(() => undefined);
  const objectId = resolved?.object?.objectId as string | undefined;
  if (!objectId) return null;
  return callOn<string | null>(tab, { objectId, sessionId: undefined }, frameCoverAt, [x, y]);
}

/**
 * Where the element's frame sits in the top-level viewport. Inside one target CDP's content quads are already in
 * that target's viewport, so the offset is quads minus the frame-local rect; an out-of-process frame adds the
 * content box of its <iframe> in the parent target, recursively.
 */
async function frameOffset(tab: BrowserTab, el: Located, local: PreparedElement): Promise<[number, number]> {
  let dx = 0;
  let dy = 0;
  if (el.target.frameId !== tab.mainFrameId) {
    const { quads } = await tab.session
      .send('DOM.getContentQuads', { objectId: el.objectId }, el.sessionId)
      .catch(() => ({ quads: [] }));
    const q = (quads as number[][])[0];
    if (q) {
      dx = Math.min(q[0]!, q[2]!, q[4]!, q[6]!) - local.rect.x;
      dy = Math.min(q[1]!, q[3]!, q[5]!, q[7]!) - local.rect.y;
    }
  }
  let frame = tab.frames.get(el.target.frameId);
  let sessionId = el.sessionId;
  // Walk up to the out-of-process frame roots of this element's target chain.
  while (sessionId && frame) {
    let root = frame;
    while (root.parentFrameId && tab.frames.get(root.parentFrameId)?.sessionId === sessionId)
      root = tab.frames.get(root.parentFrameId)!;
    const parent = root.parentFrameId ? tab.frames.get(root.parentFrameId) : undefined;
    if (!parent || root.ownerBackendId === undefined) break;
    const model = await tab.session
      .send('DOM.getBoxModel', { backendNodeId: root.ownerBackendId }, parent.sessionId)
      .catch(() => undefined);
    if (!model) break;
    const content = model.model.content as number[];
    dx += content[0]!;
    dy += content[1]!;
    frame = parent;
    sessionId = parent.sessionId;
  }
  return [dx, dy];
}
