/**
 * VNode tree -> the text of FORMAT.md. Full mode prints the whole page; viewport mode prints what is on screen
 * and one-line summaries of what lies above and below, so the first read of a long page stays small.
 */
import type { CollectedPage } from './collected';
import { cutNote, holdsItems } from './cut-rows';
import { SUMMARISED_ITEM_ROLES, SUMMARY_ROLES, type VNode } from './model';
import { quote } from './text';

export type SnapshotMode = 'full' | 'viewport';

/**
 * Lists and tables longer than LIST_LIMIT are cut to their first LIST_SHOWN items on screen. A full snapshot, asked
 * for the whole page, cuts only past FULL_LIST_LIMIT: an order list of 47 rows cut at 20 left a model asked for the
 * largest total no way to read the rest (find lists 20 matches; relay log C135); the page's own cap (MAX_FULL_CHARS)
 * still bounds it.
 */
export const LIST_LIMIT = 40;
export const LIST_SHOWN = 20;
export const FULL_LIST_LIMIT = 100;
export const FULL_LIST_SHOWN = 80;

const CELL_ROLES = new Set(['cell', 'columnheader', 'rowheader', 'gridcell']);

/** A row of plain cells prints on one line: `row: 1 | Widget 1 | $3.00` (a third of the tokens). */
export function plainRow(n: VNode): string | undefined {
  if (n.role !== 'row' || n.ref || (n.name === undefined && n.children.length === 0)) return undefined;
  const cells = n.children;
  if (!cells.every((c) => CELL_ROLES.has(c.role) && !c.ref && c.children.length === 0 && c.states.length === 0))
    return undefined;
  return cells.map((c) => (c.name ?? c.text ?? '').replace(/\|/g, '\\|')).join(' | ');
}

/**
 * One node, one line: indent, role (`h1`..`h6` for headings), quoted name, bare ref, `[states]` in one bracket,
 * value, placeholder, URL, text. No list dashes and no `[ref=...]` wrapping: the indent says the nesting and the ref
 * pattern is unambiguous after a quoted name, and every token here is paid on every line of every page.
 */
export function formatLine(n: VNode, depth: number): string {
  const indent = '  '.repeat(depth);
  const row = plainRow(n);
  if (row !== undefined) return `${indent}row: ${row}`;
  if (n.role === 'text' || n.role === 'note' || n.role === 'more') return `${indent}${n.role}: ${n.text ?? ''}`;
  // A code editor's line, numbered: `12: const a = 1;` (a digit first: never read as a node).
  if (n.role === 'line') return `${indent}${n.text ?? ''}`;
  const level = n.role === 'heading' ? n.states.find((st) => st.startsWith('level=')) : undefined;
  let s = indent + (level ? `h${level.slice(6)}` : n.role);
  if (n.name) s += ` ${quote(n.name)}`;
  if (n.ref) s += ` ${n.ref}`;
  const states = level ? n.states.filter((st) => st !== level) : n.states;
  if (states.length) s += ` [${states.join(' ')}]`;
  if (n.value !== undefined) s += ` value=${quote(n.value)}`;
  if (n.placeholder) s += ` placeholder=${quote(n.placeholder)}`;
  if (n.url) s += ` -> ${n.url}`;
  if (n.text) s += `: ${n.text}`;
  return s;
}

/**
 * The title, and the geometry only when it matters: a page that fits its viewport unscrolled needs none. No URL:
 * every page text reaches the model inside `<untrusted_page source="URL">` (prompts/untrusted.ts), and saying it
 * twice cost 15-40 tokens a snapshot.
 */
export function header(page: CollectedPage, mode: SnapshotMode): string {
  const v = page.viewport;
  const head = `[page] ${page.title || '(no title)'}`;
  if (v.scrollY === 0 && v.scrollX === 0 && v.pageHeight <= v.height) return head;
  const x = v.scrollX ? `, x ${v.scrollX}` : '';
  const full = mode === 'full' ? 'full page; ' : '';
  return `${head} (${full}viewport ${v.scrollY}-${v.scrollY + v.height} of ${v.pageHeight}px${x})`;
}

/**
 * Children to print, with long runs of list items / rows cut and a "more" line in their place. `printed` says which
 * items print at all: in a viewport snapshot those off screen go to the summaries instead, so the cut counts only
 * the ones on screen, and a grid scrolled to its rows 16-33 prints them, not its first 20 rows (relay log C137).
 */
export function visibleChildren(n: VNode, printed?: (c: VNode) => boolean, full = false): VNode[] {
  const [limit, shown] = full ? [FULL_LIST_LIMIT, FULL_LIST_SHOWN] : [LIST_LIMIT, LIST_SHOWN];
  const items = n.children.filter((c) => SUMMARISED_ITEM_ROLES.has(c.role) && (printed?.(c) ?? true));
  if (items.length <= limit) return n.children;
  const cut = new Set(items.slice(shown));
  const hiddenRefs = [...cut].reduce((k, c) => k + countRefs(c), 0);
  const noun = items[0]!.role === 'row' ? 'rows' : 'items';
  const more: VNode = {
    role: 'more',
    text: `+${cut.size} ${noun}${hiddenRefs ? ` with ${hiddenRefs} refs` : ''} (scroll to them, or use find to search them)`,
    states: [],
    children: [],
  };
  const out = n.children.filter((c) => !cut.has(c));
  out.splice(out.indexOf(items[shown - 1]!) + 1, 0, more);
  return out;
}

