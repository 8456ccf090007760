/**
 * How much of a page one read takes. A page controls its DOM: 1,000 nested spans overflowed the recursive walks (the
 * in-page collector's, the worker's snapshot builder: "Maximum call stack size exceeded", no snapshot at all), 5,000
 * kept get_page_text busy for minutes, and a wide DOM makes every read slow. Past these bounds the read stops and says so
 * (`ReadCut`): the snapshot then tells the model that content was not read, so it never takes unread text for absent.
 * Real pages stay far inside them (the deepest recording in test/fixtures/ax is 26 levels deep).
 */

/** Elements (shadow roots not counted) below the document; deeper ones are not read. */
export const MAX_READ_DEPTH = 200;
/** Nodes one frame's read takes, in document order. */
export const MAX_READ_NODES = 60_000;
/** Milliseconds one frame's hint walk may take before it stops where it is. */
export const READ_BUDGET_MS = 2_500;

/** What a read left out, when it stopped at a bound: every field that is set says one way it was cut. */
export interface ReadCut {
  /** Elements nested deeper than MAX_READ_DEPTH were left out. */
  depth?: number;
  /** The read stopped after this many nodes (MAX_READ_NODES, or the time budget ran out there). */
  nodes?: number;
  /** The read ran out of time (READ_BUDGET_MS). */
  ms?: number;
}

/** Both cuts in one (a page read in two walks, or frames of one page). */
export function joinCuts(a: ReadCut | undefined, b: ReadCut | undefined): ReadCut | undefined {
  if (!a) return b;
  if (!b) return a;
  const out: ReadCut = { ...a };
  if (b.depth !== undefined) out.depth = b.depth;
  if (b.nodes !== undefined) out.nodes = Math.min(b.nodes, out.nodes ?? b.nodes);
  if (b.ms !== undefined) out.ms = b.ms;
  return out;
}
