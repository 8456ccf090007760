import { quote } from './text';

/** Past this many characters an old value is printed as the part that changed, not whole. */
const WHOLE = 80;
/** Characters of unchanged context kept on each side of the change. */
const CONTEXT = 24;

/**
 * The old value of a field, or old text, for a diff's `(was: …)`. A textarea of a few hundred characters in which
 * one word changed printed twice in full, the new value and then the old (relay log C209): the model must compare
 * two long strings to see what its edit did. A long one prints only the span that differs, with a little context,
 * and `…` where it was cut: `…"up to 180 EUR a night"…`.
 */
export function wasPart(before: string, after: string): string {
  if (before.length <= WHOLE) return quote(before);
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  )
    end++;
  let from = Math.max(0, start - CONTEXT);
  let to = Math.min(before.length, before.length - end + CONTEXT);
  // Cut between words, not inside one ("r 6 hours"), within a few more characters.
  for (let k = 0; k < 12 && from > 0 && !/\s/.test(before[from - 1]!); k++) from--;
  for (let k = 0; k < 12 && to < before.length && !/\s/.test(before[to]!); k++) to++;
  if (to - from >= before.length - 2) return quote(before);
  return `${from > 0 ? '…' : ''}${quote(before.slice(from, to))}${to < before.length ? '…' : ''}`;
}
