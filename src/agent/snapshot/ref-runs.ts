/** Ref mappings of a re-render, said briefly, and the diff's small helpers (diff.ts). */
import type { VNode } from './model';

/**
 * `e5→e68, e6→e69, …, e67→e130` as `e5…e67→e68…e130 (63)`: a re-rendered calendar or list renumbers in step, and
 * 63 pairs cost ~600 tokens to say one thing (relay log C40). Runs of 4 or more are folded.
 */
export function runsOf(words: string[]): string[] {
  const parse = (w: string) => /^(f\d+)?e(\d+)→(f\d+)?e(\d+)$/.exec(w);
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    const a = parse(words[i]!);
    let j = i + 1;
    while (a && j < words.length) {
      const b = parse(words[j]!);
      const step = j - i;
      if (!b || b[1] !== a[1] || b[3] !== a[3] || +b[2]! !== +a[2]! + step || +b[4]! !== +a[4]! + step) break;
      j++;
    }
    if (a && j - i >= 4) {
      const [first, last] = [words[i]!.split('→'), words[j - 1]!.split('→')];
      out.push(`${first[0]}…${last[0]}→${first[1]}…${last[1]} (${j - i})`);
      i = j;
    } else out.push(words[i++]!);
  }
  return out;
}

/** `e14→e17` for each ref of a re-rendered subtree, in document order. */
export function pairRefs(o: VNode, n: VNode): string[] {
  const refs = (v: VNode, acc: string[] = []) => {
    if (v.ref) acc.push(v.ref);
    for (const c of v.children) refs(c, acc);
    return acc;
  };
  const a = refs(o);
  const b = refs(n);
  return b.map((r, i) => (a[i] && a[i] !== r ? `${a[i]}→${r}` : r));
}

/** The [old, new] pairs of `e14→e17` mapping words. */
export function renamedPairs(words: string[]): Array<[string, string]> {
  return words.flatMap((w) => {
    const [a, b] = w.split('→');
    return a && b ? [[a, b] as [string, string]] : [];
  });
}

export function memo(f: (n: VNode, self: (n: VNode) => string) => string): (n: VNode) => string {
  const cache = new Map<VNode, string>();
  const self = (n: VNode): string => {
    let h = cache.get(n);
    if (h === undefined) {
      h = f(n, self);
      cache.set(n, h);
    }
    return h;
  };
  return self;
}
