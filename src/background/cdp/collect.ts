/**
 * Collects everything the snapshot engine needs from a tab over any CdpTransport: the AX tree of every frame
 * (main, same-process iframes by frameId, out-of-process iframes through their auto-attached child sessions),
 * DOM hints (bounds, cursor, clickability, overlay coverage) and the viewport. Commands are issued in parallel:
 * CDP pipelines them, so the cost is close to the slowest getFullAXTree, not the sum.
 *
 *   const page = await collectPage(transport);        // -> CollectedPage (plain JSON)
 *   engine.build(page, { mode: 'viewport' });          // src/agent/snapshot
 */
import type { CollectedFrame, CollectedPage, DomHints, RawAXNode } from './collected';
import { SNAPSHOT_STYLES, type SnapshotResult } from './dom-hints';
import { domHintsWithAltText } from './shown-alt';
import { toRawNodes, withinReadBounds } from './ax-nodes';
import type { CdpTransport } from './transport';
import { collectedFrames, frameOwners, targetFrames } from './frames';
import { isUnresponsive } from './debugger-errors';
import { collectTargetInPage } from './page-collect';
import { viewportSource, type ViewportSource } from './viewport';

export interface TargetResult {
  sessionId?: string;
  frames: CollectedFrame[];
}

/**
 * The in-page collector (page-collect.ts) when the worker has given it its page script; undefined = the AX tree
 * and DOMSnapshot path below, which is also the fallback for a target the page script cannot read.
 */
let pageScript: (() => Promise<string>) | undefined;

export function setPageScript(source: (() => Promise<string>) | undefined): void {
  pageScript = source;
}

/** Child sessions that already had Target.setAutoAttach (for iframes nested inside OOPIFs). */
const autoAttached = new WeakMap<CdpTransport, Set<string>>();

export async function collectPage(t: CdpTransport): Promise<CollectedPage> {
  const started = now();
  const viewport = viewportSource(t);
  await attachNestedFrames(t);
  const children = t.childSessions().filter((c) => c.type === 'iframe');

  // Nothing waits for the viewport: the trees start at once and only the hint rules need it. The top frame's page
  // script gives it; when the tab's own target was not read that way, Chrome is asked.
  const targets = await Promise.all([
    collectTarget(t, undefined, viewport).finally(() => viewport.fromChrome()),
    // An OOPIF that navigates or closes mid-collection is skipped, not fatal.
    ...children.map((c) => collectTarget(t, c.sessionId, viewport).catch(() => null)),
  ]);
  const afterTrees = now();
  const live = targets.filter((x): x is TargetResult => x !== null);
  await linkOutOfProcessFrames(t, live);
  const frames = live.flatMap((r) => r.frames);
  placeFrames(frames);

  const main = frames[0];
  const root = main?.nodes[0];
  return {
    url: main?.url ?? '',
    title: root?.name ?? '',
    viewport: await viewport.promise,
    frames,
    timings: { trees: afterTrees - started, total: now() - started },
  };
}

/**
 * Auto-attach inside every out-of-process frame too, so a frame nested in one (a payment form inside an embedded
 * checkout) gets its own session. Chrome reports the targets that exist before it answers setAutoAttach, so once
 * the awaits are done the child table holds them all; each session is set up once, later snapshots pay nothing.
 */
async function attachNestedFrames(t: CdpTransport): Promise<void> {
  const configured = autoAttached.get(t) ?? new Set<string>();
  autoAttached.set(t, configured);
  for (;;) {
    const fresh = t.childSessions().filter((c) => c.type === 'iframe' && !configured.has(c.sessionId));
    if (fresh.length === 0) return;
    await Promise.all(
      fresh.map((c) => {
        configured.add(c.sessionId);
        return t
          .send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: true }, c.sessionId)
          .catch(() => undefined);
      }),
    );
  }
}

