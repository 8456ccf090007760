/**
 * Our isolated world in a frame, for the in-page collector (page-collect.ts): found through Chrome, checked by a key
 * before a kept context is trusted, and asked for the page script's answer.
 */
import { PAGE_AX_SYMBOL, type PageAnswer, unpackAnswer } from '../../page-ax/wire';
import { ICON_FONT, SNAPSHOT_STYLES } from './dom-hints';
import type { CdpTransport } from './transport';

/** The world our actions use too (isolated-worlds.ts): refs by synthetic id resolve in the same registry. */
export const PAGE_WORLD = 'tabwright';

/** The page script's entry in our world, as an expression (page-ax/wire.ts PAGE_AX_SYMBOL says why not a name). */
export const PAGE_AX = `globalThis[Symbol.for(${JSON.stringify(PAGE_AX_SYMBOL)})]`;

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

/**
 * Known only to this worker life. A kept context id can, once the frame's document moved to another process (a
 * stopped load's error page, then a new page), name a context there, the page's own world included: a read there must
 * fail and the page script never go there (page scripts would see it; refs would carry ids our actions' world never
 * matches). The collector answers only where it holds this key, handed over only in a context Page.createIsolatedWorld
 * has just named as ours. Strict code: a page getter run by the check learns nothing of the caller.
 */
const KEY = crypto.randomUUID();

/**
 * The page script's answer in `context`. `source` only for a context Chrome has just named as our world: the script
 * goes in there (first read) or gets this worker's key (a restarted worker). Without it, a context without the key
 * throws, and the caller asks Chrome for the world.
 */
export async function ask(
  t: CdpTransport,
  sessionId: string | undefined,
  context: number,
  source: (() => Promise<string>) | undefined,
): Promise<PageAnswer> {
  const ours = `${PAGE_AX} && ${PAGE_AX}.key === ${JSON.stringify(KEY)}`;
  const call = `'use strict'; ${ours} ? ${PAGE_AX}.collect(${JSON.stringify(SNAPSHOT_STYLES)}, ${JSON.stringify(ICON_FONT.source)}) : null`;
  let r = await evaluate(t, sessionId, context, call);
  if (r === null && source) {
    const handOver = `'use strict'; ${PAGE_AX} ? ((${PAGE_AX}.key = ${JSON.stringify(KEY)}), true) : false`;
    if ((await evaluate(t, sessionId, context, handOver)) !== true) {
      await evaluate(t, sessionId, context, await source());
      await evaluate(t, sessionId, context, handOver);
    }
    r = await evaluate(t, sessionId, context, call);
  }
  if (typeof r !== 'string') throw new Error('page collector did not answer');
  return unpackAnswer(r);
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

/** The world state of the frame's last read, if any: its context is checked by the key before it is trusted. */
export function keptWorld(t: CdpTransport, sessionId: string | undefined, frameId: string): WorldState | undefined {
  return states.get(t)?.get(`${sessionId ?? ''}|${frameId}`);
}

/** The frame's world as Chrome names it now (for the same document Chrome answers the same id: kept state). */
export async function worldOf(t: CdpTransport, sessionId: string | undefined, frameId: string) {
  const known = states.get(t) ?? new Map<string, WorldState>();
  states.set(t, known);
  const key = `${sessionId ?? ''}|${frameId}`;
  const had = known.get(key);
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
