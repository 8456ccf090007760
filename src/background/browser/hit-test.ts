/**
 * Which element really receives input: under a viewport point, or where keyboard focus is (or will be after some
 * Tabs). Both go down through open shadow roots and into frames, same-site ones and out-of-process (cross-site)
 * ones alike, to the innermost element, so a pay button inside a payment iframe is found as that button in that
 * frame's document, never as the <iframe>. Everything runs in our isolated world of each frame.
 */
import { deepFocus, focusAfterTabs } from '../../agent/policy/focus-order';
import type { BrowserTab } from './tab';

/** An element in a frame, as a remote object of our isolated world there. */
export interface FoundNode {
  frameId: string;
  sessionId: string | undefined;
  objectId: string;
}

const MAX_DEPTH = 8;

function deepHit(x: number, y: number): Element | null {
  let hit = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
}

/** For a frame element: where its document's viewport starts, in this frame's viewport; null for anything else. */
function frameContentOffset(this: Element): { dx: number; dy: number } | null {
  if (!/^(IFRAME|FRAME)$/.test(this.tagName)) return null;
  const r = this.getBoundingClientRect();
  const style = getComputedStyle(this);
  return {
    dx: r.left + this.clientLeft + Number.parseFloat(style.paddingLeft),
    dy: r.top + this.clientTop + Number.parseFloat(style.paddingTop),
  };
}

async function evalElement(
  tab: BrowserTab,
  frameId: string,
  sessionId: string | undefined,
  expression: string,
): Promise<string | null> {
  const contextId = await tab.world(frameId, sessionId);
  const r = await tab.session.send('Runtime.evaluate', { expression, contextId, returnByValue: false }, sessionId);
  if (r.exceptionDetails || r.result.subtype === 'null' || !r.result.objectId) return null;
  return r.result.objectId as string;
}

async function callValue<T>(tab: BrowserTab, node: FoundNode, fn: string, args: unknown[] = []): Promise<T> {
  const r = await tab.session.send(
    'Runtime.callFunctionOn',
    {
      objectId: node.objectId,
      functionDeclaration: fn,
      arguments: args.map((value) => ({ value })),
      returnByValue: true,
    },
    node.sessionId,
  );
  if (r.exceptionDetails) throw new Error(r.exceptionDetails.exception?.description ?? r.exceptionDetails.text);
  return r.result.value as T;
}

/** The frame an <iframe> element shows, and the debugger session that owns its document (its own when OOPIF). */
async function childFrame(tab: BrowserTab, node: FoundNode): Promise<{ frameId: string; sessionId?: string } | null> {
  const { node: described } = await tab.session.send('DOM.describeNode', { objectId: node.objectId }, node.sessionId);
  const frameId = (described.frameId ?? described.contentDocument?.frameId) as string | undefined;
  if (!frameId) return null;
  const oopif = tab.session.childSessions().find((c) => c.targetId === frameId);
  return { frameId, sessionId: oopif ? oopif.sessionId : node.sessionId };
}

/**
 * A closed shadow root is invisible to page scripts and to our isolated world alike (its host's shadowRoot is null),
 * so the point would be judged as the empty host while the click lands on the button inside. The debugger sees
 * closed roots (DOM.describeNode with pierce): hit-test again inside each one, as deep as they nest.
 */
async function intoClosedShadow(tab: BrowserTab, node: FoundNode, x: number, y: number): Promise<FoundNode> {
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    const { node: described } = await tab.session.send(
      'DOM.describeNode',
      { objectId: node.objectId, depth: 1, pierce: true },
      node.sessionId,
    );
    const root = (described.shadowRoots as Array<{ backendNodeId: number; shadowRootType?: string }> | undefined)?.find(
      (r) => r.shadowRootType === 'closed',
    );
    if (!root) return node;
    const executionContextId = await tab.world(node.frameId, node.sessionId);
    const resolved = await tab.session
      .send('DOM.resolveNode', { backendNodeId: root.backendNodeId, executionContextId }, node.sessionId)
      .catch(() => undefined);
    const rootId = resolved?.object?.objectId as string | undefined;
    if (!rootId) return node;
    const r = await tab.session.send(
      'Runtime.callFunctionOn',
      {
        objectId: rootId,
        functionDeclaration: `function (x, y) { let hit = this.elementFromPoint(x, y); while (hit && hit.shadowRoot) { const inner = hit.shadowRoot.elementFromPoint(x, y); if (!inner || inner === hit) break; hit = inner; } return hit; }`,
        arguments: [{ value: x }, { value: y }],
        returnByValue: false,
      },
      node.sessionId,
    );
    const inner = r.result?.objectId as string | undefined;
    if (r.exceptionDetails || !inner || r.result.subtype === 'null') return node;
    node = { ...node, objectId: inner };
  }
  return node;
}

