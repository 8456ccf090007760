/**
 * What only Chrome can say about nodes the page script found (page-collect.ts): which hosts hold closed shadow
 * roots, and whether an <input type=image> draws its alt. Few nodes, one call each.
 */
import type { AxOut } from '../../page-ax/tree';
import type { WorldState } from './page-collect';
import type { CdpTransport } from './transport';

/**
 * Closed shadow roots of suspect hosts (tree.ts closedHost), found by DOM.describeNode and handed to the page
 * script as objects of our world (it cannot reach them itself): true when any was new, so the page is read again.
 * Each host is asked about once per document.
 */
export async function adoptClosedRoots(
  t: CdpTransport,
  sessionId: string | undefined,
  ax: AxOut[],
  state: WorldState,
): Promise<boolean> {
  const asked: number[] = [];
  const roots = await Promise.all(
    ax.map(async (n) => {
      const backendNodeId = n.cs && n.p !== undefined ? state.backend.get(n.p) : undefined;
      if (backendNodeId === undefined || state.asked.has(n.p!)) return undefined;
      state.asked.add(n.p!);
      asked.push(n.p!);
      const r = (await t
        .send('DOM.describeNode', { backendNodeId, depth: 0, pierce: true }, sessionId)
        .catch(() => undefined)) as { node: { shadowRoots?: UaRoot[] } } | undefined;
      const closed = r?.node.shadowRoots?.find((s) => s.shadowRootType === 'closed');
      if (!closed?.backendNodeId) return undefined;
      const o = (await t
        .send('DOM.resolveNode', { backendNodeId: closed.backendNodeId, executionContextId: state.context }, sessionId)
        .catch(() => undefined)) as { object: { objectId?: string } } | undefined;
      return o?.object.objectId;
    }),
  );
  const found = roots.filter((o): o is string => o !== undefined);
  if (asked.length === 0) return false;
  // The hosts asked about are not suspects again: the walk's few questions go to others next time.
  await t.send(
    'Runtime.callFunctionOn',
    {
      functionDeclaration: 'function (asked, ...roots) { globalThis.__tabwrightAx.adopt(asked, ...roots); }',
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
  if (ids.length) {
    const list = (await t.send(
      'Runtime.evaluate',
      { expression: `__tabwrightAx.nodes(${JSON.stringify(ids)})`, contextId: state.context, objectGroup: GROUP },
      sessionId,
    )) as { result: { objectId?: string } };
    try {
      const props = (await t.send(
        'Runtime.getProperties',
        { objectId: list.result.objectId, ownProperties: true },
        sessionId,
      )) as { result: Array<{ name: string; value?: { objectId?: string } }> };
      await Promise.all(
        props.result.map(async (p) => {
          const k = Number(p.name);
          const objectId = p.value?.objectId;
          if (!Number.isInteger(k) || !objectId) return;
          // pierce: listeners of every world (the page's), not only ours; depth 0: this element alone.
          const r = (await t
            .send('DOMDebugger.getEventListeners', { objectId, depth: 0, pierce: true }, sessionId)
            .catch(() => ({ listeners: [] }))) as { listeners: Array<{ type: string }> };
          state.listens.set(
            ids[k]!,
            r.listeners.some((l) => CLICKS.has(l.type)),
          );
        }),
      );
    } finally {
      void t.send('Runtime.releaseObjectGroup', { objectGroup: GROUP }, sessionId).catch(() => undefined);
    }
  }
  return new Set(ax.filter((n) => n.ls && n.p !== undefined && state.listens.get(n.p)).map((n) => n.p!));
}

const GROUP = 'tabwright-listeners';
const CLICKS = new Set(['click', 'mousedown', 'mouseup', 'pointerdown', 'pointerup']);
