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
import type { Extras } from '../../page-ax/extras';
import { isSpeck } from '../../agent/policy/hidden-rules';
import type { AxOut } from '../../page-ax/tree';
import { adoptClosedRoots, clickListeners, imageInputsShowingAlt, learnBackendIds } from './page-chrome-facts';
import type { CollectedFrame, DomHints, RawAXNode } from './collected';
import type { TargetResult, Viewport } from './collect';
import { frameOwners, targetFrames, type TargetFrame } from './frames';
import { hintsFromWalk } from './walk-hints';
import { ICON_FONT, SNAPSHOT_STYLES } from './dom-hints';
import type { DocumentWalk } from '../../page-ax/walk';
import type { CdpTransport } from './transport';

/** The world our actions use too (isolated-worlds.ts): refs by synthetic id resolve in the same registry. */
export const PAGE_WORLD = 'tabwright';
const ID_SPACE = 2 ** 26;

/** A node id for the snapshot that no backend node id can equal: the world's context and the page script's id. */
export function syntheticId(context: number, pageId: number): number {
  return -(context * ID_SPACE + pageId);
}

export function fromSyntheticId(id: number): { context: number; pageId: number } {
  return { context: Math.floor(-id / ID_SPACE), pageId: -id % ID_SPACE };
}

interface PageAnswer {
  walk: DocumentWalk;
  ax: AxOut[];
  ex: Extras;
}

export interface WorldState {
  context: number;
  /** Suspect hosts already asked about (page-chrome-facts.ts adoptClosedRoots). */
  asked: Set<number>;
  /** Card-like boxes asked about, once each: whether a click listener of their own makes them targets. */
  listens: Map<number, boolean>;
  /** Page id -> backend node id, learned once per element. */
  backend: Map<number, number>;
}

const states = new WeakMap<CdpTransport, Map<string, WorldState>>();
/** The root frame id each target (by session) had at its last read. */
const lastRoots = new WeakMap<CdpTransport, Map<string, string>>();

