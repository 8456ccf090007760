/**
 * The changes between two snapshots of the same page, for the model after a page-changing action: added
 * subtrees in full, changed lines with only what differs, removed elements, re-rendered subtrees as a ref mapping,
 * and unchanged runs elided to one short line (their refs stay valid because refs follow element identity).
 * Nodes are matched by element key, text by content.
 */
import type { VNode } from './model';
import { coverMoves } from './cover-moves';
import { movedNote, parentsOf, reordered, twinNote } from './moves';
import { memo, pairRefs, renamedPairs, runsOf } from './ref-runs';
import { countRefs, formatLine, plainRow, visibleChildren } from './render';
import { quote } from './text';
import { wasPart } from './was-part';

export interface DiffResult {
  lines: string[];
  added: number;
  changed: number;
  removed: number;
  /** [old ref, new ref] of re-rendered elements. */
  renamed: Array<[string, string]>;
  /** The new nodes of the added and changed lines (where they are on the page says if the user sees them). */
  touched: VNode[];
}

/**
 * Focus follows every click: on its own it is not a change worth a line. Covered comes and goes with overlays over
 * the whole page: one summary line says it (cover-moves.ts).
 */
const QUIET_STATES = new Set(['focused', 'covered']);

export function diffTrees(prev: VNode, next: VNode): DiffResult {
  const oldByKey = new Map<string, VNode>();
  const newKeys = new Set<string>();
  const index = (n: VNode, into: (k: string, n: VNode) => void) => {
    if (n.key) into(n.key, n);
    for (const c of n.children) index(c, into);
  };
  index(prev, (k, n) => oldByKey.set(k, n));
  index(next, (k) => newKeys.add(k));
  // Focus is left out: a focus move alone is no change, and neither is a container whose child took the focus
  // (relay log C42: `form / unchanged: 3 / paragraph / unchanged: 1` after a click on a button).
  const hash = memo(
    (n: VNode, self: (n: VNode) => string) =>
      `${formatLine({ ...n, states: n.states.filter((x) => !QUIET_STATES.has(x)) }, 0)}{${n.children.map(self).join(',')}}`,
  );
  // Content without refs: a re-rendered subtree (new elements, same content) has the same shape.
  const shape = memo(
    (n: VNode, self: (n: VNode) => string) =>
      `${formatLine({ ...n, ref: undefined }, 0)}{${n.children.map(self).join(',')}}`,
  );

  const oldParents = parentsOf(prev);
  const newParents = parentsOf(next);

  const out: DiffResult = { lines: [], added: 0, changed: 0, removed: 0, renamed: [], touched: [] };
  const emitAdded = (n: VNode, depth: number, mark: boolean) => {
    out.lines.push(formatLine(n, depth) + (mark ? ' (new)' : ''));
    if (plainRow(n) === undefined) for (const c of visibleChildren(n)) emitAdded(c, depth + 1, false);
  };

  const walk = (o: VNode, n: VNode, depth: number) => {
    const pad = '  '.repeat(depth);
    const oldUnkeyed = new Map<string, VNode>();
    for (const c of o.children) if (!c.key) oldUnkeyed.set(hash(c), c);
    const gone = o.children.filter((c) =>
      c.key ? !newKeys.has(c.key) : !n.children.some((k) => !k.key && hash(k) === hash(c)),
    );
    // Removed subtrees whose exact content came back as new elements: the page re-rendered them.
    const reborn = new Map<VNode, VNode>();
    const goneByShape = new Map<string, VNode[]>();
    for (const g of gone) goneByShape.set(shape(g), [...(goneByShape.get(shape(g)) ?? []), g]);
    for (const c of n.children) {
      if (c.key ? oldByKey.has(c.key) : oldUnkeyed.has(hash(c))) continue;
      const twin = goneByShape.get(shape(c))?.shift();
      if (twin) reborn.set(c, twin);
    }
    // A small group of one-line targets the page re-rendered while adding or removing some (a pager after "25 a
    // page": 1-5 new, "…" and "12" gone) is printed whole: a ref mapping and a "removed" line leave the model to rebuild what is
    // there now from an older snapshot, which context collapsing may have dropped (relay log C43).
    const isNew = (c: VNode) => !reborn.has(c) && !(c.key ? oldByKey.has(c.key) : oldUnkeyed.has(hash(c)));
    const regrouped =
      reborn.size > 0 &&
      [...reborn.keys()].every((c) => c.ref && c.children.length === 0) &&
      (gone.length > reborn.size || n.children.some(isNew));
    const whole = regrouped && small(n.children);
    // A bigger such group whose refs do not renumber in step (a date picker's next month: its day cells re-rendered
    // in other places, some days gone, some new) prints its re-rendered targets in place: a mapping `e19→e55, e21→e58,
    // …` left the model to work out which new ref was the 12th, and it clicked the 16th (relay log C140).
    const inPlace = regrouped && !whole && runsOf([...reborn].flatMap(([c, twin]) => pairRefs(twin, c))).length > 3;
    let same = 0;
    const flush = () => {
      if (same) out.lines.push(`${pad}unchanged: ${same}`);
      same = 0;
    };
    const renumbered: string[] = [];
    let rerendered = 0;
    // A wrapper no longer printed (a box that stopped scrolling lost its ref) hands its children up: they stayed put
    // (relay log C120: "moved here, into the page" for every line of a shrunk table's page, and the box "removed").
    const newChildKeys = new Set(n.children.map((c) => c.key));
    const unwrapped = new Set(gone.filter((g) => g.key && g.children.some((c) => c.key && newChildKeys.has(c.key))));
    const here = new Set([...o.children, ...[...unwrapped].flatMap((g) => g.children)]);
    const shuffled = reordered(o, n);
    for (const c of n.children) {
      const twin = reborn.get(c);
      if (twin) {
        rerendered++;
        const pairs = pairRefs(twin, c);
        out.renamed.push(...renamedPairs(pairs));
        if (!whole && !inPlace) renumbered.push(...pairs);
        else {
          flush();
          out.touched.push(c);
          out.lines.push(`${formatLine(c, depth)} (re-rendered${twin.ref ? `, was ${twin.ref}` : ''})`);
        }
        continue;
      }
      const match = c.key ? oldByKey.get(c.key) : oldUnkeyed.get(hash(c));
      // The same element in another place (a dragged card): say so where it is now (relay log C35).
      if (match && c.key && (!here.has(match) || shuffled.has(c.key))) {
        flush();
        out.changed++;
        out.touched.push(c);
        const was = lineChange(match, c);
        const note = movedNote(match, c, oldParents, newParents);
        out.lines.push(`${formatLine(c, depth)} (${note}${was ? `; was: ${was}` : ''})`);
        if (hash(match) !== hash(c)) walk(match, c, depth + 1);
        continue;
      }
      if (match && hash(match) === hash(c)) {
        if (whole) out.lines.push(formatLine(c, depth));
        else same++;
        continue;
      }
      if (!match) {
        flush();
        out.added++;
        out.touched.push(c);
        emitAdded(c, depth, true);
        continue;
      }
      const was = lineChange(match, c);
      if (was === undefined && quietlySame(match, c, hash)) {
        same++;
        continue;
      }
      flush();
      // A bare context line (`main`) among twins (four columns, each a `main`) says which one it is (C36).
      if (was === undefined) out.lines.push(formatLine(c, depth) + twinNote(c, n, newParents));
      else {
        out.changed++;
        out.touched.push(c);
        out.lines.push(`${formatLine(c, depth)} ${was ? `(was: ${was})` : `(${stateChange(match.states, c.states)})`}`);
      }
      walk(match, c, depth + 1);
    }
    flush();
    out.changed += rerendered;
    if (rerendered && !whole && !inPlace) {
      const refs = renumbered.length ? `; new refs ${runsOf(renumbered).join(', ')}` : '';
      out.lines.push(
        `${pad}re-rendered: ${rerendered} ${rerendered === 1 ? 'element' : 'elements'} with the same content${refs}`,
      );
    }
    // The same line removed many times (the rows a sort or filter took away) is one line with its count (C94).
    let last: { text: string; times: number; refs: number; at: number } | undefined;
    for (const c of gone) {
      if ([...reborn.values()].includes(c) || unwrapped.has(c)) continue;
      out.removed++;
      const refs = countRefs(c);
      const text = formatLine(c, 0);
      if (last && last.text === text && !c.ref) {
        last.times++;
        last.refs += refs;
        out.lines[last.at] = `${pad}removed: ${last.times} × ${text}${last.refs ? ` (${last.refs} refs)` : ''}`;
        continue;
      }
      last = c.ref ? undefined : { text, times: 1, refs, at: out.lines.length };
      out.lines.push(`${pad}removed: ${text}${refs > (c.ref ? 1 : 0) ? ` (${refs} refs)` : ''}`);
    }
  };
  walk(prev, next, 0);
  // A tree where only unchanged runs were printed means nothing changed.
  if (out.added + out.changed + out.removed === 0) out.lines = [];
  const covers = coverMoves(oldByKey, next);
  out.lines.push(...covers);
  out.changed += covers.length;
  return out;
}

