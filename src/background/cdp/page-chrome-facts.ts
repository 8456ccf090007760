/**
 * What only Chrome can say about nodes the page script found (page-collect.ts): their backend node ids, which
 * hosts hold closed shadow roots, whether an <input type=image> draws its alt, and which card-like boxes have a
 * click listener of their own. Few nodes, one call each.
 */
import type { AxOut } from '../../page-ax/tree';
import { PAGE_AX, type WorldState } from './page-world';
import type { CdpTransport } from './transport';

/**
 * Closed shadow roots of suspect hosts (tree.ts closedHost), found by DOM.describeNode and handed to the page
 * script as objects of our world (it cannot reach them itself): true when any was new, so the page is read again.
 * Each host is asked about once per document. A host is described through its object in our world, whose answer
 * names its shadow roots (no backend id is learned first: that was a second describeNode per host, and pages with
 * dozens of empty boxes paid both on every snapshot until each had been asked).
 */
export async function adoptClosedRoots(
  t: CdpTransport,
  sessionId: string | undefined,
  ax: AxOut[],
  state: WorldState,
): Promise<boolean> {
  const asked = ax.filter((n) => n.cs && n.p !== undefined && !state.asked.has(n.p)).map((n) => n.p!);
  if (asked.length === 0) return false;
  for (const id of asked) state.asked.add(id);
  const found: string[] = [];
  await eachNodeObject(t, sessionId, state, asked, async (id, objectId) => {
    const r = (await t.send('DOM.describeNode', { objectId }, sessionId).catch(() => undefined)) as
      | { node: { backendNodeId: number; shadowRoots?: UaRoot[] } }
      | undefined;
    if (!r) return;
    state.backend.set(id, r.node.backendNodeId);
    const closed = r.node.shadowRoots?.find((s) => s.shadowRootType === 'closed');
    if (!closed?.backendNodeId) return;
    const o = (await t
      .send('DOM.resolveNode', { backendNodeId: closed.backendNodeId, executionContextId: state.context }, sessionId)
      .catch(() => undefined)) as { object: { objectId?: string } } | undefined;
    if (o?.object.objectId) found.push(o.object.objectId);
  });
  // The hosts asked about are not suspects again: the walk's few questions go to others next time.
  await t.send(
    'Runtime.callFunctionOn',
    {
      functionDeclaration: `function (asked, ...roots) { ${PAGE_AX}.adopt(asked, ...roots); }`,
      executionContextId: state.context,
      arguments: [{ value: asked }, ...found.map((objectId) => ({ objectId }))],
    },
    sessionId,
  );
  return found.length > 0;
}

/**
 * <input type=image> elements that failed to load draw their alt as text, from a user-agent shadow root Chrome fills
 * for that (shown-alt.ts): only DOM.describeNode sees it. Their hint-walk indices (rare elements: one call each).
 */
export async function imageInputsShowingAlt(
  t: CdpTransport,
  sessionId: string | undefined,
  ax: AxOut[],
  state: WorldState,
) {
  const found = await Promise.all(
    ax.map(async (n) => {
      const backendNodeId = n.ia && n.p !== undefined ? state.backend.get(n.p) : undefined;
      if (backendNodeId === undefined || n.d === undefined) return undefined;
      const r = (await t
        .send('DOM.describeNode', { backendNodeId, depth: 1, pierce: true }, sessionId)
        .catch(() => undefined)) as { node: { shadowRoots?: UaRoot[] } } | undefined;
      const ua = r?.node.shadowRoots?.find((s) => s.shadowRootType === 'user-agent');
      return ua && (ua.childNodeCount ?? ua.children?.length ?? 0) > 0 ? n.d : undefined;
    }),
  );
  return found.filter((d): d is number => d !== undefined);
}

interface UaRoot {
  backendNodeId?: number;
  shadowRootType?: string;
  childNodeCount?: number;
  children?: unknown[];
}

/** Node ids (page script's) whose own click listeners make them targets, of the card-like suspects (tree.ts ls). */
export async function clickListeners(
  t: CdpTransport,
  sessionId: string | undefined,
  ax: AxOut[],
  state: WorldState,
): Promise<Set<number>> {
  const ids = ax.filter((n) => n.ls && n.p !== undefined && !state.listens.has(n.p)).map((n) => n.p!);
  // The widgets around them too, once each: a tree grid's rows take clicks through the widget's listener.
  for (const w of new Set(ax.map((n) => n.lw))) if (w !== undefined && !state.listens.has(w)) ids.push(w);
  if (ids.length)
    await eachNodeObject(t, sessionId, state, ids, async (id, objectId) => {
      // pierce: listeners of every world (the page's), not only ours; depth 0: this element alone.
      const r = (await t
        .send('DOMDebugger.getEventListeners', { objectId, depth: 0, pierce: true }, sessionId)
        .catch(() => ({ listeners: [] }))) as { listeners: Array<{ type: string }> };
      state.listens.set(
        id,
        r.listeners.some((l) => CLICKS.has(l.type)),
      );
    });
  const listens = (n: AxOut) => state.listens.get(n.p!) || (n.lw !== undefined && state.listens.get(n.lw));
  return new Set(ax.filter((n) => n.ls && n.p !== undefined && listens(n)).map((n) => n.p!));
}

const CLICKS = new Set(['click', 'mousedown', 'mouseup', 'pointerdown', 'pointerup']);

/** Object groups are per call: frames of one target are read in parallel, and a release frees a whole group. */
let groups = 0;

/** Page ids -> backend node ids, one describeNode each (pipelined). */
export async function learnBackendIds(
  t: CdpTransport,
  sessionId: string | undefined,
  state: WorldState,
  ids: number[],
) {
  await eachNodeObject(t, sessionId, state, ids, async (id, objectId) => {
    const d = (await t.send('DOM.describeNode', { objectId }, sessionId).catch(() => undefined)) as
      | { node: { backendNodeId: number } }
      | undefined;
    if (d) state.backend.set(id, d.node.backendNodeId);
  });
}

/**
 * The nodes behind page ids as objects of our world (one evaluate and one getProperties for all), each handed to
 * `each` with its id; the calls `each` makes run in parallel (CDP pipelines them). The objects are released after.
 */
export async function eachNodeObject(
  t: CdpTransport,
  sessionId: string | undefined,
  state: WorldState,
  ids: number[],
  each: (id: number, objectId: string) => Promise<void>,
): Promise<void> {
  const objectGroup = `tabwright-ids-${++groups}`;
  try {
    const list = (await t.send(
      'Runtime.evaluate',
      { expression: `${PAGE_AX}.nodes(${JSON.stringify(ids)})`, contextId: state.context, objectGroup },
      sessionId,
    )) as { result: { objectId?: string } };
    if (!list.result.objectId) return;
    const props = (await t.send(
      'Runtime.getProperties',
      { objectId: list.result.objectId, ownProperties: true },
      sessionId,
    )) as { result: Array<{ name: string; value?: { objectId?: string } }> };
    await Promise.all(
      props.result.map(async (p) => {
        const k = Number(p.name);
        const objectId = p.value?.objectId;
        if (Number.isInteger(k) && objectId && ids[k] !== undefined) await each(ids[k]!, objectId);
      }),
    );
  } finally {
    void t.send('Runtime.releaseObjectGroup', { objectGroup }, sessionId).catch(() => undefined);
  }
}
