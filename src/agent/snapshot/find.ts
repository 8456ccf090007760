/**
 * Search over the latest snapshot (the whole page, including parts cut from the text: off-screen and long lists),
 * by text and/or role. Each match comes with its ancestor path so the model knows which form or dialog it is in.
 */
import type { VNode } from './model';
import { headingLevel } from './parse';
import { leafText } from './compact';
import { formatLine } from './render';
import { LANDMARKS } from './role-sets';
import { Outline, tellApart } from './find-outline';
import { pagedNote, unsearched } from './find-notes';

export interface FindQuery {
  /** Case-insensitive substring of the name, text, value, placeholder or URL. */
  text?: string;
  /** Exact role, e.g. 'button', 'textbox', 'link', or `h1`..`h6` as printed for headings. */
  role?: string;
  /** Maximum matches returned (default 20). */
  limit?: number;
}

export interface FindMatch {
  ref?: string;
  /** The node's snapshot line, without indentation. */
  line: string;
  /** Named ancestors from the top: `main > form "Login"`. */
  path: string;
  /** For a cell: its row's cells (`1 | Widget | $3.00`), so a value is read with what it belongs to. */
  row?: string;
  /**
   * The few targets inside a matched item (`holds`), or beside matched text in its item (`beside`): a tree's value
   * found by its key is edited by the checkbox inside it, a list item found by its text is deleted by its button.
   */
  holds?: string;
  beside?: string;
  /** Where the text matched only in the part of a long name or text the line cuts off: the words around it. */
  excerpt?: string;
  /** The headings above a match that would read like another one (`h2 "Deletes a pet" > h3 "Responses"`). */
  under?: string;
}

/** At most this many targets are listed with a match; an item holding more is a container, not one thing. */
const HELD_MAX = 6;

const CELLS = new Set(['cell', 'gridcell', 'rowheader', 'columnheader']);

/**
 * `adopt` gives a ref to a matched table cell that has none (a spreadsheet's plain cells), so the model can click
 * what it found; it returns nothing when it cannot.
 */
export function findNodes(
  root: VNode,
  q: FindQuery,
  adopt?: (n: VNode) => string | undefined,
): { matches: FindMatch[]; total: number; note?: string } {
  const needle = q.text?.toLowerCase();
  const limit = q.limit ?? 20;
  const matches: FindMatch[] = [];
  let total = 0;
  const stack: VNode[] = [];
  const outline = new Outline();
  const outlines: ReturnType<Outline['now']>[] = [];
  const walk = (n: VNode) => {
    if (n !== root && matchesQuery(n, needle, q.role)) {
      total++;
      if (matches.length < limit) {
        const row = CELLS.has(n.role) ? stack.findLast((a) => a.role === 'row') : undefined;
        if (CELLS.has(n.role) && !n.ref && adopt) {
          const ref = adopt(n);
          if (ref) n.ref = ref;
        }
        const m: FindMatch = { ref: n.ref, line: formatLine(n, 0), path: pathOf(stack) };
        if (row && n.role !== 'columnheader') m.row = rowText(row);
        const parent = stack[stack.length - 1];
        if (needle && n.uncut && !printedMatch(n, needle)) m.excerpt = excerpt(n.uncut, needle);
        if (n.children.length) m.holds = heldText(n);
        else if (!n.ref && parent && parent !== root && !CELLS.has(n.role)) m.beside = heldText(parent);
        // A found cell's row actions (Edit, Delete, its checkbox): the row is read, then acted on (relay log C110).
        if (row && !m.holds) m.beside = heldText(row, (c) => CELLS.has(c.role));
        matches.push(m);
        outlines.push(outline.now());
      }
    }
    outline.visit(n);
    stack.push(n);
    n.children.forEach(walk);
    stack.pop();
  };
  walk(root);
  const alike = matches.map((m) => `${m.line} ${m.path}`.replace(/\b(?:f\d+)?e\d+\b/g, ''));
  tellApart(alike, outlines).forEach((under, i) => {
    if (under) matches[i]!.under = under;
  });
  // Said where it matters: nothing found, or something found in a table (not for the pager's own buttons).
  const inTable = matches.some((m) => m.row || /(^|> )(table|grid|treegrid)\b/.test(m.path));
  const note = total === 0 ? unsearched(root) : inTable ? pagedNote(root) : undefined;
  return { matches, total, ...(note ? { note } : {}) };
}

