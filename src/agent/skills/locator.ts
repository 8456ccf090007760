/**
 * Locators: how a skill finds an element again without refs. At save time a ref is described by what the snapshot
 * printed around it (role, name, enclosing named containers, the nearest heading or text before it, its frame); at
 * replay the same description is looked up in a fresh snapshot and gives the ref to use now.
 */
import { parseLines, type SnapshotLine } from '../snapshot/parse';
import type { Locator } from './schema';

/** Containers worth naming in a path: they tell apart two identical controls in different parts of a page. */
const CONTAINERS = new Set([
  'main',
  'navigation',
  'banner',
  'contentinfo',
  'complementary',
  'region',
  'form',
  'search',
  'dialog',
  'alertdialog',
  'table',
  'grid',
  'treegrid',
  'list',
  'listitem',
  'row',
  'group',
  'menu',
  'menubar',
  'toolbar',
  'tablist',
  'tabpanel',
  'iframe',
  'article',
]);

const frameOf = (ref: string) => /^(f\d+)e\d+$/.exec(ref)?.[1];
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

function pathOf(lines: SnapshotLine[], index: number): string[] {
  const path: string[] = [];
  let depth = lines[index]!.depth;
  for (let i = index - 1; i >= 0 && depth > 0; i--) {
    const line = lines[i]!;
    if (line.depth >= depth) continue;
    depth = line.depth;
    if (CONTAINERS.has(line.role) && line.name) path.unshift(clip(`${line.role} ${JSON.stringify(line.name)}`, 300));
  }
  return path.slice(-12);
}

function textOfLine(line: SnapshotLine): string | undefined {
  if (line.role === 'heading' && line.name) return line.name;
  // Pseudo lines (`text: ...`, `paragraph: ...`) carry page text after the colon.
  const colon = /^\s*[a-z]+(?: "[^"]*")?(?: (?:f\d+)?e\d+)?: (.+)$/.exec(line.line);
  const text = colon?.[1]?.trim();
  return text && !/^\+\d+ /.test(text) ? text : undefined;
}

function nearTextOf(lines: SnapshotLine[], index: number): string | undefined {
  for (let i = index - 1; i >= 0 && i >= index - 40; i--) {
    const text = textOfLine(lines[i]!);
    if (text) return clip(text, 300);
  }
  return undefined;
}

const sameKind = (a: SnapshotLine, role: string, name: string | undefined) =>
  a.ref !== undefined && a.role === role && (a.name ?? '') === (name ?? '');

/** The locator of `ref` as `text` (a snapshot, diff or find result) prints it; undefined when it is not there. */
export function locatorFor(ref: string, text: string): Locator | undefined {
  const lines = parseLines(text);
  const index = lines.findIndex((l) => l.ref === ref);
  if (index < 0) return undefined;
  const line = lines[index]!;
  const frame = frameOf(ref);
  const twins = lines.filter((l) => sameKind(l, line.role, line.name) && frameOf(l.ref!) === frame);
  const nearText = nearTextOf(lines, index);
  return {
    role: line.role,
    ...(line.name !== undefined ? { name: line.name } : {}),
    nth: Math.max(0, twins.indexOf(line)),
    path: pathOf(lines, index),
    ...(nearText ? { nearText } : {}),
    ...(frame ? { frame } : {}),
  };
}

export type Resolved = { ok: true; ref: string; line: string } | { ok: false; error: string };

export function describeLocator(locator: Locator): string {
  return `${locator.role}${locator.name !== undefined ? ` ${JSON.stringify(locator.name)}` : ''}`;
}

/**
 * The element of `locator` in a fresh snapshot. Role and name must match exactly (a renamed button is a changed
 * page: the model decides, not a guess); among several matches the path, then the nearby text, then the position
 * pick one.
 */
export function resolveLocator(locator: Locator, snapshot: string): Resolved {
  const lines = parseLines(snapshot);
  const indexed = lines.map((line, index) => ({ line, index }));
  const found = indexed.filter(
    ({ line }) => sameKind(line, locator.role, locator.name) && frameOf(line.ref!) === locator.frame,
  );
  if (found.length === 0) return { ok: false, error: `no ${describeLocator(locator)} on the page now` };
  let pick = found;
  if (found.length > 1 && locator.path.length) {
    const within = found.filter(({ index }) => {
      const path = pathOf(lines, index);
      return locator.path.every((p) => path.includes(p));
    });
    if (within.length) pick = within;
  }
  if (pick.length > 1 && locator.nearText) {
    const near = pick.filter(({ index }) => nearTextOf(lines, index) === locator.nearText);
    if (near.length) pick = near;
  }
  const chosen = pick.length === 1 ? pick[0]! : (found[locator.nth] ?? pick[0]!);
  return { ok: true, ref: chosen.line.ref!, line: chosen.line.line };
}

/** `value="..."` as the snapshot prints a field's value, or undefined. */
export function valueOfLine(line: string): string | undefined {
  const m = /\bvalue=("(?:[^"\\]|\\.)*")/.exec(line);
  if (!m) return undefined;
  try {
    return JSON.parse(m[1]!) as string;
  } catch {
    return undefined;
  }
}
