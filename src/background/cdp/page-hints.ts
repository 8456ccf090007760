/**
 * The light hint path, for documents whose DOMSnapshot would carry megabytes of text nobody sees: a single-file
 * wiki keeps its whole store in <script> and display:none blocks (TiddlyWiki: 3 MB, 1-3 s to capture and carry
 * for 300 DOM nodes). Instead of captureSnapshot, the AX tree's own nodes are resolved in our isolated world and
 * one page function (page-facts.ts) reads their boxes, styles and attributes, plus the styles of their ancestors
 * for the hidden-text rules (the same hiddenNodes() as the DOMSnapshot path), answering with one JSON string.
 *
 * What it does not give: covered-by-overlay marking (needs paint order) and code-editor lines; `c` (responds to
 * clicks) comes from the node's own click listeners (DOMDebugger) and links, as Chrome's isClickable does.
 */
import type { DomHints, RawAXNode } from './collected';
import { hiddenStylesOf, ICON_FONT, SNAPSHOT_STYLES } from './dom-hints';
import { hiddenNodes, type StyledNode } from './hidden-styles';
import { documentHints, hintsOf } from './document-hints';
import { type PageFacts, readPageFacts } from './page-facts';
import type { CdpTransport } from './transport';

/** Above this much text in a document, DOMSnapshot costs more than resolving the AX tree's nodes one by one. */
export const HEAVY_TEXT_CHARS = 256 * 1024;

/** Read only, in the page's main world (a page that fools it only picks the DOMSnapshot path, which is as safe). */
const HEAVY_TEXT_PROBE = `(() => {
  let n = 0;
  const w = document.createTreeWalker(document, NodeFilter.SHOW_TEXT);
  while (w.nextNode()) if ((n += w.currentNode.data.length) > ${HEAVY_TEXT_CHARS}) return true;
  return false;
})()`;

export function holdsHeavyText(t: CdpTransport, sessionId: string | undefined): Promise<boolean> {
  return t.send('Runtime.evaluate', { expression: HEAVY_TEXT_PROBE, returnByValue: true }, sessionId).then(
    (r) => (r as { result?: { value?: unknown } }).result?.value === true,
    () => false,
  );
}

const WORLD = 'tabwright-hints';
const GROUP = 'tabwright-hints';
const CLICKS = new Set(['click', 'mousedown', 'mouseup', 'DOMActivate']);
const BARE = new Set(['none', 'generic', 'LayoutTable', 'LayoutTableRow', 'LayoutTableCell', 'paragraph', 'listitem']);
/** Isolated world per transport and frame, made once (Chrome keeps a world per name; the id changes on navigation). */
const worlds = new WeakMap<CdpTransport, Map<string, number>>();

export interface FrameNodes {
  frameId: string;
  nodes: RawAXNode[];
}

/** Frame id -> backend node id -> hints, for the frames of one target. */
export async function pageHintsByFrame(
  t: CdpTransport,
  sessionId: string | undefined,
  frames: FrameNodes[],
  viewport: { width: number; height: number },
): Promise<Map<string, Record<number, DomHints>>> {
  const out = new Map<string, Record<number, DomHints>>();
  await Promise.all(
    frames.map(async (f, i) => {
      // The target's own document in one walk; its child frames node by node (rare on such pages).
      const hints = await (i === 0 ? mainDocument(t, sessionId, f.frameId, viewport) : Promise.resolve(undefined))
        .catch(() => undefined)
        .then((h) => h ?? frameHints(t, sessionId, f, viewport).catch(() => ({})));
      out.set(f.frameId, hints);
    }),
  );
  return out;
}

async function mainDocument(
  t: CdpTransport,
  sessionId: string | undefined,
  frameId: string,
  viewport: { width: number; height: number },
): Promise<Record<number, DomHints>> {
  const ctx = await world(t, sessionId, frameId, false);
  return documentHints(t, sessionId, ctx, viewport).catch(async () =>
    documentHints(t, sessionId, await world(t, sessionId, frameId, true), viewport),
  );
}