/** The innermost element at a viewport point (CSS px of the top frame), through shadow roots and frames. */
export async function elementAtPoint(tab: BrowserTab, x: number, y: number): Promise<FoundNode | null> {
  let frame: { frameId: string; sessionId?: string } = { frameId: tab.mainFrameId };
  let [px, py] = [x, y];
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    const objectId = await evalElement(tab, frame.frameId, frame.sessionId, `(${deepHit})(${px}, ${py})`);
    if (!objectId) return null;
    const node = await intoClosedShadow(tab, { frameId: frame.frameId, sessionId: frame.sessionId, objectId }, px, py);
    const offset = await callValue<{ dx: number; dy: number } | null>(tab, node, frameContentOffset.toString());
    const child = offset && (await childFrame(tab, node));
    if (!offset || !child) return node;
    frame = child;
    [px, py] = [px - offset.dx, py - offset.dy];
  }
  return null;
}

/**
 * The element keys go to: the focused one (through frames), or the one `tabs` presses of Tab move focus to from it
 * (or from `start`). Null when nothing is focused or Tab would leave the page.
 */
export async function focusTarget(tab: BrowserTab, tabs: number, start?: FoundNode): Promise<FoundNode | null> {
  let node = start ?? (await focusedIn(tab, { frameId: tab.mainFrameId }));
  if (tabs === 0) return node;
  const frame = node ?? { frameId: tab.mainFrameId, sessionId: undefined };
  const move = `function (steps) { return (${focusAfterTabs})(this instanceof Element ? this : null, steps); }`;
  const r = await tab.session.send(
    'Runtime.callFunctionOn',
    node
      ? { objectId: node.objectId, functionDeclaration: move, arguments: [{ value: tabs }] }
      : {
          executionContextId: await tab.world(frame.frameId, frame.sessionId),
          functionDeclaration: move,
          arguments: [{ value: tabs }],
        },
    frame.sessionId,
  );
  if (r.exceptionDetails || r.result.subtype === 'null' || !r.result.objectId) return null;
  node = { frameId: frame.frameId, sessionId: frame.sessionId, objectId: r.result.objectId as string };
  // Tab onto a frame enters it: its first (Shift+Tab: last) focusable element.
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    const isFrame: unknown = await callValue<unknown>(tab, node, frameContentOffset.toString());
    const child: { frameId: string; sessionId?: string } | null = isFrame ? await childFrame(tab, node) : null;
    if (!child) return node;
    const inner = await evalElement(
      tab,
      child.frameId,
      child.sessionId,
      `(${focusAfterTabs})(null, ${tabs > 0 ? 1 : -1})`,
    );
    if (!inner) return node;
    node = { frameId: child.frameId, sessionId: child.sessionId, objectId: inner };
  }
  return node;
}

async function focusedIn(tab: BrowserTab, frame: { frameId: string; sessionId?: string }): Promise<FoundNode | null> {
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    const objectId = await evalElement(tab, frame.frameId, frame.sessionId, `(${deepFocus})()`);
    if (!objectId) return null;
    const node = { frameId: frame.frameId, sessionId: frame.sessionId, objectId };
    const isFrame: unknown = await callValue<unknown>(tab, node, frameContentOffset.toString());
    const child: { frameId: string; sessionId?: string } | null = isFrame ? await childFrame(tab, node) : null;
    if (!child) return node;
    frame = child;
  }
  return null;
}

/** The URL whose origin the node's document has (about:blank / srcdoc frames inherit their creator's). */
export function documentUrlOf(tab: BrowserTab, node: FoundNode): Promise<string> {
  return callValue<string>(
    tab,
    node,
    'function () { const u = this.ownerDocument.URL; return /^https?:/.test(u) ? u : (self.origin !== "null" ? self.origin + "/" : u); }',
  );
}