/** What the old line said that the new one does not ('' = only states moved), or undefined when nothing but focus did. */
function lineChange(o: VNode, n: VNode): string | undefined {
  // Chrome names a focused box after its text (a calendar day once clicked): the same words, nothing changed.
  if (o.name === undefined && n.text === undefined && n.name === o.text) o = { ...o, name: n.name, text: undefined };
  const parts: string[] = [];
  if (o.role !== n.role) parts.push(o.role);
  if (o.name !== n.name) parts.push(o.name === undefined ? 'no name' : quote(o.name));
  const loud = (s: string[]) => s.filter((x) => !QUIET_STATES.has(x)).join(' ');
  const statesMoved = loud(o.states) !== loud(n.states);
  if (o.value !== n.value) parts.push(o.value === undefined ? 'no value' : `value=${wasPart(o.value, n.value ?? '')}`);
  if (o.text !== n.text) parts.push(o.text === undefined ? 'no text' : `text ${wasPart(o.text, n.text ?? '')}`);
  if (o.url !== n.url || o.placeholder !== n.placeholder) parts.push(formatLine(o, 0));
  // States alone: the new line says what they are now ([expanded] after [collapsed]); the old ones add only noise.
  if (statesMoved && parts.length === 0) return '';
  return parts.length ? parts.join(', ') : undefined;
}

