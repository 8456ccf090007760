import { fromSyntheticId, syntheticId } from '../cdp/page-collect';
import { PAGE_AX } from '../cdp/page-world';
import type { BrowserTab } from './tab';

/**
 * Runs our page functions (page-functions.ts, field-functions.ts...) in our isolated world of a frame, where the
 * page's scripts cannot see or patch them: on an element (callOn, callForElement) or in the frame (callInFrame).
 */

/** An element as an object of our isolated world, in the CDP session of its frame's target. */
export interface InWorld {
  objectId: string;
  sessionId: string | undefined;
}

/** A node of a frame as an object of our isolated world there (nothing we run is visible to the page). */
export async function nodeInWorld(
  tab: BrowserTab,
  frameId: string,
  sessionId: string | undefined,
  backendNodeId: number,
): Promise<string> {
  const executionContextId = await tab.world(frameId, sessionId);
  if (backendNodeId < 0) return nodeByPageId(tab, sessionId, executionContextId, backendNodeId);
  const { object } = await tab.session.send('DOM.resolveNode', { backendNodeId, executionContextId }, sessionId);
  return object.objectId as string;
}

/**
 * A node the in-page collector keyed by its own id (cdp/page-collect.ts syntheticId): found through the page
 * script's registry in the same world, only while that world (the document) is the one that issued the id.
 */
async function nodeByPageId(tab: BrowserTab, sessionId: string | undefined, contextId: number, id: number) {
  const { context, pageId } = fromSyntheticId(id);
  if (context !== contextId) throw new Error('No node with given id found: its document is gone');
  const r = await tab.session.send(
    'Runtime.evaluate',
    { expression: `${PAGE_AX}?.node(${pageId}) ?? null`, contextId },
    sessionId,
  );
  const objectId = (r as { result?: { objectId?: string } }).result?.objectId;
  if (!objectId) throw new Error('No node with given id found');
  return objectId;
}

/** Runs a page function, with no element, in a frame's isolated world and returns its (JSON) value. */
export async function callInFrame<T>(
  tab: BrowserTab,
  frameId: string,
  sessionId: string | undefined,
  fn: (...args: never[]) => unknown,
  args: unknown[] = [],
): Promise<T> {
  const executionContextId = await tab.world(frameId, sessionId);
  const r = await tab.session.send(
    'Runtime.callFunctionOn',
    {
      functionDeclaration: fn.toString(),
      executionContextId,
      arguments: args.map((value) => ({ value })),
      returnByValue: true,
    },
    sessionId,
  );
  return r.result.value as T;
}

function callWith(tab: BrowserTab, el: InWorld, fn: (...args: never[]) => unknown, args: unknown[], byValue: boolean) {
  return tab.session.send(
    'Runtime.callFunctionOn',
    {
      objectId: el.objectId,
      functionDeclaration: fn.toString(),
      arguments: args.map((value) => ({ value })),
      ...(byValue ? { awaitPromise: true, returnByValue: true } : { returnByValue: false }),
    },
    el.sessionId,
  );
}

/** Runs a page function that returns an element; the element stays a remote object (no JSON), or null. */
export async function callForElement(
  tab: BrowserTab,
  el: InWorld,
  fn: (...args: never[]) => unknown,
  args: unknown[] = [],
): Promise<string | null> {
  const r = await callWith(tab, el, fn, args, false);
  if (r.exceptionDetails || r.result.subtype === 'null' || !r.result.objectId) return null;
  return r.result.objectId as string;
}

/** Runs a page function on the element in our isolated world and returns its (JSON) value; a throw rethrows. */
export async function callOn<T>(
  tab: BrowserTab,
  el: InWorld,
  fn: (...args: never[]) => unknown,
  args: unknown[] = [],
): Promise<T> {
  const r = await callWith(tab, el, fn, args, true);
  if (r.exceptionDetails) throw new Error(r.exceptionDetails.exception?.description ?? r.exceptionDetails.text);
  return r.result.value as T;
}

/**
 * The ref of the latest snapshot for an element object of our world, whichever id the snapshot keyed it by: the
 * in-page collector's (cdp/page-collect.ts) or its backend node id.
 */
export async function refOfObject(
  tab: BrowserTab,
  frameId: string,
  sessionId: string | undefined,
  objectId: string,
): Promise<string | undefined> {
  const own = await tab.session
    .send(
      'Runtime.callFunctionOn',
      {
        objectId,
        functionDeclaration: `function () { return ${PAGE_AX}?.knownId(this) ?? null; }`,
        returnByValue: true,
      },
      sessionId,
    )
    .then(
      (r) => (r as { result?: { value?: unknown } }).result?.value,
      () => null,
    );
  if (typeof own === 'number') {
    const ref = tab.engine.refOfNode(frameId, syntheticId(await tab.world(frameId, sessionId), own));
    if (ref) return ref;
  }
  const { node } = await tab.session.send('DOM.describeNode', { objectId }, sessionId);
  return tab.engine.refOfNode(frameId, node.backendNodeId as number);
}
