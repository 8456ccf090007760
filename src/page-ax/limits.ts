/**
 * The read bounds (shared/read-bounds.ts) as the page script and get_page_text's content script keep them.
 */
import { MAX_READ_DEPTH, MAX_READ_NODES, READ_BUDGET_MS, type ReadCut } from '../shared/read-bounds';

export { MAX_READ_DEPTH, joinCuts, type ReadCut } from '../shared/read-bounds';

/** The bounds of one walk: `over` says, as each node comes, whether the walk stops here; `cut` what it left out. */
export function readBounds(): { over: (read: number, depth: number) => boolean; cut: () => ReadCut | undefined } {
  let cut: ReadCut | undefined;
  const started = performance.now();
  return {
    over(read, depth) {
      if (cut?.nodes !== undefined) return true;
      if (read >= MAX_READ_NODES) cut = { ...cut, nodes: read };
      // A clock read costs more than a node: one every 256.
      else if ((read & 255) === 0 && performance.now() - started > READ_BUDGET_MS)
        cut = { ...cut, nodes: read, ms: READ_BUDGET_MS };
      if (cut?.nodes !== undefined) return true;
      if (depth <= MAX_READ_DEPTH) return false;
      cut = { ...cut, depth: MAX_READ_DEPTH };
      return true;
    },
    cut: () => cut,
  };
}

/** Whether a document is past the read bounds (too many elements, or nested too deep), counted without recursion. */
export function pastReadBounds(doc: Document): boolean {
  const all = doc.getElementsByTagName('*');
  if (all.length > MAX_READ_NODES) return true;
  const depth = new Map<Element, number>();
  // Document order: a parent's depth is known before its children come.
  for (const el of all) {
    const d = (el.parentElement ? (depth.get(el.parentElement) ?? 0) : 0) + 1;
    if (d > MAX_READ_DEPTH) return true;
    depth.set(el, d);
  }
  return false;
}