export async function collectFrameInPage(
  t: CdpTransport,
  sessionId: string | undefined,
  frameId: string,
  viewportP: Promise<{ width: number; height: number }>,
  source: () => Promise<string>,
): Promise<{ nodes: RawAXNode[]; dom: Record<number, DomHints> }> {
  let state = await worldOf(t, sessionId, frameId);
  let answer = await ask(t, sessionId, state.context, source).catch(() => undefined);
  if (answer === undefined) {
    state = await worldOf(t, sessionId, frameId); // the frame navigated meanwhile: its world is new
    answer = await ask(t, sessionId, state.context, source);
  }
  await learnNeeded(t, sessionId, state, answer.ax);
  if (await adoptClosedRoots(t, sessionId, answer.ax, state)) {
    answer = await ask(t, sessionId, state.context, source); // read again, closed roots included
    await learnNeeded(t, sessionId, state, answer.ax);
  }
  const { walk, ax, ex } = answer;
  const altShown = new Set([...(ex.alt ?? []), ...(await imageInputsShowingAlt(t, sessionId, ax, state))]);
  const { out: byIndex } = hintsFromWalk(walk, (i) => i, await viewportP, altShown);
  const hintAt = (i: number): DomHints => {
    byIndex[i] ??= {};
    return byIndex[i];
  };
  for (const e of ex.ed ?? []) {
    hintAt(e.i).code = e.code;
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
  return { nodes, dom };
}

/**
 * The few nodes Chrome must be asked about by backend node id: frame owners (DOM.getFrameOwner names a child
 * frame's <iframe> by it), suspect hosts of closed shadow roots and image inputs (page-chrome-facts.ts). Every
 * other element keeps its synthetic id, which the action path resolves through the page script when a ref is used
 * (page-calls.ts): learning ids up front cost ~0.25 ms per element, most of a first snapshot.
 */
function needsBackendId(n: AxOut): boolean {
  return n.r === 'Iframe' || n.cs === 1 || n.ia === 1;
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

async function ask(
  t: CdpTransport,
  sessionId: string | undefined,
  context: number,
  source: () => Promise<string>,
): Promise<PageAnswer> {
  const call = `globalThis.__tabwrightAx ? __tabwrightAx.collect(${JSON.stringify(SNAPSHOT_STYLES)}, ${JSON.stringify(ICON_FONT.source)}) : null`;
  let r = await evaluate(t, sessionId, context, call);
  if (r === null) {
    await evaluate(t, sessionId, context, await source());
    r = await evaluate(t, sessionId, context, call);
  }
  if (typeof r !== 'string') throw new Error('page collector did not answer');
  return JSON.parse(r) as PageAnswer;
}

async function evaluate(t: CdpTransport, sessionId: string | undefined, contextId: number, expression: string) {
  const r = (await t.send('Runtime.evaluate', { expression, contextId, returnByValue: true }, sessionId)) as {
    result?: { value?: unknown };
    exceptionDetails?: { text?: string; exception?: { description?: string } };
  };
  if (r.exceptionDetails)
    throw new Error(`page collector: ${r.exceptionDetails.exception?.description ?? r.exceptionDetails.text}`);
  return r.result?.value ?? null;
}

async function worldOf(t: CdpTransport, sessionId: string | undefined, frameId: string) {
  const known = states.get(t) ?? new Map<string, WorldState>();
  states.set(t, known);
  const key = `${sessionId ?? ''}|${frameId}`;
  const had = known.get(key);
  // Asked every time, not only when a call in the kept context fails: after the frame's document moved to another
  // process (a stopped load's error page, then a new page), the old context id can name a context of the new
  // process, the page's own world included; the call then succeeds there, page scripts see it, and refs carry an id
  // our actions' world never matches. For the same document Chrome answers the same id (kept state).
  const r = (await t.send('Page.createIsolatedWorld', { frameId, worldName: PAGE_WORLD }, sessionId)) as {
    executionContextId: number;
  };
  const state =
    had?.context === r.executionContextId
      ? had
      : { context: r.executionContextId, backend: new Map(), asked: new Set<number>(), listens: new Map() };
  known.set(key, state);
  return state;
}

/** Every frame of the target read by the page script in one call each; any frame failing sends the target back. */
export async function collectTargetInPage(
  t: CdpTransport,
  sessionId: string | undefined,
  viewportP: Promise<Viewport>,
  source: () => Promise<string>,
): Promise<TargetResult> {
  // The root frame is almost always the one of the last snapshot: its read starts now, beside the frame tree,
  // and is kept only if the tree agrees (a navigation gives the frame a new world, so a stale read fails).
  const roots = lastRoots.get(t) ?? new Map<string, string>();
  lastRoots.set(t, roots);
  const guess = roots.get(sessionId ?? '');
  const early = guess
    ? collectFrameInPage(t, sessionId, guess, viewportP, source).catch(() => undefined)
    : Promise.resolve(undefined);
  const list = await targetFrames(t, sessionId);
  if (list[0]) roots.set(sessionId ?? '', list[0].id);
  const read1 = (f: TargetFrame, i: number) =>
    i === 0 && f.id === guess
      ? early.then((r) => r ?? collectFrameInPage(t, sessionId, f.id, viewportP, source))
      : collectFrameInPage(t, sessionId, f.id, viewportP, source);
  const [read, owners] = await Promise.all([Promise.all(list.map(read1)), frameOwners(t, sessionId, list)]);
  const frames = list.map(
    (f: TargetFrame, i): CollectedFrame => ({
      frameId: f.id,
      parentFrameId: f.parentId,
      ownerBackendId: owners[i],
      sessionId,
      url: f.url,
      offset: [0, 0],
      nodes: read[i]!.nodes,
      dom: read[i]!.dom,
    }),
  );
  return { sessionId, frames };
}
