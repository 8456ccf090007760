/**
 * Pairing, pure: which MCP clients the user approved, and what a connection may do in each state. A client is
 * known by the hash of the key it presents (its own, kept by `tabwright-mcp` per client name); nothing but `hello`
 * is accepted before the user approved it, and a refused or unknown client gets no second chance on the same
 * connection.
 */
import type { ClientToWorker, PairedClient } from '../../shared/bridge-protocol';

export type { PairedClient };

export const MAX_PAIRED = 20;

export type ConnState = 'new' | 'pairing' | 'paired' | 'closed';

export function isPaired(list: readonly PairedClient[], id: string): boolean {
  return list.some((c) => c.id === id);
}

export function pair(list: readonly PairedClient[], client: { id: string; name: string }, now: number): PairedClient[] {
  const rest = list.filter((c) => c.id !== client.id);
  return [...rest, { ...client, pairedAt: now, lastSeen: now }].slice(-MAX_PAIRED);
}

export function forget(list: readonly PairedClient[], id: string): PairedClient[] {
  return list.filter((c) => c.id !== id);
}

export function touch(list: readonly PairedClient[], id: string, now: number): PairedClient[] {
  return list.map((c) => (c.id === id ? { ...c, lastSeen: now } : c));
}

/** What to do with a client's message in the connection's state: handle it, or refuse and close. */
export function admit(state: ConnState, message: ClientToWorker): { ok: true } | { ok: false; reason: string } {
  if (state === 'closed') return { ok: false, reason: 'This connection is closed.' };
  if (message.type === 'hello')
    return state === 'new' ? { ok: true } : { ok: false, reason: 'hello was already sent on this connection.' };
  if (state !== 'paired')
    return {
      ok: false,
      reason:
        state === 'new'
          ? 'Say hello first: this client is not paired with Tabwright.'
          : 'This client is not paired yet: the user has not allowed it in the Tabwright side panel.',
    };
  return { ok: true };
}

/** The id a client is remembered by: SHA-256 of its key, in hex (the key itself is never stored). */
export async function clientId(key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
