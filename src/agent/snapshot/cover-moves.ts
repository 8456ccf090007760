/**
 * Elements an overlay or modal dialog came over, or left, between two snapshots: one line for all of them. A dialog
 * opening covers the whole page behind it, and a line per element ("(now covered)" a hundred times, relay log C111)
 * buried the dialog itself at the end of the diff.
 */
import type { VNode } from './model';
import { formatLine } from './render';

export function coverMoves(oldByKey: Map<string, VNode>, next: VNode): string[] {
  const now: VNode[] = [];
  const gone: VNode[] = [];
  const visit = (n: VNode) => {
    const o = n.key && n.ref ? oldByKey.get(n.key) : undefined;
    if (o) {
      const [was, is] = [o.states.includes('covered'), n.states.includes('covered')];
      if (!was && is) now.push(n);
      if (was && !is) gone.push(n);
    }
    for (const c of n.children) visit(c);
  };
  visit(next);
  const line = (what: string, list: VNode[]) => {
    const named = list.length <= 3 ? `: ${list.map((n) => formatLine({ ...n, states: [] }, 0)).join(', ')}` : '';
    return `${what}: ${list.length} ${list.length === 1 ? 'element' : 'elements'}${named}`;
  };
  const out: string[] = [];
  if (now.length) out.push(line('now covered by an overlay or dialog (close it to reach them)', now));
  if (gone.length) out.push(line('no longer covered', gone));
  return out;
}