function matchesQuery(n: VNode, needle: string | undefined, role: string | undefined): boolean {
  if (role && !sameRole(n, role)) return false;
  if (!needle) return !!role;
  return printedMatch(n, needle) || !!n.uncut?.toLowerCase().includes(needle);
}

function printedMatch(n: VNode, needle: string): boolean {
  return [n.name, n.text, n.value, n.placeholder, n.url].some((s) => s?.toLowerCase().includes(needle));
}

/** EXCERPT characters either side of the first match in a long text: what the cut line does not show. */
const EXCERPT = 80;
function excerpt(text: string, needle: string): string {
  const at = text.toLowerCase().indexOf(needle);
  const start = Math.max(0, at - EXCERPT);
  const end = Math.min(text.length, at + needle.length + EXCERPT);
  const words = text.slice(start, end).replace(/\s+/g, ' ');
  return `${start > 0 ? '…' : ''}${words}${end < text.length ? '…' : ''} (at character ${at + 1} of ${text.length})`;
}

/** The words the model sees in the text: `h2` is a heading of level 2, and Chrome says `image` where ARIA says `img`. */
function sameRole(n: VNode, role: string): boolean {
  const level = headingLevel(role);
  if (level) return n.role === 'heading' && n.states.includes(`level=${level}`);
  if (role === 'img' || role === 'image') return n.role === 'img' || n.role === 'image';
  return n.role === role;
}

/**
 * Landmarks and named containers only: unnamed wrappers add words, not meaning. An unnamed one with a ref is a box
 * that takes clicks (a mail list's row): text found in it is clicked through it, and its ref was nowhere (C210).
 */
function pathOf(stack: VNode[]): string {
  const PATH_ROLES = new Set<string>([
    ...LANDMARKS,
    'dialog',
    'table',
    'grid',
    'treegrid',
    'list',
    'iframe',
    'tabpanel',
    'menu',
    'toolbar',
  ]);
  return stack
    .filter((a) => a.role !== 'document' && (a.name || a.ref || PATH_ROLES.has(a.role)))
    .map((a) => (a.name ? `${a.role} ${JSON.stringify(short(a.name))}` : a.role) + (a.ref ? ` ${a.ref}` : ''))
    .join(' > ');
}

/** An ancestor's name in a path only says which one: its start is enough (a tree item named after all it holds). */
function short(name: string): string {
  return name.length > 40 ? `${name.slice(0, 40)}…` : name;
}

/** The targets inside `n` (but those `skip` leaves out), one short phrase each, when there are 1..HELD_MAX. */
function heldText(n: VNode, skip?: (c: VNode) => boolean): string | undefined {
  const held: VNode[] = [];
  const walk = (c: VNode) => {
    if (held.length > HELD_MAX) return;
    if (c.ref && !skip?.(c)) held.push(c);
    c.children.forEach(walk);
  };
  n.children.forEach(walk);
  if (held.length === 0 || held.length > HELD_MAX) return undefined;
  return held.map((c) => `${c.role}${c.name ? ` ${JSON.stringify(short(c.name))}` : ''} ${c.ref}`).join(', ');
}

function rowText(row: VNode): string {
  return row.children
    .map((c) => leafText(c).replace(/\s+/g, ' ').trim())
    .join(' | ')
    .slice(0, 200);
}

export function formatFind(q: FindQuery, r: { matches: FindMatch[]; total: number; note?: string }): string {
  const what = [q.role && `role=${q.role}`, q.text && JSON.stringify(q.text)].filter(Boolean).join(' ');
  if (r.total === 0)
    return `[find] no match for ${what} in the latest snapshot; take a new snapshot if the page changed.${r.note ? `\n${r.note}` : ''}`;
  const head = `[find] ${r.total} match${r.total === 1 ? '' : 'es'} for ${what}${r.total > r.matches.length ? ` (first ${r.matches.length})` : ''}:`;
  return [
    head,
    ...r.matches.map(
      (m) =>
        `${m.line}${m.path ? `  in: ${m.path}` : ''}${m.under ? `  under: ${m.under}` : ''}${m.row ? `  row: ${m.row}` : ''}` +
        `${m.holds ? `  holds: ${m.holds}` : ''}${m.beside ? `  beside: ${m.beside}` : ''}` +
        `${m.excerpt ? `\n  match in the cut text: ${m.excerpt}` : ''}`,
    ),
    ...(r.note ? [r.note] : []),
  ].join('\n');
}
