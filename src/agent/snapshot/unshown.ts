/**
 * Content that exists but is not rendered now (issue 12, class 4): the other slides of a deck, inactive tab panels,
 * collapsed accordions and <details>. The snapshot leaves it out (the user does not see it), so find would miss a
 * slide title and the model would click "next" twenty times. The browser side lists these parts with their text and
 * named elements (src/background/browser/unshown-functions.ts); this pure module says how to reveal each, matches a
 * find query against them and writes them as text for get_page_text, always labelled as not shown.
 */
import { quote } from './text';

/** One part of the page that is not shown, as the page function reports it. */
export interface UnshownPart {
  kind: 'slide' | 'tab' | 'collapsed' | 'swipe';
  /** The tab's name, the accordion header's or summary's text, the slide's title. */
  label: string;
  /** Index into the page function's controls: the tab, summary or header to click; the deck's "next" button. */
  control?: number;
  /** Role and name of the control as the page shows them (for the text when it has no ref). */
  controlRole?: string;
  controlName?: string;
  /** Slides: 1-based position and count, and the slide shown now; `sub` for a vertical sub-slide (reveal.js). */
  slide?: {
    index: number;
    total: number;
    current: number;
    sub?: number;
    currentSub?: number;
    /** Arrow presses to reach it when a press may do less than a slide (reveal.js steps through fragments). */
    keys?: number;
    downKeys?: number;
    /** The deck takes arrow keys (reveal.js); a carousel is moved by its buttons. */
    keyboard?: boolean;
  };
  /** A row's swipe actions: the way to swipe it, and a target near the row's other end to drag `control` onto. */
  swipe?: 'left' | 'right';
  to?: number;
  /** The part this one sits in (a collapsed section inside an inactive tab), by index. */
  parent?: number;
  /** Named elements inside: headings, buttons, links, fields. */
  items: Array<{ role: string; name: string }>;
  /** Its text as markdown-ish lines (headings with #, list items with -), cut. */
  text: string;
}

/** How to reveal a part, with the control's ref when the latest snapshot has one. */
export function revealHow(parts: UnshownPart[], i: number, refOf: (control: number) => string | undefined): string {
  const part = parts[i]!;
  const own = ownHow(part, refOf);
  const up = part.parent !== undefined && part.parent !== i ? revealHow(parts, part.parent, refOf) : '';
  return up ? `${up}; then ${own}` : own;
}

function controlText(part: UnshownPart, refOf: (control: number) => string | undefined): string {
  const ref = part.control !== undefined ? refOf(part.control) : undefined;
  const what = `${part.controlRole ?? 'button'}${part.controlName ? ` ${quote(part.controlName)}` : ''}`;
  return ref ? `${what} ${ref}` : what;
}

function ownHow(part: UnshownPart, refOf: (control: number) => string | undefined): string {
  if (part.kind === 'slide' && part.slide) {
    const s = part.slide;
    const where = `in slide ${s.index}${s.sub ? `.${s.sub}` : ''} of ${s.total} (slide ${s.current}${s.currentSub ? `.${s.currentSub}` : ''} is shown)`;
    const steps: string[] = [];
    const dx = s.index - s.current;
    const nx = s.keys ?? Math.abs(dx);
    if (dx) steps.push(`press_key ${dx > 0 ? 'ArrowRight' : 'ArrowLeft'} ${times(nx)}`);
    const dy = (s.sub ?? 1) - (dx ? 1 : (s.currentSub ?? 1)); // a move right lands on a stack's first sub-slide
    const ny = s.downKeys ?? Math.abs(dy);
    if (dy) steps.push(`${dx ? 'then ' : 'press_key '}${dy > 0 ? 'ArrowDown' : 'ArrowUp'} ${times(ny)}`);
    const canClick = part.control !== undefined && dx > 0 && !dy;
    // Only a deck is known to take arrow keys; a carousel is moved by its buttons.
    if (canClick && !s.keyboard) return `${where}: click ${controlText(part, refOf)} ${times(nx)}`;
    if (!s.keyboard) return `${where}: use its previous/next controls`;
    const click = canClick ? `, or click ${controlText(part, refOf)} ${times(nx)}` : '';
    return `${where}: ${steps.join(', ')}${click}`;
  }
  const control = part.control !== undefined ? controlText(part, refOf) : undefined;
  if (part.kind === 'swipe') {
    // A mobile list row's actions (Ionic's Remove) show only while the row is swiped (relay log C129).
    const to = part.to !== undefined ? refOf(part.to) : undefined;
    const drag = control && to ? `drag ${control} onto ${to}` : `drag across the row to the ${part.swipe}`;
    return `in the row ${quote(part.label)}, shown when it is swiped ${part.swipe}: ${drag}`;
  }
  if (part.kind === 'tab') return `in tab ${quote(part.label)}${control ? `: click ${control}` : ''}`;
  return `inside collapsed ${quote(part.label)}${control ? `: click ${control}` : ''}`;
}

