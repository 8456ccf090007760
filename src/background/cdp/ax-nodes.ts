/**
 * Raw CDP AX nodes -> slim RawAXNode: drops InlineTextBox nodes (duplicates of their StaticText), name sources
 * and relation properties, which are most of getFullAXTree's bytes and nothing the renderer prints.
 */
import type { RawAXNode } from './collected';

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
