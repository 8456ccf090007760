/**
 * Rows of a tree drawn from divs with no ARIA (Wunderbaum, relay log C81) show their depth only by indentation: a
 * file under an opened folder printed at the folder's own level, so which folder held it was a guess. Among
 * same-parent items of a focusable widget (dom.ts `delegatingWidget`) that start their text at two or more indents,
 * each gets its rank as `indent` (1 = leftmost), printed as `level=N`.
 */
import type { AxOut } from './tree';

const MAX_LEVELS = 12;

function textLeft(el: Element): number | undefined {
  const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let t = texts.nextNode(); t; t = texts.nextNode()) {
    if (!/\S/.test(t.nodeValue ?? '')) continue;
    const range = document.createRange();
    range.selectNodeContents(t);
    const r = range.getBoundingClientRect();
    if (r.width > 0) return r.left - el.getBoundingClientRect().left;
  }
  return undefined;
}

export function markIndents(items: Array<{ entry: AxOut; el: Element }>): void {
  const groups = new Map<number, Array<{ entry: AxOut; left: number }>>();
  for (const { entry, el } of items) {
    const left = textLeft(el);
    if (left === undefined) continue;
    const group = groups.get(entry.u) ?? [];
    group.push({ entry, left: Math.round(left / 4) * 4 });
    groups.set(entry.u, group);
  }
  for (const group of groups.values()) {
    if (group.length < 3) continue;
    const lefts = [...new Set(group.map((g) => g.left))].sort((a, b) => a - b);
    if (lefts.length < 2 || lefts.length > MAX_LEVELS) continue;
    for (const g of group) {
      g.entry.pr ??= {};
      g.entry.pr.indent = lefts.indexOf(g.left) + 1;
    }
  }
}