async function world(t: CdpTransport, sessionId: string | undefined, frameId: string, fresh: boolean) {
  const known = worlds.get(t) ?? new Map<string, number>();
  worlds.set(t, known);
  const key = `${sessionId ?? ''}/${frameId}`;
  const id = known.get(key);
  if (id !== undefined && !fresh) return id;
  const r = (await t.send('Page.createIsolatedWorld', { frameId, worldName: WORLD }, sessionId)) as {
    executionContextId: number;
  };
  known.set(key, r.executionContextId);
  return r.executionContextId;
}

async function frameHints(
  t: CdpTransport,
  sessionId: string | undefined,
  frame: FrameNodes,
  viewport: { width: number; height: number },
): Promise<Record<number, DomHints>> {
  const targets = frame.nodes.filter((n) => n.backendId !== undefined);
  const ids = [...new Set(targets.map((n) => n.backendId!))];
  if (ids.length === 0) return {};
  const resolveAll = (ctx: number) =>
    Promise.all(
      ids.map((backendNodeId) =>
        t.send('DOM.resolveNode', { backendNodeId, executionContextId: ctx, objectGroup: GROUP }, sessionId).then(
          (r) => (r as { object: { objectId?: string } }).object.objectId,
          () => undefined,
        ),
      ),
    );
  let ctx = await world(t, sessionId, frame.frameId, false);
  let objects = await resolveAll(ctx);
  if (objects.every((o) => o === undefined)) {
    ctx = await world(t, sessionId, frame.frameId, true); // the frame navigated since: its world is new
    objects = await resolveAll(ctx);
  }
  const role = new Map(targets.map((n) => [n.backendId!, n.role]));
  try {
    const [facts, clicks] = await Promise.all([
      t.send(
        'Runtime.callFunctionOn',
        {
          functionDeclaration: readPageFacts.toString(),
          executionContextId: ctx,
          arguments: [
            { value: SNAPSHOT_STYLES },
            { value: ICON_FONT.source },
            ...objects.map((objectId) => (objectId ? { objectId } : { value: null })),
          ],
          returnByValue: true,
        },
        sessionId,
      ),
      // Only a node without a role of its own (a bare <div>, an ignored wrapper) needs its listeners to be seen as
      // clickable: the roles of controls already say so, and each ask is a round trip.
      Promise.all(
        objects.map((objectId, k) =>
          objectId && BARE.has(role.get(ids[k]!) ?? '')
            ? t.send('DOMDebugger.getEventListeners', { objectId, depth: 0 }, sessionId).then(
                (r) => (r as { listeners: Array<{ type: string }> }).listeners.some((l) => CLICKS.has(l.type)),
                () => false,
              )
            : false,
        ),
      ),
    ]);
    const value = (facts as { result?: { value?: unknown } }).result?.value;
    if (typeof value !== 'string') return {};
    return toHints(JSON.parse(value) as PageFacts, ids, clicks, viewport);
  } finally {
    void t.send('Runtime.releaseObjectGroup', { objectGroup: GROUP }, sessionId).catch(() => undefined);
  }
}

function toHints(
  facts: PageFacts,
  ids: number[],
  clicks: boolean[],
  viewport: { width: number; height: number },
): Record<number, DomHints> {
  const styled: StyledNode[] = facts.nodes.map((n) => ({
    parent: n.u,
    text: n.t === 1,
    style: hiddenStylesOf((at) => n.s[at]),
    ...(n.b ? { box: n.b } : {}),
    ...(n.r ? { root: true } : {}),
    ...(n.im ? { image: true } : {}),
    ...(n.al ? { altText: true } : {}),
  }));
  const page = {
    width: Math.max(facts.page.width, viewport.width),
    height: Math.max(facts.page.height, viewport.height),
  };
  const textOnly = new Set<number>();
  const hidden = hiddenNodes(styled, page, undefined, textOnly);
  const out: Record<number, DomHints> = {};
  facts.targets.forEach((f, k) => {
    if (f)
      out[ids[k]!] = hintsOf(
        f,
        facts.nodes[f.n]?.b,
        f.a === 1 || clicks[k] === true,
        hidden.has(f.n),
        textOnly.has(f.n),
      );
  });
  return out;
}
