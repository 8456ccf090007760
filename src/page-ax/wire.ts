/**
 * The page script's answer on the wire. chrome.debugger hands the worker the answer as one string, and its cost
 * grows with the string (~40 us a kB, and faster than linearly past a few hundred kB: Redoc's answer was 380 kB), so
 * what is said for every node is said short. Numbers that mostly follow from the entry before are sent as the step
 * from it, and left out when the step is the usual one: parent links (the distance back, mostly 1), page ids and
 * walk indices (mostly the next one), style sets (mostly the one before). `null` says "none". Roles go through a
 * table. `unpackAnswer` undoes it in the worker; the shapes in between are the page script's (AxOut, DocumentWalk).
 */
import type { Extras } from './extras';
import type { AxOut } from './tree';
import type { DocumentWalk } from './walk';

/**
 * Where the page script keeps its entry in our world's global: a symbol, never a name. A global name is also a
 * window's named property, which the page gives by an element's id or name (`<div id="__tabwrightAx">`) in every
 * world: the worker took that element for the script, never put the script in, and each read failed over to the
 * DOMSnapshot collector for the whole target, a fallback any page could choose.
 */
export const PAGE_AX_SYMBOL = 'tabwright.ax';

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

type Entry = Record<string, unknown>;

/** How a numeric field of consecutive entries goes: left out when it is what the entry before makes likely. */
type Column =
  /** An index of an entry before this one (a parent link): sent as the distance back, left out when 1. */
  | { key: string; kind: 'back' }
  /** Sent as the step from the last entry that had one, left out when 1 (page ids, walk indices). */
  | { key: string; kind: 'step' }
  /** Sent as is, left out when the same as the last entry that had one (style sets: a few dozen, any order). */
  | { key: string; kind: 'same' };

const WALK: Column[] = [
  { key: 'u', kind: 'back' },
  { key: 's', kind: 'same' },
];
const AX: Column[] = [
  { key: 'u', kind: 'back' },
  { key: 'd', kind: 'step' },
  { key: 'p', kind: 'step' },
];

/** In place; a field set to undefined is left out by JSON.stringify (no `delete`, which slows the objects). */
function pack(entries: Entry[], columns: Column[]): void {
  for (const c of columns) {
    let last = -1;
    entries.forEach((e, k) => {
      const v = e[c.key] as number | undefined;
      if (c.kind === 'back') {
        e[c.key] = k - v! === 1 ? undefined : k - v!;
        return;
      }
      if (v === undefined) {
        e[c.key] = null; // none, where leaving it out would mean "the likely one"
        return;
      }
      if (c.kind === 'step') e[c.key] = v - last === 1 ? undefined : v - last;
      else e[c.key] = v === last ? undefined : v;
      last = v;
    });
  }
}

function unpack(entries: Entry[], columns: Column[]): void {
  for (const c of columns) {
    let last = -1;
    entries.forEach((e, k) => {
      const v = e[c.key] as number | null | undefined;
      if (c.kind === 'back') {
        e[c.key] = k - (v ?? 1);
        return;
      }
      if (v === null) {
        e[c.key] = undefined;
        return;
      }
      const value = c.kind === 'step' ? last + (v ?? 1) : (v ?? last);
      e[c.key] = value;
      last = value;
    });
  }
}

/** Packs in place: the entries are the page script's own, made for this answer only. */
export function packAnswer(walk: DocumentWalk, ax: AxOut[], ex: Extras): string {
  const roles: string[] = [];
  const roleAt = new Map<string, number>();
  for (const n of ax) {
    let r = roleAt.get(n.r);
    if (r === undefined) {
      r = roles.length;
      roles.push(n.r);
      roleAt.set(n.r, r);
    }
    (n as unknown as Entry).r = r;
  }
  pack(walk.nodes as unknown as Entry[], WALK);
  pack(ax as unknown as Entry[], AX);
  const packed: Packed = { walk, ax, roles, ex };
  return JSON.stringify(packed);
}

export function unpackAnswer(text: string): PageAnswer {
  const { walk, ax, roles, ex } = JSON.parse(text) as Packed;
  unpack(walk.nodes as unknown as Entry[], WALK);
  unpack(ax as unknown as Entry[], AX);
  for (const n of ax) n.r = roles[n.r as unknown as number]!;
  return { walk, ax, ex };
}