/** States that say the opposite of each other: `[collapsed]` -> `[expanded]` reads "now expanded". */
const OPPOSITE: Record<string, string> = {
  expanded: 'collapsed',
  collapsed: 'expanded',
  checked: 'unchecked',
  unchecked: 'checked',
};

/**
 * What moved in a line's states, in words: `now expanded`, `now enabled`, `no longer selected`. The line itself
 * says what they are now; this says which of them is news, so the model need not compare with an older snapshot.
 */
export function stateChange(before: string[], after: string[]): string {
  const loud = (s: string[]) => s.filter((x) => !QUIET_STATES.has(x));
  const [was, now] = [loud(before), loud(after)];
  const gained = now.filter((x) => !was.includes(x));
  const lost = was.filter((x) => !now.includes(x) && !gained.includes(OPPOSITE[x] ?? ''));
  const words = gained.map((x) => `now ${x}`);
  for (const x of lost) {
    if (x === 'disabled') words.push('now enabled');
    else if (x === 'checked' || x === 'mixed') words.push('now unchecked');
    else words.push(`no longer ${x}`);
  }
  return words.join(', ') || 'changed';
}

/** Same line but for quiet states, and the same children: nothing to report. */
function quietlySame(o: VNode, n: VNode, hash: (n: VNode) => string): boolean {
  return o.children.length === n.children.length && o.children.every((c, i) => hash(c) === hash(n.children[i]!));
}

/** Few and short enough to print whole (a pager, a toolbar), not a calendar of 63 days. */
function small(children: VNode[]): boolean {
  const size = (n: VNode): number => 1 + n.children.reduce((k, c) => k + size(c), 0);
  return children.length <= 15 && children.reduce((k, c) => k + size(c), 0) <= 30;
}
