/**
 * Code editors (Monaco, CodeMirror 6, Ace) draw their text in layers the accessibility tree hides (aria-hidden,
 * role=presentation) and take input through a hidden textarea or a bare contenteditable: the AX tree shows an empty
 * `textbox "Editor content"`. The lines the editor shows are in the DOM snapshot all the same (text nodes with their
 * layout boxes): read them there, put them on the editor's input (DomHints.code), and mark the drawing layers
 * (DomHints.e) so their text is not printed a second time. Pure: runs on a DOMSnapshot document.
 */
import { clipLine, EDITOR_KINDS, type EditorKind, keptLines } from '../../page-ax/editors';
import type { DomHints } from './collected';

export interface EditorDoc {
  nodes: {
    nodeType?: number[];
    parentIndex?: number[];
    nodeValue?: number[];
    attributes?: number[][];
  };
  layout: { nodeIndex: number[]; bounds: number[][] };
}

export function markEditors(doc: EditorDoc, strings: string[], get: (nodeIndex: number) => DomHints): void {
  const attrs = doc.nodes.attributes ?? [];
  const classes = (i: number): string[] => {
    const a = attrs[i] ?? [];
    for (let k = 0; k < a.length; k += 2)
      if (strings[a[k]!] === 'class') return (strings[a[k + 1]!] ?? '').split(/\s+/);
    return [];
  };
  const found: Array<{ node: number; kind: EditorKind }> = [];
  attrs.forEach((_, i) => {
    const cls = classes(i);
    const kind = EDITOR_KINDS.find((k) => cls.includes(k.root));
    if (kind) found.push({ node: i, kind });
  });
  if (found.length === 0) return;

  const parents = doc.nodes.parentIndex ?? [];
  const children = new Map<number, number[]>();
  parents.forEach((p, i) => {
    if (p >= 0) children.set(p, [...(children.get(p) ?? []), i]);
  });
  const boxOf = new Map<number, number[]>();
  for (const [i, n] of doc.layout.nodeIndex.entries()) boxOf.set(n, doc.layout.bounds[i]!);
  const types = doc.nodes.nodeType ?? [];
  const values = doc.nodes.nodeValue ?? [];
  const textOf = (i: number): string => {
    if (types[i] === 3) return strings[values[i] ?? -1] ?? '';
    return (children.get(i) ?? []).map(textOf).join('');
  };
  const inside = new Set<number>();

  for (const { node: root, kind } of found) {
    if (inside.has(root)) continue; // an editor inside an editor's widget (a diff view's halves) is read once
    const all: number[] = [];
    const walk = (i: number) => {
      inside.add(i);
      all.push(i);
      if (classes(i).some((c) => kind.widgets.includes(c))) return;
      for (const c of children.get(i) ?? []) walk(c);
    };
    walk(root);
    const input = kind.input.map((c) => all.find((i) => classes(i).includes(c))).find((i) => i !== undefined);
    if (input === undefined) continue;
    const area = boxOf.get(root);
    const shown = (i: number): boolean => {
      const b = boxOf.get(i);
      return !!b && !!area && b[3]! > 0 && b[1]! + b[3]! > area[1]! + 1 && b[1]! < area[1]! + area[3]! - 1;
    };
    const numbers = all
      .filter((i) => kind.gutter !== undefined && classes(i).includes(kind.gutter) && shown(i))
      .map((i) => ({ y: boxOf.get(i)![1]!, n: Number.parseInt(textOf(i).trim(), 10) }))
      .filter((g) => Number.isFinite(g.n));
    const isLine = (i: number) => classes(kind.rows ? (parents[i] ?? -1) : i).includes(kind.line);
    const lines = all
      .filter((i) => isLine(i) && shown(i))
      .map((i) => ({
        y: boxOf.get(i)![1]!,
        text: textOf(i)
          .replace(/\u00a0/g, ' ')
          .replace(/[\u200b\u200c]/g, ''),
      }))
      .sort((a, b) => a.y - b.y)
      .map((l): [number, string] => [numbers.find((g) => Math.abs(g.y - l.y) < 3)?.n ?? 0, clipLine(l.text).trimEnd()]);
    get(input).code = keptLines(kind, lines);
    if (kind.terminal) get(input).term = 1;
    // The drawing layers say nothing the code lines do not; the input and the elements around it stay.
    const keep = new Set<number>();
    for (let n: number | undefined = input; n !== undefined && n >= 0; n = parents[n]) keep.add(n);
    for (const i of all) {
      if (keep.has(i) || i === root) continue;
      if (classes(i).some((c) => kind.widgets.includes(c))) continue;
      get(i).e = 1;
    }
  }
}
