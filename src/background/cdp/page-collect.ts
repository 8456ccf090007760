/**
 * The in-page collection of one frame: our page script (src/page-ax, built to page-ax.js) runs in our isolated
 * world and answers the frame's accessibility tree and hint walk as ONE string. chrome.debugger charges the worker
 * per value of a CDP answer (getFullAXTree on a 500-node dashboard: ~75 ms; the same facts as a string: ~6 ms), so
 * this path replaces getFullAXTree and DOMSnapshot with one call per frame.
 *
 * Identity: the page script gives every node an id stable for its life in the world; the snapshot keys nodes by
 * `syntheticId` (negative: it can never meet a backend node id), which page-calls.ts resolves through the page
 * script when a ref is used. Frame owners alone get their backend node id (learned once).
 */
import { isSpeck } from '../../agent/policy/hidden-rules';
import type { AxOut } from '../../page-ax/tree';
import type { ReadCut } from '../../shared/read-bounds';
import { adoptClosedRoots, clickListeners, imageInputsShowingAlt, learnBackendIds } from './page-chrome-facts';
import type { DomHints, RawAXNode } from './collected';
import type { TargetResult } from './collect';
import type { ViewportSource } from './viewport';
import { collectedFrames, frameOwners, targetFrames, type TargetFrame } from './frames';
import { isUnresponsive } from './debugger-errors';
import { hintsFromWalk } from './walk-hints';
import type { CdpTransport } from './transport';
import { ask, keptWorld, worldOf, type WorldState } from './page-world';

const ID_SPACE = 2 ** 26;

/** A node id for the snapshot that no backend node id can equal: the world's context and the page script's id. */
export function syntheticId(context: number, pageId: number): number {
  return -(context * ID_SPACE + pageId);
}

export function fromSyntheticId(id: number): { context: number; pageId: number } {
  return { context: Math.floor(-id / ID_SPACE), pageId: -id % ID_SPACE };
}

/** The root frame id each target (by session) had at its last read. */
const lastRoots = new WeakMap<CdpTransport, Map<string, string>>();

/** One frame's read: its tree and hints, and what the walk says of the document itself. */
export interface FrameRead {
  nodes: RawAXNode[];
  dom: Record<number, DomHints>;
  /** The document holds an element that makes a frame (its frames must be listed by Chrome). */
  hasFrames: boolean;
  url: string;
  /** What the page script left unread at a bound (page-ax/limits.ts). */
  cut?: ReadCut;
}

/** Elements that hold a frame of their own. */
const FRAME_OWNERS = /^(iframe|frame|object|embed|fencedframe|portal)$/i;

export async function collectFrameInPage(
  t: CdpTransport,
  sessionId: string | undefined,
  frameId: string,
  viewport: ViewportSource,
  source: () => Promise<string>,
  top = false,
): Promise<FrameRead> {
  let state = keptWorld(t, sessionId, frameId);
  let answer = state
    ? await ask(t, sessionId, state.context, undefined).catch((err: unknown) => {
        if (isUnresponsive(err)) throw err; // the page is busy, not gone: asking Chrome for the world would wait too
        return undefined;
      })
    : undefined;
  if (!state || answer === undefined) {
    // First read, or the kept context is gone or is not our world any more (a new document): ask Chrome.
    state = await worldOf(t, sessionId, frameId);
    answer = await ask(t, sessionId, state.context, source);
  }
  // Both ask Chrome about a few nodes, each in a few pipelined waves: side by side, not one after the other.
  const [, adopted] = await Promise.all([
    learnNeeded(t, sessionId, state, answer.ax),
    adoptClosedRoots(t, sessionId, answer.ax, state),
  ]);
  if (adopted) {
    answer = await ask(t, sessionId, state.context, undefined); // read again, closed roots included
    await learnNeeded(t, sessionId, state, answer.ax);
  }
  const { walk, ax, ex } = answer;
  if (top) viewport.fromPage(walk);
  const altShown = new Set([...(ex.alt ?? []), ...(await imageInputsShowingAlt(t, sessionId, ax, state))]);
  const byIndex = hintsFromWalk(walk, await viewport.promise, altShown, new Set(ex.pic), ex.drawn);
  const hintAt = (i: number): DomHints => {
    byIndex[i] ??= {};
    return byIndex[i];
  };
  for (const e of ex.ed ?? []) {
    hintAt(e.i).code = e.code;
    if (e.term) hintAt(e.i).term = 1;
    for (const k of e.layers) hintAt(k).e = 1;
  }
  for (const k of ex.cov ?? []) hintAt(k).v = 1;
  const listening = await clickListeners(t, sessionId, ax, state);
  for (const n of ax) if (n.p !== undefined && n.d !== undefined && listening.has(n.p)) hintAt(n.d).c = 1;
  // An option is drawn by its select (its own box means little): hidden when the select is hidden or a speck
  // (Tom Select clips its native <select multiple> to 1 px and draws its own list).
  for (const n of ax) {
    if (n.sd === undefined || n.d === undefined) continue;
    const select = walk.nodes[n.sd]?.b as [number, number, number, number] | undefined;
    if (!byIndex[n.sd]?.h && !isSpeck(select)) continue;
    hintAt(n.d).h = 1;
    // Of a select nobody sees, only the chosen options say something (its widget shows them as chips).
    if (n.pr?.selected !== true) n.g = 1;
  }
  // Inert (behind an open modal dialog, or `inert`): nothing there takes a click, as if an overlay covered it.
  for (const n of ax) if (n.in && n.d !== undefined) hintAt(n.d).v = 1;

  const nodes: RawAXNode[] = ax.map((n, k) => {
    const raw: RawAXNode = { id: String(k), children: [], role: n.g ? 'none' : n.r };
    if (n.u >= 0) raw.parent = String(n.u);
    if (n.p !== undefined) raw.backendId = state.backend.get(n.p) ?? syntheticId(state.context, n.p);
    if (n.g) {
      raw.ignored = true;
      if (n.in) raw.inert = true;
      if (n.ah && n.n) raw.painted = n.n;
      // What a box the snapshot may make a target by its cursor shows by class (page-ax/looks.ts pointerBoxFacts).
      if (n.pr?.looks || n.pr?.icon) raw.props = { ...n.pr };
      return raw;
    }
    if (n.n) raw.name = n.n;
    if (n.v) raw.value = n.v;
    if (n.de) raw.description = n.de;
    if (n.pr && Object.keys(n.pr).length) raw.props = n.pr;
    return raw;
  });
  ax.forEach((n, k) => {
    if (n.u >= 0) nodes[n.u]!.children.push(String(k));
  });
  const dom: Record<number, DomHints> = {};
  ax.forEach((n, k) => {
    const id = nodes[k]!.backendId;
    const h = n.d === undefined ? undefined : byIndex[n.d];
    if (id !== undefined && h && Object.keys(h).length) dom[id] = h;
  });
  return {
    nodes,
    dom,
    hasFrames: walk.nodes.some((n) => n.n !== undefined && FRAME_OWNERS.test(n.n)),
    url: walk.url.split('#')[0]!,
    ...(walk.cut ? { cut: walk.cut } : {}),
  };
}

