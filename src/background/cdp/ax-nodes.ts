/**
 * Raw CDP AX nodes -> slim RawAXNode: drops InlineTextBox nodes (duplicates of their StaticText), name sources
 * and relation properties, which are most of getFullAXTree's bytes and nothing the renderer prints.
 */
import type { RawAXNode } from './collected';
import { MAX_READ_DEPTH, MAX_READ_NODES, type ReadCut } from '../../shared/read-bounds';

interface CdpAXValue {
  type: string;
  value?: unknown;
}
interface CdpAXNode {
  nodeId: string;
  parentId?: string;
  childIds?: string[];
  ignored: boolean;
  ignoredReasons?: Array<{ name: string; value: CdpAXValue }>;
  role?: CdpAXValue;
  name?: CdpAXValue;
  value?: CdpAXValue;
  description?: CdpAXValue;
  properties?: Array<{ name: string; value: CdpAXValue }>;
  backendDOMNodeId?: number;
}

/** AX properties worth keeping: states the renderer prints and hints the pruner uses. */
const KEPT_PROPS = new Set([
  'checked',
  'expanded',
  'selected',
  'pressed',
  'disabled',
  'required',
  'readonly',
  'invalid',
  'level',
  'focused',
  'focusable',
  'modal',
  'url',
  'multiselectable',
  'haspopup',
  'editable',
  'valuetext',
  'valuemin',
  'valuemax',
  'hiddenRoot',
  'autocomplete',
  'busy',
  'orientation',
  'settable',
]);

export function toRawNodes(nodes: CdpAXNode[]): RawAXNode[] {
  const dropped = new Set<string>();
  for (const n of nodes) if (n.role?.value === 'InlineTextBox') dropped.add(n.nodeId);
  const out: RawAXNode[] = [];
  for (const n of nodes) {
    if (dropped.has(n.nodeId)) continue;
    const raw: RawAXNode = {
      id: n.nodeId,
      children: (n.childIds ?? []).filter((c) => !dropped.has(c)),
      role: String(n.role?.value ?? 'none'),
    };
    if (n.parentId !== undefined) raw.parent = n.parentId;
    if (n.backendDOMNodeId !== undefined) raw.backendId = n.backendDOMNodeId;
    if (n.ignored) {
      raw.ignored = true;
      raw.role = 'none';
      if (n.ignoredReasons?.some((r) => r.name === 'activeModalDialog' || r.name === 'inertElement')) raw.inert = true;
      out.push(raw);
      continue;
    }
    const name = str(n.name);
    if (name) raw.name = name;
    const value = str(n.value);
    if (value) raw.value = value;
    const description = str(n.description);
    if (description) raw.description = description;
    for (const p of n.properties ?? []) {
      if (!KEPT_PROPS.has(p.name)) continue;
      const v = p.value.value;
      if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') continue;
      raw.props ??= {};
      raw.props[p.name] = v;
    }
    out.push(raw);
  }
  return out;
}

function str(v: CdpAXValue | undefined): string | undefined {
  if (v?.value === undefined || v.value === null) return undefined;
  return String(v.value);
}

/**
 * The fallback's tree within the read bounds (page-ax/limits.ts) the in-page collector keeps: Chrome answers a
 * 20,000-level tree whole, and every recursive step after this one would overflow on it. Without a loop on the
 * stack: nodes deeper than the bound, or past the node bound in document order, are left out and the cut says so.
 */
export function withinReadBounds(nodes: RawAXNode[]): { nodes: RawAXNode[]; cut?: ReadCut } {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const kept = new Set<string>();
  let cut: ReadCut | undefined;
  const stack: Array<[RawAXNode, number]> = nodes
    .filter((n) => n.parent === undefined || !byId.has(n.parent))
    .reverse()
    .map((n) => [n, 0]);
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [n, depth] = top;
    if (depth > MAX_READ_DEPTH) {
      cut = { ...cut, depth: MAX_READ_DEPTH };
      continue;
    }
    if (kept.size >= MAX_READ_NODES) {
      cut = { ...cut, nodes: MAX_READ_NODES };
      break;
    }
    kept.add(n.id);
    for (let i = n.children.length - 1; i >= 0; i--) {
      const c = byId.get(n.children[i]!);
      if (c && !kept.has(c.id)) stack.push([c, depth + 1]);
    }
  }
  if (!cut) return { nodes };
  const out = nodes
    .filter((n) => kept.has(n.id))
    .map((n) => ({ ...n, children: n.children.filter((c) => kept.has(c)) }));
  return { nodes: out, cut };
}
