/**
 * The page snapshot engine: pure (no chrome.*, no CDP), fed with a CollectedPage from
 * src/background/cdp/collect.ts. One engine per tab; it remembers the last snapshot for diffs, find and refs.
 *
 *   const engine = new SnapshotEngine();
 *   const snap = engine.build(await collectPage(transport), { mode: 'viewport' });   // snap.text -> the model
 *   engine.resolveRef('e12');          // { ok, target: { frameId, sessionId, backendNodeId } } or { ok:false, error }
 *   const d = engine.diff(await collectPage(transport));   // after a click: only what changed (d.text)
 *   engine.find({ text: 'checkout', role: 'button' });      // matches with ancestor paths (d.text)
 *
 * Text format: FORMAT.md beside this file.
 */
import type { CollectedPage } from './collected';
import { buildTree } from './build';
import { leafText } from './compact';
import { diffTrees } from './diff';
import { findNodes, formatFind, type FindMatch, type FindQuery } from './find';
import type { VNode } from './model';
import { refsIn } from './parse';
import { RefTable, type RefTarget, type ResolveResult } from './refs';
import { countRefs, header, renderFull, renderViewport, type SnapshotMode } from './render';
import { normalise } from './text';
import { unreadNote } from './unread';

export type { CollectedFrame, CollectedPage, DomHints, RawAXNode } from './collected';
export type { FindMatch, FindQuery } from './find';
export type { RefTarget, ResolveResult } from './refs';
export type { SnapshotMode } from './render';
export type { VNode } from './model';

export interface Snapshot {
  /** What the model reads. */
  text: string;
  mode: SnapshotMode;
  /** Refs on the whole page (also those cut from the text by viewport mode or list summaries). */
  refCount: number;
  url: string;
  /** Increments per build: lets callers tell the model which snapshot a diff is relative to. */
  seq: number;
}

export interface SnapshotDiff {
  /** 'diff' when compared with the previous snapshot; 'full' when there was none or the page URL changed. */
  kind: 'diff' | 'full';
  text: string;
  added: number;
  changed: number;
  removed: number;
  /** The new full snapshot (already the engine's latest). */
  snapshot: Snapshot;
}

/**
 * A full snapshot stops at about 10k tokens: an article with thousands of paragraphs would otherwise fill a small
 * model's context in one call. What is cut keeps its refs; find and viewport snapshots reach it.
 */
export const MAX_FULL_CHARS = 40_000;

function capped(lines: string[]): string[] {
  let size = 0;
  const keep = lines.findIndex((l) => {
    size += l.length + 1;
    return size > MAX_FULL_CHARS;
  });
  if (keep < 0) return lines;
  const cut = lines.slice(keep);
  const refs = refsIn(cut.join('\n')).length;
  return [
    ...lines.slice(0, keep),
    `more: +${cut.length} lines cut${refs ? ` with ${refs} refs` : ''} (the page is very long: use find, or scroll and take viewport snapshots)`,
  ];
}

/**
 * Changes the user cannot see without scrolling: a model told "done" must know the result is below the fold (a
 * form's error message, a row added at the end), not conclude that nothing happened.
 */
function offScreen(touched: VNode[], page: CollectedPage): string {
  const { scrollY, height } = page.viewport;
  let above = 0;
  let below = 0;
  for (const n of touched) {
    if (!n.box || (n.box[2] === 0 && n.box[3] === 0)) continue;
    const [, y, , h] = n.box;
    if (y + h <= scrollY) above++;
    else if (y >= scrollY + height) below++;
  }
  if (!above && !below) return '';
  const where = [below && `${below} below`, above && `${above} above`].filter(Boolean).join(', ');
  return `; ${above + below} of the ${touched.length} changed lines are off screen (${where} the viewport)`;
}

export class SnapshotEngine {
  private readonly refs = new RefTable();
  private latest: { root: VNode; page: CollectedPage; snapshot: Snapshot } | undefined;
  private seq = 0;

  /** Builds and renders a snapshot; it becomes the latest (refs of elements no longer present go stale). */
  build(page: CollectedPage, options: { mode?: SnapshotMode } = {}): Snapshot {
    const mode = options.mode ?? 'viewport';
    const { root } = buildTree(page, this.refs);
    this.refs.commit();
    describeUnnamed(root, this.refs);
    const lines = [header(page, mode)];
    const unread = unreadNote(page);
    if (unread) lines.push(unread);
    if (mode === 'full') lines.push(...capped(renderFull(root)));
    else {
      const v = renderViewport(root, page);
      if (v.above) lines.push(v.above);
      lines.push(...v.lines);
      if (v.below) lines.push(v.below);
    }
    const snapshot: Snapshot = {
      text: lines.join('\n'),
      mode,
      refCount: countRefs(root),
      url: page.url,
      seq: ++this.seq,
    };
    this.latest = { root, page, snapshot };
    return snapshot;
  }