async function collectTarget(
  t: CdpTransport,
  sessionId: string | undefined,
  viewport: ViewportSource,
): Promise<TargetResult> {
  if (pageScript) {
    // A page that did not answer in time will not answer the fallback's calls either: each would wait out the
    // deadline again (four in a row held a frozen page's snapshot for four deadlines).
    const inPage = await collectTargetInPage(t, sessionId, viewport, pageScript).catch((err: unknown) => {
      if (isUnresponsive(err)) throw err;
      return undefined;
    });
    if (inPage) return inPage;
  }
  viewport.fromChrome();
  // The root frame's tree does not need the frame id: start it at once, in parallel with the frame tree.
  const rootTreeP = t.send('Accessibility.getFullAXTree', {}, sessionId);
  const snapP = t.send(
    'DOMSnapshot.captureSnapshot',
    { computedStyles: SNAPSHOT_STYLES, includePaintOrder: true },
    sessionId,
  );
  const list = await targetFrames(t, sessionId);

  // Frame trees and frame owners in one flight: CDP pipelines them.
  const [trees, owners] = await Promise.all([
    Promise.all(
      list.map((f, i) =>
        i === 0
          ? rootTreeP
          : t.send('Accessibility.getFullAXTree', { frameId: f.id }, sessionId).catch(() => ({ nodes: [] })),
      ),
    ),
    frameOwners(t, sessionId, list),
  ]);
  const raw = list.map((_, i) => withinReadBounds(toRawNodes(trees[i]?.nodes ?? [])));
  const snap = (await snapP) as SnapshotResult;
  const hints = await domHintsWithAltText(t, sessionId, snap, await viewport.promise);
  const frames = collectedFrames(list, owners, sessionId, (i) => ({
    nodes: raw[i]!.nodes,
    dom: keepUsedHints(hints.get(list[i]!.id) ?? {}, raw[i]!.nodes),
    cut: raw[i]!.cut,
  }));
  return { sessionId, frames };
}

/** An OOPIF's root frame: its <iframe> element lives in another target; ask the main target, then the others. */
async function linkOutOfProcessFrames(t: CdpTransport, targets: TargetResult[]): Promise<void> {
  for (const target of targets.slice(1)) {
    const root = target.frames[0];
    if (!root) continue;
    for (const other of targets) {
      if (other === target) continue;
      const owner = await t.send('DOM.getFrameOwner', { frameId: root.frameId }, other.sessionId).then(
        (r) => r.backendNodeId as number,
        () => undefined,
      );
      if (owner === undefined) continue;
      const parent = other.frames.find((f) => f.nodes.some((n) => n.backendId === owner && n.role === 'Iframe'));
      root.ownerBackendId = owner;
      root.parentFrameId = parent?.frameId ?? other.frames[0]?.frameId;
      break;
    }
  }
}

/** Frame offsets in top-page coordinates: parent offset + the owner <iframe> box. Parents come first. */
function placeFrames(frames: CollectedFrame[]): void {
  const byId = new Map(frames.map((f) => [f.frameId, f]));
  const done = new Set<string>();
  const place = (f: CollectedFrame): void => {
    if (done.has(f.frameId)) return;
    done.add(f.frameId);
    const parent = f.parentFrameId ? byId.get(f.parentFrameId) : undefined;
    if (!parent || f.ownerBackendId === undefined) return;
    place(parent);
    const box = parent.dom[f.ownerBackendId]?.b;
    if (box) f.offset = [parent.offset[0] + box[0], parent.offset[1] + box[1]];
  };
  frames.forEach(place);
}

/** Recordings stay small: only hints of nodes the AX tree kept (plus frame owners) survive. */
function keepUsedHints(all: Record<number, DomHints>, nodes: RawAXNode[]): Record<number, DomHints> {
  const out: Record<number, DomHints> = {};
  for (const n of nodes) {
    if (n.backendId === undefined) continue;
    const f = all[n.backendId];
    // An ignored node matters only when it looks clickable (a bare <div> with cursor:pointer).
    if (
      f &&
      (n.ignored
        ? f.p || f.c || f.i || f.h || f.s || f.e || f.code
        : f.b ||
          f.p ||
          f.c ||
          f.v ||
          f.i ||
          f.ph ||
          f.h ||
          f.pw ||
          f.s ||
          f.e ||
          f.code ||
          f.ri !== undefined ||
          f.rc !== undefined ||
          f.so ||
          f.sv)
    )
      out[n.backendId] = f;
  }
  return out;
}

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}
