/**
 * Recall against Playwright, by name (issue #12): of the named actionable elements in Playwright's
 * `ariaSnapshot({mode:'ai'})`, the share that our snapshot text shows as an element with a ref under the same name.
 * Text only, so it works on what the model really got (the snapshot tool's result) and on recorded pairs.
 *
 * - Names are normalised: NFKC, case, whitespace, zero-width characters; icon-font glyphs (Private Use Area) are
 *   dropped, and an element whose name is only glyphs is not counted.
 * - Our side of a match is a line with a ref whose name, `: text`, or printed subtree text (a button whose label
 *   is its children's text prints no name) equals the name, whitespace aside; a name we cut (`…`) matches by
 *   prefix. Column headers count only where Playwright sees them clickable ([cursor=pointer]).
 *   Failing that, a small ref'd element (<= 6 lines) whose subtree text contains the name.
 * - Each of our elements matches one of Playwright's at most: 100 "Edit" buttons need 100 "Edit" refs.
 */
import { parseLine } from '../../src/agent/snapshot/parse';
import { CONTROL_ROLES } from '../../src/agent/snapshot/role-sets';

/** Roles Playwright gives to elements a user acts on (it prints [cursor=pointer] on others; those need a name). */
export const ACTIONABLE = new Set<string>([
  ...CONTROL_ROLES,
  'menuitemcheckbox',
  'menuitemradio',
  'treeitem',
  'gridcell',
]);

export function normaliseName(s: string): string {
  return s
    .normalize('NFKC')
    .replace(/[\uE000-\uF8FF\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}]/gu, '')
    .replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Names compare without whitespace: Chromium puts a space at element boundaries (`/pet /findByStatus`, a
 * <wbr> between spans) where Playwright's text join does not. */
const squash = (s: string) => s.replace(/ /g, '');

export interface PwElement {
  role: string;
  name: string;
  line: string;
  /** The text Playwright prints after the colon: what the page shows, which our snapshot prints when a label differs. */
  shown?: string;
}

/** Playwright's named actionable elements: an actionable role, or [cursor=pointer], and a name left after glyphs. */
export function playwrightTargets(pwText: string): PwElement[] {
  const out: PwElement[] = [];
  for (const line of pwText.split('\n')) {
    const m = /^\s*- ([a-z]+) "((?:[^"\\]|\\.)*)"(.*)$/.exec(line);
    if (!m) continue;
    const [, role, quoted, rest] = m as unknown as [string, string, string, string];
    // No ref: Playwright itself does not offer it as a target (the options of a closed native select).
    if (!/\[ref=/.test(rest)) continue;
    if (!ACTIONABLE.has(role) && !rest.includes('[cursor=pointer]')) continue;
    let name: string;
    try {
      name = JSON.parse(`"${quoted}"`) as string;
    } catch {
      name = quoted;
    }
    const shown = /\]: "?(.*?)"?$/.exec(rest)?.[1];
    if (normaliseName(name)) out.push({ role, name, line: line.trim(), ...(shown ? { shown } : {}) });
  }
  return out;
}

interface OurTarget {
  ref: string;
  /** Normalised name, `: text` and subtree text. */
  candidates: string[];
  subtree: string;
  small: boolean;
  used: boolean;
}

/** Our cut text's tail after normalising (NFKC turns the ellipsis into three dots). */
const CUT = /\s*\.\.\.( \(\+\d+ chars\))?$/;

function lineText(line: string): string | undefined {
  const name = parseLine(line)?.name;
  // `: text` at the end, after the quoted name (whose own ": " must not count).
  const afterName = name === undefined ? line : line.slice(line.indexOf('"') + JSON.stringify(name).length);
  const i = afterName.indexOf(': ');
  return i >= 0 ? afterName.slice(i + 2) : undefined;
}

/** Our elements with refs, with what each prints about itself and its subtree. */
export function ourTargets(oursText: string): OurTarget[] {
  const lines = oursText.split('\n');
  const parsed = lines.map((l) => parseLine(l));
  const out: OurTarget[] = [];
  parsed.forEach((p, i) => {
    if (!p?.ref) return;
    // A field named by its label prints the placeholder Chrome would have named it by (page-ax/orphan-label.ts).
    const placeholder = /\bplaceholder="((?:[^"\\]|\\.)*)"/.exec(lines[i]!)?.[1];
    const own = [p.name, lineText(lines[i]!), placeholder].filter((x): x is string => !!x);
    const parts = [...own];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const q = parsed[j];
      if (!q || q.depth <= p.depth) break;
      if (q.role === 'more') continue;
      const t = [q.name, lineText(lines[j]!)].filter(Boolean).join(' ');
      if (t) parts.push(t);
    }
    const subtree = normaliseName(parts.join(' ')).replace(CUT, '');
    const candidates = [...own.map((x) => normaliseName(x)), subtree, normaliseName(parts.slice(own.length).join(' '))];
    out.push({ ref: p.ref, candidates: candidates.filter(Boolean), subtree, small: j - i <= 6, used: false });
  });
  return out;
}

function equalish(ours: string, pw: string): boolean {
  if (squash(ours) === squash(pw)) return true;
  // Our cut text: "first 80 chars…"
  const cut = CUT.exec(ours);
  if (!cut) return false;
  // A cut name matches by prefix; when Chromium and Playwright named a long label differently after 20 characters
  // (an embedded control's value counted by one only), the first 20 must agree.
  const a = squash(ours.slice(0, cut.index));
  const b = squash(pw);
  return b.startsWith(a) || (a.length >= 20 && b.slice(0, 20) === a.slice(0, 20));
}

export interface Recall {
  recall: number;
  wanted: number;
  found: number;
  missed: string[];
}

export function nameRecall(pwText: string, oursText: string): Recall {
  const wanted = playwrightTargets(pwText);
  const ours = ourTargets(oursText);
  const missed: string[] = [];
  let found = 0;
  const take = (t: OurTarget | undefined) => {
    if (!t) return false;
    t.used = true;
    found++;
    return true;
  };
  const pending: PwElement[] = [];
  for (const el of wanted) {
    const names = [normaliseName(el.name), ...(el.shown ? [normaliseName(el.shown)] : [])].filter(Boolean);
    if (!take(ours.find((t) => !t.used && t.candidates.some((c) => names.some((n) => equalish(c, n))))))
      pending.push(el);
  }
  for (const el of pending) {
    const name = normaliseName(el.name);
    if (!take(ours.find((t) => !t.used && t.small && squash(t.subtree).includes(squash(name))))) missed.push(el.line);
  }
  return { recall: wanted.length ? found / wanted.length : 1, wanted: wanted.length, found, missed };
}