  /** After a page-changing action: the changes since the latest snapshot, which the new one then replaces. */
  diff(page: CollectedPage, options: { mode?: SnapshotMode } = {}): SnapshotDiff {
    const prev = this.latest;
    const snapshot = this.build(page, options);
    // A new URL means a new page, but for its #hash: a same-document change keeps the page and its refs.
    if (!prev || prev.page.url.replace(/#.*$/, '') !== page.url.replace(/#.*$/, ''))
      return { kind: 'full', text: snapshot.text, added: 0, changed: 0, removed: 0, snapshot };
    const d = diffTrees(prev.root, this.latest!.root);
    for (const [old, next] of d.renamed) this.refs.follow(old, next);
    // A page may answer an action only in its title (Form.io's "Sent: Lena Berg" after Send: relay log C177).
    const retitled =
      prev.page.title === page.title
        ? []
        : [`[page] title now ${JSON.stringify(page.title)} (was ${JSON.stringify(prev.page.title)})`];
    const total = d.added + d.changed + d.removed + retitled.length;
    const head = total
      ? `[diff] since snapshot #${prev.snapshot.seq}; unchanged lines left out, their refs stay valid${offScreen(d.touched, page)}`
      : `[diff] no change since snapshot #${prev.snapshot.seq}`;
    const unread = unreadNote(page);
    const text = [head, ...retitled, ...(unread ? [unread] : []), ...d.lines].join('\n');
    // When most of the page changed (a tab switch, a new view), the page itself says it in fewer tokens than the
    // list of its changes: send that, as the first snapshot of a page is sent.
    if (text.length >= snapshot.text.length) {
      // The page back whole hides that a dialog went (the news after "Confirm"): say so (relay log C28).
      const gone = d.lines.filter((l) => /^\s*removed: (alert)?dialog\b/.test(l));
      const closed = gone.map((l) => l.trim().replace(/^removed:/, 'removed since the last snapshot:'));
      return { kind: 'full', text: [snapshot.text, ...closed].join('\n'), ...d, snapshot };
    }
    return { kind: 'diff', text, ...d, snapshot };
  }

  /** Searches the latest snapshot (whole page). `text` is ready for the model. */
  find(query: FindQuery): { text: string; matches: FindMatch[]; total: number } {
    if (!this.latest) return { text: '[find] no snapshot yet; take a snapshot first.', matches: [], total: 0 };
    const page = this.latest.page;
    const r = findNodes(this.latest.root, query, (n) => {
      const at = n.key?.lastIndexOf('#') ?? -1;
      if (!n.key || at < 0) return undefined;
      const frameId = n.key.slice(0, at);
      const frame = page.frames.find((f) => f.frameId === frameId);
      if (!frame) return undefined;
      return this.refs.adopt(frameId, Number(n.key.slice(at + 1)), {
        sessionId: frame.sessionId,
        role: n.role,
        name: n.name,
      });
    });
    return { text: formatFind(query, r), ...r };
  }

  /** The element behind a ref of the latest snapshot, or an error text for the model (gone, unknown, malformed). */
  resolveRef(ref: string): ResolveResult {
    return this.refs.resolve(ref);
  }

  /** The ref the latest snapshot gave an element (frame + backend node id), if any. */
  refOfNode(frameId: string, backendNodeId: number): string | undefined {
    return this.refs.refOf(frameId, backendNodeId);
  }

  /** Every ref of the latest snapshot (for the benchmark's recall and for tests). */
  liveRefs(): RefTarget[] {
    return this.refs.live();
  }

  /** The latest snapshot, if any. */
  current(): Snapshot | undefined {
    return this.latest?.snapshot;
  }
}

/** Unnamed targets (a kanban card, a calendar day) get their shown text in the ref table, for tool results. */
function describeUnnamed(n: VNode, refs: RefTable, siblings: VNode[] = [], at = 0): void {
  if (n.ref && !n.name) {
    const text = normalise(leafText(n));
    if (text) refs.describe(n.ref, text.length > 60 ? `${text.slice(0, 57)}...` : text, shortUnder(text, siblings, at));
  }
  for (let i = 0; i < n.children.length; i++) describeUnnamed(n.children[i]!, refs, n.children, i);
}

/**
 * A day number says which day only with its month: the nearest title before it among its siblings (a text or
 * heading with a word of four letters or more, so not the weekday header). The player of relay log C64 clicked
 * 13 December for 13 January, and `showing "13"` looked right.
 */
function shortUnder(text: string, siblings: VNode[], at: number): string | undefined {
  if (text.length > 4) return undefined;
  // A month holds at most 42 day boxes: looking further back would cost n² on a long list of short items.
  for (let i = at - 1; i >= Math.max(0, at - 60); i--) {
    const b = siblings[i]!;
    const title = b.role === 'text' ? b.text : b.role === 'heading' ? b.name : undefined;
    if (title && /\p{L}{4,}/u.test(title)) return title.length > 40 ? `${title.slice(0, 37)}...` : title;
  }
  return undefined;
}
