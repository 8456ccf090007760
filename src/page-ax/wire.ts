/**
 * The page script's answer on the wire. chrome.debugger hands the worker the answer as one string, and its cost
 * grows with the string (~40 us a kB, and faster than linearly past a few hundred kB: Redoc's answer was 380 kB), so
 * what is said many times is said short: parent links as the distance back (small numbers instead of large ones),
 * page ids and walk indices as the step from the entry before, roles as indices into a table. `unpackAnswer` undoes
 * it in the worker; the shapes in between are the page script's own (AxOut, DocumentWalk).
 */
import type { Extras } from './extras';
import type { AxOut } from './tree';
import type { DocumentWalk } from './walk';

export interface PageAnswer {
  walk: DocumentWalk;
  ax: AxOut[];
  ex: Extras;
}

interface Packed {
  walk: DocumentWalk;
  ax: AxOut[];
  roles: string[];
  ex: Extras;
}

/** Packs in place: the entries are the page script's own, made for this answer only. */
export function packAnswer(walk: DocumentWalk, ax: AxOut[], ex: Extras): string {
  walk.nodes.forEach((n, k) => {
    n.u = k - n.u;
  });
  const roles: string[] = [];
  const roleAt = new Map<string, number>();
  let lastD = 0;
  let lastP = 0;
  ax.forEach((n, k) => {
    const o = n as unknown as Record<string, unknown>;
    let r = roleAt.get(n.r);
    if (r === undefined) {
      r = roles.length;
      roles.push(n.r);
      roleAt.set(n.r, r);
    }
    o.r = r;
    n.u = k - n.u;
    if (n.d !== undefined) [n.d, lastD] = [n.d - lastD, n.d];
    if (n.p !== undefined) [n.p, lastP] = [n.p - lastP, n.p];
  });
  const packed: Packed = { walk, ax, roles, ex };
  return JSON.stringify(packed);
}

export function unpackAnswer(text: string): PageAnswer {
  const { walk, ax, roles, ex } = JSON.parse(text) as Packed;
  walk.nodes.forEach((n, k) => {
    n.u = k - n.u;
  });
  let lastD = 0;
  let lastP = 0;
  ax.forEach((n, k) => {
    n.r = roles[n.r as unknown as number]!;
    n.u = k - n.u;
    if (n.d !== undefined) lastD = n.d += lastD;
    if (n.p !== undefined) lastP = n.p += lastP;
  });
  return { walk, ax, ex };
}
