/**
 * Reads one line of the snapshot text (FORMAT.md) back into role, name and ref: for readers that only have the text
 * (the side panel naming a step's target, the fake model in tests, benchmarks). The engine itself never parses text.
 */
import { REF_PATTERN } from './refs';

export interface SnapshotLine {
  depth: number;
  /** `heading` for `h1`..`h6` (the level is in `level`); pseudo lines (`text:`, `row:`...) keep their word. */
  role: string;
  name?: string;
  ref?: string;
  level?: number;
  states: string[];
  /** An unnamed element's own text (`generic e21: Lyon`): what names it to a reader, as a name would. */
  text?: string;
  line: string;
}

/** Roles are ARIA/Chromium role words; a line that starts otherwise (headers, prose) is not a node. */
const HEAD = /^( *)([a-zA-Z][a-zA-Z0-9-]*)(:?)(?= |$)/;

/** `h1`..`h6`, as lines print headings: the level, else undefined. */
export function headingLevel(word: string): number | undefined {
  const m = /^h([1-6])$/.exec(word);
  return m ? Number(m[1]) : undefined;
}

/** Index just past the closing quote of the JSON string literal starting at text[0], or -1. */
function endOfJsonString(text: string): number {
  for (let i = 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '"') return i + 1;
  }
  return -1;
}

export function parseLine(line: string): SnapshotLine | undefined {
  const head = HEAD.exec(line);
  if (!head) return undefined;
  const depth = head[1]!.length / 2;
  const word = head[2]!;
  // `text: ...`, `row: ...`, `unchanged: 3`: page text or bookkeeping, never a ref.
  if (head[3]) return { depth, role: word, states: [], line };
  const level = headingLevel(word);
  const out: SnapshotLine = { depth, role: level ? 'heading' : word, states: [], line, ...(level ? { level } : {}) };
  let rest = line.slice(head[0].length).trimStart();
  if (rest.startsWith('"')) {
    const end = endOfJsonString(rest);
    if (end < 0) return out;
    try {
      out.name = JSON.parse(rest.slice(0, end)) as string;
    } catch {
      return out;
    }
    rest = rest.slice(end).trimStart();
  }
  const token = /^[^\s:]+/.exec(rest)?.[0];
  if (token && REF_PATTERN.test(token)) {
    out.ref = token;
    rest = rest.slice(token.length).trimStart();
  }
  const states = /^\[([^\]]*)\]/.exec(rest);
  if (states) out.states = states[1]!.split(' ').filter(Boolean);
  // A clickable box that holds only text (an autocomplete's suggestion, a board's card) is named by that text: a
  // model says "click Lyon", as Playwright's name for it is its text.
  const text = /^: (.+)$/.exec(rest.slice(states?.[0].length ?? 0).trimStart())?.[1];
  if (text && out.ref && out.name === undefined) out.text = text.trim();
  return out;
}

/** Node lines of a text; lines that are not nodes (headers, prose around the snapshot) are skipped. */
export function parseLines(text: string): SnapshotLine[] {
  return text.split(/\r?\n/).flatMap((l) => parseLine(l) ?? []);
}

/** Refs printed in a snapshot, diff or find text, in order. */
export function refsIn(text: string): string[] {
  return parseLines(text).flatMap((l) => (l.ref ? [l.ref] : []));
}
