/**
 * The sort state of a column header that says it only through classes (relay log C83, C84). SlickGrid marks a
 * header `slick-header-sortable` and its arrow `slick-sort-indicator-asc`, DataTables 1 `sorting_asc`, jQuery
 * tablesorter `tablesorter-headerAsc`, bootstrap-table `sortable asc`, Handsontable `columnSorting ascending`; none
 * sets aria-sort. Such a header sorts its grid when clicked, but it had no ref (its click listener sits on the header
 * row), and after a click nothing said which way the grid was sorted. Read only where the page gives no aria-sort.
 */
import { styleOf } from './dom';

/** A word of a class about sorting (`sorting`, `tablesorter`, `ordering`; not `border`). */
const SORT_WORD = /^(sort\w*|\w*sort(er|ing)|order(ing|able|ed)?)$/;
/** Does a class speak of sorting? One without such a word says nothing about it (`btn-up`, `arrow-desc`). */
const sorty = (cls: string) => words(cls).some((x) => SORT_WORD.test(x));
/** A class that says the header can be sorted, not that it is: DataTables 2's `dt-orderable-asc` offers the order. */
const ABLE = new Set(['sortable', 'orderable', 'sorter']);
const UP = new Set(['asc', 'ascending', 'up']);
const DOWN = new Set(['desc', 'descending', 'down']);

function words(cls: string): string[] {
  return cls
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .split(/[-_]+/)
    .filter(Boolean);
}

/** What the classes of one element say: a direction, or only that it sorts. */
function said(classes: string[]): 'ascending' | 'descending' | 'none' | undefined {
  let out: 'ascending' | 'descending' | 'none' | undefined;
  for (const c of classes) {
    const w = words(c);
    // Direction words stand in the sort class itself (`sorting_asc`) or beside one (`sortable asc`).
    const sortish = sorty(c) || classes.some(sorty);
    if (!sortish) continue;
    if (w.some((x) => ABLE.has(x))) out ??= 'none';
    else if (w.some((x) => UP.has(x))) return 'ascending';
    else if (w.some((x) => DOWN.has(x))) return 'descending';
    else if (sorty(c)) out ??= 'none';
  }
  return out;
}

/**
 * `ascending` / `descending` when the header or a shown element inside it (its arrow) says so by class, `none` when
 * it only says it sorts, else nothing. Only for column and row headers (a `<th>`, or role columnheader/rowheader).
 */
export function classSort(el: Element): 'ascending' | 'descending' | 'none' | undefined {
  const role = el.getAttribute('role');
  const byClass = !role && classHeader(el);
  if (!(role === 'columnheader' || role === 'rowheader' || (el.localName === 'th' && !role) || byClass))
    return undefined;
  // A header whose classes never mention sorting may still hold an arrow that does (SlickGrid's): look inside, a
  // few elements only (a header holds a title, an arrow, a resize handle).
  const inner = [...el.querySelectorAll('[class*=sort], [class*=Sort], [class*=order], [class*=Order]')]
    .filter((e) => [...e.classList].some(sorty))
    .slice(0, 6);
  if (![...el.classList].some(sorty) && inner.length === 0) return byClass ? 'none' : undefined;
  const mine = said([...el.classList]);
  if (mine === 'ascending' || mine === 'descending') return mine;
  const shown = new Set<string | undefined>();
  for (const e of inner) {
    const st = styleOf(e);
    // An arrow kept in the page but not shown (the other direction's icon) says nothing.
    if (st.display === 'none' || st.visibility === 'hidden') continue;
    shown.add(said([...e.classList]));
  }
  // Both arrows shown (Element Plus draws `sort-caret ascending` and `sort-caret descending` in every sortable
  // header and colours one from the header's class): the pair offers the order, it does not say one.
  if (shown.has('ascending') && !shown.has('descending')) return 'ascending';
  if (shown.has('descending') && !shown.has('ascending')) return 'descending';
  return mine ?? (inner.length ? 'none' : undefined);
}

/**
 * A `<td>` whose class calls it a header (w2ui's `td.w2ui-head`, in a table of its own above the rows): a grid
 * library's column header, clicked through one listener on the grid to sort it (relay task battery: "sort by Total"
 * found no target, the headers printed as one line of text). It is a column header, and a target as a sortable one,
 * outside a real table's <thead> or with a pointer that says it is clickable.
 */
export function classHeader(el: Element): boolean {
  if (el.localName !== 'td' || !el.parentElement || el.parentElement.localName !== 'tr') return false;
  if (![...el.classList].some((c) => words(c).some((w) => w === 'head' || w === 'header'))) return false;
  // Not a cell of a real table's <thead> unless its pointer says it is clickable: swagger-ui's response tables mark
  // plain header cells `col_header` there, which sort nothing (a ref and [sortable] would be a false promise); w2ui's
  // headers sit in a table of their own, in its <tbody>.
  return el.parentElement.parentElement?.localName !== 'thead' || getComputedStyle(el).cursor === 'pointer';
}
