/** Native <option> states from DOMSnapshot (dom-hints.ts), where the accessibility tree's go stale. */
import type { DomHints } from './collected';

/**
 * The state of a native <option> as the page holds it now: Chrome's accessibility tree keeps an option's selected
 * and disabled from the first capture when a script changes them (swagger-ui enables its status list and a choice
 * is made: the AX tree still said every option [disabled], none [selected]). Disabled comes from the option, its
 * optgroup or its select.
 */
export function markOptions(
  nodes: { nodeName?: number[]; parentIndex?: number[]; optionSelected?: { index: number[] }; attributes?: number[][] },
  strings: string[],
  get: (i: number) => DomHints,
): void {
  const names = nodes.nodeName ?? [];
  const parents = nodes.parentIndex ?? [];
  const selected = new Set(nodes.optionSelected?.index ?? []);
  const disabled = new Set<number>();
  (nodes.attributes ?? []).forEach((attrs, i) => {
    for (let a = 0; a < attrs.length; a += 2) if (strings[attrs[a]!] === 'disabled') disabled.add(i);
  });
  names.forEach((name, i) => {
    if (strings[name] !== 'OPTION') return;
    let off = disabled.has(i);
    for (let p = parents[i] ?? -1, up = 0; !off && p >= 0 && up < 2; p = parents[p] ?? -1, up++) {
      const n = strings[names[p] ?? -1];
      if (n !== 'OPTGROUP' && n !== 'SELECT' && n !== 'DATALIST') break;
      off = disabled.has(p);
    }
    const h = get(i);
    h.os = selected.has(i) ? 1 : 0;
    h.od = off ? 1 : 0;
  });
}