export function renderFull(root: VNode): string[] {
  const lines: string[] = [];
  const walk = (n: VNode, depth: number) => {
    lines.push(formatLine(n, depth));
    if (plainRow(n) === undefined) for (const c of visibleChildren(n, undefined, true)) walk(c, depth + 1);
  };
  for (const c of visibleChildren(root, undefined, true)) walk(c, 0);
  return lines;
}

type Place = 'in' | 'above' | 'below' | 'unknown';
type Band = [top: number, bottom: number];

/**
 * What is on screen, and a summary of the rest. A box that scrolls on its own (an app shell's content, a sidebar,
 * a chat log) clips its content to its own band of the screen: what it holds above and below that band is
 * summarised inside it (`(+N refs above in this box: ...)`), since scrolling that box, not the page, reveals it.
 * Fixed and sticky elements are painted where they are on screen, so their boxes say it already.
 */
export function renderViewport(root: VNode, page: CollectedPage): { lines: string[]; above: string; below: string } {
  const screen: Band = [page.viewport.scrollY, page.viewport.scrollY + page.viewport.height];
  const place = new Map<VNode, Place>();
  const locate = (n: VNode, band: Band): Place => {
    const inner = scrolls(n) ? clip(band, n.box!) : band;
    const kids = n.children.map((c) => locate(c, inner));
    let p: Place = 'unknown';
    if (n.box && (n.box[2] > 0 || n.box[3] > 0)) {
      const [, y, , h] = n.box;
      p = y + h <= band[0] ? 'above' : y >= band[1] ? 'below' : 'in';
    }
    if (kids.includes('in')) p = 'in';
    else if (p === 'unknown' && kids.some((k) => k !== 'unknown')) p = kids.includes('above') ? 'above' : 'below';
    place.set(n, p);
    return p;
  };
  locate(root, screen);

  const lines: string[] = [];
  const told = new Set<VNode>();
  // Off-screen items go to the summaries, not the page: only those on screen (or placed nowhere) count for the cut.
  const printed = (c: VNode) => place.get(c) !== 'above' && place.get(c) !== 'below';
  const aboveNodes: VNode[] = [];
  const belowNodes: VNode[] = [];
  const walk = (n: VNode, depth: number, inherited: Place, above: VNode[], below: VNode[]) => {
    let p = place.get(n) ?? 'unknown';
    if (p === 'unknown') p = inherited;
    if (p === 'above') return void above.push(n);
    if (p === 'below') return void below.push(n);
    lines.push(formatLine(n, depth));
    if (plainRow(n) !== undefined) return;
    if (!scrolls(n)) {
      const at = lines.length;
      const up: VNode[] = [];
      const down: VNode[] = [];
      for (const c of visibleChildren(n, printed)) walk(c, depth + 1, p, up, down);
      above.push(...up);
      below.push(...down);
      // Rows cut off by the screen's edge are said where they are (cut-rows.ts), not only counted as refs.
      if (holdsItems(n)) {
        const pad = '  '.repeat(depth + 1);
        // An inner rowgroup that said it already is not counted again by its table.
        const before = cutNote(
          up.filter((x) => !told.has(x)),
          'above',
        );
        const after = cutNote(
          down.filter((x) => !told.has(x)),
          'below',
        );
        for (const x of [...up, ...down]) told.add(x);
        if (before) lines.splice(at, 0, pad + before);
        if (after) lines.push(pad + after);
      }
      return;
    }
    const at = lines.length;
    const up: VNode[] = [];
    const down: VNode[] = [];
    for (const c of visibleChildren(n, printed)) walk(c, depth + 1, p, up, down);
    const pad = '  '.repeat(depth + 1);
    const before = summary(up, 'above in this box');
    const after = summary(down, 'below in this box');
    if (before) lines.splice(at, 0, pad + before);
    if (after) lines.push(pad + after);
  };
  for (const c of visibleChildren(root, printed)) walk(c, 0, 'in', aboveNodes, belowNodes);
  return { lines, above: summary(aboveNodes, 'above'), below: summary(belowNodes, 'below') };
}

function scrolls(n: VNode): boolean {
  return !!n.box && n.box[3] > 0 && n.states.includes('scrollable');
}

function clip(band: Band, box: NonNullable<VNode['box']>): Band {
  return [Math.max(band[0], box[1]), Math.min(band[1], box[1] + box[3])];
}

/**
 * "(+34 refs below; form "Checkout", table "Orders")": enough to decide whether to scroll or use find. The names are
 * the sections there (a heading may hold no ref), so they are not a list of the refs counted.
 */
function summary(nodes: VNode[], where: string): string {
  const refs = nodes.reduce((k, n) => k + countRefs(n), 0);
  if (nodes.length === 0) return '';
  const names: string[] = [];
  const collect = (n: VNode) => {
    if (names.length >= 6) return;
    // A heading whose name was left to its children (build.ts) is summarised by its first words.
    const label = n.name ?? (n.role === 'heading' ? firstWords(n) : undefined);
    if (SUMMARY_ROLES.has(n.role) && label) return void names.push(`${n.role} ${quote(label)}`);
    n.children.forEach(collect);
  };
  nodes.forEach(collect);
  return `(+${refs} refs ${where}${names.length ? `; sections: ${names.join(', ')}` : ''})`;
}

export function firstWords(n: VNode): string | undefined {
  const words: string[] = [];
  const walk = (k: VNode) => {
    const t = k.name ?? k.text;
    if (t) words.push(t);
    else k.children.forEach(walk);
  };
  n.children.forEach(walk);
  const text = words.join(' ');
  return text ? (text.length > 40 ? `${text.slice(0, 40)}…` : text) : undefined;
}

export function countRefs(n: VNode): number {
  return (n.ref ? 1 : 0) + n.children.reduce((k, c) => k + countRefs(c), 0);
}
