/**
 * Which folder of src/ may import which (README, "Architecture"). The agent core is pure and knows no context;
 * shared (protocol, settings, i18n) is the floor every context stands on; the UI contexts reach the worker only
 * through messages of the protocol, never by importing its code; the worker does not import UI code.
 */
export const MAY_IMPORT: Record<string, readonly string[]> = {
  shared: [],
  agent: ['shared'],
  // The worker runs the in-page collector's script (page-ax) and reads its answer's types.
  background: ['agent', 'shared', 'page-ax'],
  sidepanel: ['agent', 'shared'],
  options: ['agent', 'shared'],
  palette: ['agent', 'shared'],
  // The content script hosts the palette's overlay in the page, and reads the page as the in-page collector does
  // (get_page_text's covered text: the collector's ::before / ::after covers, page-ax/pseudo-covers.ts).
  content: ['agent', 'shared', 'palette', 'page-ax'],
  // The tabwright-mcp CLI (Node): the tools' definitions and the bridge protocol, nothing of the extension's contexts.
  mcp: ['agent', 'shared'],
  // The in-page snapshot collector, evaluated in our isolated world of a page: it knows no extension context.
  'page-ax': ['shared'],
};

export interface ImportEdge {
  /** Path under src/, like "sidepanel/store/history.ts". */
  from: string;
  /** Resolved path under src/ of the imported module, like "shared/history-store". */
  to: string;
}

export function folderOf(path: string): string {
  return path.split('/')[0]!;
}

/** Imports that go the wrong way, as "from -> to" lines. There is no list of excused ones. */
export function wrongImports(edges: readonly ImportEdge[]): string[] {
  return edges
    .filter(({ from, to }) => {
      const a = folderOf(from);
      const b = folderOf(to);
      if (a === b || !(a in MAY_IMPORT)) return false;
      return !MAY_IMPORT[a]!.includes(b);
    })
    .map(({ from, to }) => `${from} -> ${to}`);
}

/** Import cycles among the given files (each cycle once, as a path that returns to its start). */
export function cycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const found = new Map<string, string[]>();
  const visit = (node: string, path: string[]) => {
    for (const n of next.get(node) ?? []) {
      const at = path.indexOf(n);
      if (at >= 0) {
        const loop = path.slice(at);
        found.set([...loop].sort().join('|'), [...loop, n]);
      } else if (path.length < 12) visit(n, [...path, n]);
    }
  };
  for (const start of next.keys()) visit(start, [start]);
  return [...found.values()];
}