function times(n: number): string {
  return n === 1 ? 'once' : `${n} times`;
}

export interface UnshownMatch {
  line: string;
  how: string;
}

/** find over the parts: named elements by role and/or words; else a snippet of the text around the words. */
export function findUnshown(
  parts: UnshownPart[],
  q: { text?: string; role?: string },
  refOf: (control: number) => string | undefined,
): UnshownMatch[] {
  const needle = q.text?.toLowerCase();
  const out: UnshownMatch[] = [];
  parts.forEach((part, i) => {
    const how = revealHow(parts, i, refOf);
    const items = part.items.filter(
      (it) => (!q.role || sameRole(it.role, q.role)) && (!needle || it.name.toLowerCase().includes(needle)),
    );
    if ((q.role || needle) && items.length)
      for (const it of items) out.push({ line: `${it.role} ${quote(it.name)}`, how });
    else if (needle && !q.role) {
      const at = part.text.toLowerCase().indexOf(needle);
      if (at >= 0) out.push({ line: `text: ${snippet(part.text, at, needle.length)}`, how });
    }
  });
  return out;
}

function sameRole(role: string, asked: string): boolean {
  const level = /^h([1-6])$/.exec(asked);
  if (level) return role === asked;
  if (asked === 'heading') return /^h[1-6]$/.test(role);
  return role === asked || (asked === 'image' && role === 'img');
}

function snippet(text: string, at: number, len: number): string {
  const flat = text.replace(/\s+/g, ' ');
  const start = Math.max(0, flat.lastIndexOf(' ', Math.max(0, at - 40)) + 1);
  const end = Math.min(flat.length, at + len + 60);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}`;
}

export function formatUnshown(matches: UnshownMatch[], limit = 20): string[] {
  if (!matches.length) return [];
  const shown = matches.slice(0, limit);
  const lines = [`not shown now (${matches.length}; reveal, then act on the new refs):`];
  for (const m of shown) lines.push(`${m.line}  — ${m.how}`);
  if (matches.length > shown.length) lines.push(`more: +${matches.length - shown.length} not shown`);
  return lines;
}

/** For get_page_text: each part's text under a heading saying it is not shown and how to show it. */
export function unshownMarkdown(parts: UnshownPart[], refOf: (control: number) => string | undefined, max = 12_000) {
  if (!parts.length) return '';
  // A part with no text is one the page builds only when shown (react-tabs renders the selected panel alone): said,
  // so an empty section is not read as "nothing there" (relay log C195).
  const blocks = parts.map((p, i) => `### Not shown: ${revealHow(parts, i, refOf)}\n\n${p.text.trim() || NOT_BUILT}`);
  let out = `## Content not shown now (other slides, inactive tabs, collapsed sections)\n\n${blocks.join('\n\n')}`;
  if (out.length > max) out = `${out.slice(0, max)}\n\n… (${out.length - max} more characters cut)`;
  return out;
}

const NOT_BUILT = '(the page holds none of its content until it is shown: reveal it to read it)';

/**
 * The parts find could not search because the page has not built them (tabs whose panels exist only while
 * selected): a find that matched nothing says so, or the model takes "no match" for "not on the page" (C195).
 */
export function unbuiltNote(parts: UnshownPart[], refOf: (control: number) => string | undefined): string | undefined {
  const empty = parts.filter((p) => !p.text.trim() && !p.items.length);
  if (!empty.length) return undefined;
  const what = empty.map((p) => controlText(p, refOf)).join(', ');
  return `note: ${what}: the page holds none of their content until shown, so find did not search it: reveal one to read it`;
}

/** find's answer with the matches in parts not shown now added after those of the snapshot. */
export function withUnshown(
  found: { text: string; total: number },
  q: { text?: string; role?: string },
  matches: UnshownMatch[],
  unbuilt?: string,
): { text: string; total: number } {
  if (!matches.length) return found.total === 0 && unbuilt ? { ...found, text: `${found.text}\n${unbuilt}` } : found;
  const lines = formatUnshown(matches);
  if (found.total > 0) return { text: [found.text, ...lines].join('\n'), total: found.total + matches.length };
  const what = [q.role && `role=${q.role}`, q.text && JSON.stringify(q.text)].filter(Boolean).join(' ');
  const n = matches.length;
  const head = `[find] ${n} match${n === 1 ? '' : 'es'} for ${what}, none shown now; reveal one, then act on its new ref:`;
  return { text: [head, ...lines.slice(1)].join('\n'), total: n };
}