/**
 * The few nodes Chrome must be asked about by backend node id: frame owners (DOM.getFrameOwner names a child
 * frame's <iframe> by it) and image inputs (page-chrome-facts.ts; suspect hosts of closed shadow roots are described
 * by object there). Every other element keeps its synthetic id, which the action path resolves through the page
 * script when a ref is used (page-calls.ts): learning ids up front cost ~0.25 ms per element, most of a first
 * snapshot.
 */
function needsBackendId(n: AxOut): boolean {
  return n.r === 'Iframe' || n.ia === 1;
}

async function learnNeeded(t: CdpTransport, sessionId: string | undefined, state: WorldState, ax: AxOut[]) {
  const wanted = ax.filter((n) => n.p !== undefined && !state.backend.has(n.p) && needsBackendId(n));
  if (wanted.length)
    await learnBackendIds(
      t,
      sessionId,
      state,
      wanted.map((n) => n.p!),
    );
}

/** Targets (by session) whose last read found one frame: the next read trusts the page script's word on frames. */
const lastSingle = new WeakMap<CdpTransport, Set<string>>();

/**
 * Every frame of the target read by the page script in one call each; the root frame failing sends the target back.
 * `top`: this is the tab's own target, whose root frame's walk gives the snapshot's viewport.
 */
export async function collectTargetInPage(
  t: CdpTransport,
  sessionId: string | undefined,
  viewport: ViewportSource,
  source: () => Promise<string>,
): Promise<TargetResult> {
  const top = sessionId === undefined;
  const key = sessionId ?? '';
  // The root frame is almost always the one of the last snapshot: its read starts now, beside the frame tree,
  // and is kept only if the tree agrees (a navigation gives the frame a new world, so a stale read fails).
  const roots = lastRoots.get(t) ?? new Map<string, string>();
  lastRoots.set(t, roots);
  const single = lastSingle.get(t) ?? new Set<string>();
  lastSingle.set(t, single);
  const guess = roots.get(key);
  const early = guess
    ? collectFrameInPage(t, sessionId, guess, viewport, source, top).catch(() => undefined)
    : Promise.resolve(undefined);
  // A document without any frame element has no child frame: its read alone is the target (Page.getFrameTree is a
  // round trip the worker pays for). Tried only where the last read found one frame, so framed pages keep reading
  // their frames beside the root.
  if (guess && single.has(key)) {
    const root = await early;
    if (root && !root.hasFrames)
      return {
        sessionId,
        frames: collectedFrames([{ id: guess, url: root.url }], [undefined], sessionId, () => ({
          nodes: root.nodes,
          dom: root.dom,
          cut: root.cut,
        })),
      };
  }
  const list = await targetFrames(t, sessionId);
  if (list[0]) roots.set(key, list[0].id);
  if (list.length === 1) single.add(key);
  else single.delete(key);
  const read1 = (f: TargetFrame, i: number): Promise<FrameRead | undefined> =>
    i === 0 && f.id === guess
      ? early.then((r) => r ?? collectFrameInPage(t, sessionId, f.id, viewport, source, top))
      : i === 0
        ? collectFrameInPage(t, sessionId, f.id, viewport, source, top)
        : // A child frame that cannot be read now (navigating) is read empty, as the fallback reads one whose tree
          // fails: failing the target instead let a page choose the fallback for all its frames by an iframe it
          // navigates every few ms.
          collectFrameInPage(t, sessionId, f.id, viewport, source, false).catch(() => undefined);
  const [read, owners] = await Promise.all([Promise.all(list.map(read1)), frameOwners(t, sessionId, list)]);
  const frames = collectedFrames(list, owners, sessionId, (i) => ({
    nodes: read[i]?.nodes ?? [],
    dom: read[i]?.dom ?? {},
    cut: read[i]?.cut,
  }));
  return { sessionId, frames };
}
