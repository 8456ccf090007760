/**
 * CollectedPage -> pruned VNode tree, refs assigned. The pruning rules (why each exists):
 * - ignored nodes vanish but their children move up (Chrome ignores many wrappers whose content is visible);
 * - decoration (list markers, line breaks, unnamed images) and icon-font glyph names are dropped;
 * - unnamed, ref-less wrappers (generic, strong, label...) are unwrapped and adjacent text runs merged;
 * - text that only repeats a node's own name, or the label of the control next to it, is dropped;
 * - every frame's tree is spliced under its <iframe> node.
 */
import type { CollectedFrame, CollectedPage, DomHints, RawAXNode } from './collected';
import { emptyTableText } from './empty-table';
import { DROP_ROLES, INTERACTIVE_ROLES, LANDMARK_ROLES, NO_REF_ROLES, UNWRAP_ROLES, type VNode } from './model';
import type { RefTable } from './refs';
import {
  dropCompositeValue,
  dropRedundantText,
  foldLoneText,
  hasRef,
  leafText,
  mergeText,
  sameWords,
  trimEchoedNames,
  wordsCovered,
} from './compact';
import { displayUrl, MAX_NAME, MAX_TEXT, normalise, stripGlyph, stripPrivateUse, truncate } from './text';
import { fieldValue, statesOf } from './states';
import { covered, shownName, words } from '../policy/shown-name';
import { isSpeck } from '../policy/hidden-rules';
import { hiddenImageNames, showsNothing } from './unseen-images';

/** A document that is its own editing host (a rich editor's frame body) is read, not a target of its own. */
const DOCUMENT_ROLES = new Set(['RootWebArea', 'WebArea', 'document']);

interface Ctx {
  frame: CollectedFrame;
  byId: Map<string, RawAXNode>;
  /** An ancestor already carries a ref: inherited cursor:pointer means nothing here. */
  inActionable: boolean;
  parentPointer: boolean;
  parentIconFont: boolean;
  /** Every word the frame shows (its visible text): a name made of them tells the model nothing the page hides. */
  pageWords: Set<string>;
}

export interface BuildResult {
  root: VNode;
  /** Name of the open modal dialog when the rest of the page is inert behind it. */
  modal?: string;
}

export function buildTree(page: CollectedPage, refs: RefTable): BuildResult {
  const main = page.frames[0];
  const root: VNode = { role: 'document', states: [], children: [] };
  if (!main) return { root };
  refs.begin(main.frameId);
  const builder = new TreeBuilder(page, refs);
  root.children = builder.frameChildren(main);
  return { root, modal: builder.modal };
}

class TreeBuilder {
  modal: string | undefined;
  private inert = false;
  private readonly childFrames = new Map<string, CollectedFrame>();

  constructor(
    private readonly page: CollectedPage,
    private readonly refs: RefTable,
  ) {
    for (const f of page.frames.slice(1)) childFrames(this.childFrames, f);
  }

  frameChildren(frame: CollectedFrame): VNode[] {
    const byId = new Map(frame.nodes.map((n) => [n.id, n]));
    const top = frame.nodes[0];
    if (!top) return [];
    const ctx: Ctx = {
      frame,
      byId,
      inActionable: false,
      parentPointer: false,
      parentIconFont: false,
      pageWords: shownWords(frame),
    };
    const out = this.children(top, ctx);
    if (this.inert && this.modal !== undefined && frame === this.page.frames[0]) {
      out.unshift({
        role: 'note',
        text: `the rest of the page is inert behind the modal dialog ${JSON.stringify(this.modal)}`,
        states: [],
        children: [],
      });
    }
    return out;
  }

  private children(n: RawAXNode, ctx: Ctx): VNode[] {
    const out: VNode[] = [];
    for (const id of n.children) {
      const child = ctx.byId.get(id);
      if (child) out.push(...this.convert(child, ctx));
    }
    const merged = mergeText(out);
    trimEchoedNames(merged);
    return inRowOrder(merged);
  }

  private convert(n: RawAXNode, ctx: Ctx): VNode[] {
    const hints: DomHints | undefined = n.backendId === undefined ? undefined : ctx.frame.dom[n.backendId];
    if (n.inert) this.inert = true;
    if (DROP_ROLES.has(n.role)) return [];
    // A code editor's drawing layers: its input's line prints their text (editor-hints.ts).
    if (hints?.e) return [];
    const pointerHere = !!hints?.p && !ctx.parentPointer && !ctx.inActionable;
    // An ignored box that scrolls stays (a plain <div> is often ignored); one that is inert behind a modal does not.
    // Nor does one the page hid from assistive technology while a full-screen overlay covers it (SweetAlert2 sets
    // aria-hidden on the page behind its dialog): a nameless, unclickable `generic eN [covered]` told nothing.
    const revived = (pointerHere || (!!hints?.c && !ctx.inActionable)) && !hints?.v;
    if (n.ignored && !revived && !(hints?.s && !n.inert)) {
      return this.children(n, { ...ctx, parentPointer: !!hints?.p || ctx.parentPointer, parentIconFont: !!hints?.i });
    }
    if (n.role === 'StaticText') {
      if (ctx.parentIconFont || hints?.i || hints?.h) return [];
      // Whitespace at the ends is kept until runs are merged: Chrome keeps it, and it tells "a, b" from "a ,b".
      const text = stripPrivateUse(n.name ?? '')
        .replace(/[\u200B-\u200D\uFEFF]/g, '')
        .replace(/\s+/g, ' ');
      if (!text) return [];
      const b = hints?.b;
      const box: VNode['box'] = b ? [b[0] + ctx.frame.offset[0], b[1] + ctx.frame.offset[1], b[2], b[3]] : undefined;
      return [{ role: 'text', text, states: [], children: [], ...(box ? { box } : {}) }];
    }
    if (n.role === 'RootWebArea') return this.children(n, ctx);
    if ((n.role === 'image' || n.role === 'img') && !n.name) return [];
    if (n.props?.modal === true) this.modal = n.name ?? '';

    // Hidden from the user (policy/hidden-text.ts): a classic injection carrier, so the model does not read it
    // either. Controls stay: custom checkboxes and selects hide the native input under their own drawing. So do
    // clickable boxes (flatpickr's year arrows show on hover), without their name; their text is hidden itself.
    const control = INTERACTIVE_ROLES.has(n.role) || n.props?.focusable === true;
    if (hints?.h && !control && !hints.p && !hints.c) return [];
    // The element itself cannot be seen, not only its own text (DomHints.t).
    const hiddenEl = !!hints?.h && !(hints.t && control);
    const role =
      n.role === 'Iframe'
        ? 'iframe'
        : n.role === 'LabelText'
          ? 'label'
          : n.role === 'ignored' || n.ignored
            ? 'generic'
            : n.role;
    const focusable = n.props?.focusable === true && !NO_REF_ROLES.has(role);
    // A focusable wrapper (tabindex) is a target when it says what it is or looks clickable (calendar days).
    // A box that scrolls on its own is a target too: `scroll` with its ref moves it (a terms box, a chat log).
    // It does not own its children's clicks, so they keep their own refs.
    const scroller = !!hints?.s && role !== 'RootWebArea' && role !== 'document';
    // A header that carries aria-sort sorts its grid when clicked (Tabulator's have no tabindex and no pointer).
    const sortHeader = !!hints?.so && (role === 'columnheader' || role === 'rowheader');
    // An editing host (Quill's, ProseMirror's contenteditable root) takes typing: a target even when unnamed.
    // So is an editable heading or paragraph (each block of a block editor, Editor.js, is its own editing host):
    // its role would give it no ref, and the model could not type into it.
    const editingHost =
      n.props?.focusable === true &&
      !DOCUMENT_ROLES.has(role) &&
      (n.props?.editable === 'richtext' || n.props?.editable === 'plaintext');
    const interactive =
      INTERACTIVE_ROLES.has(role) ||
      sortHeader ||
      editingHost ||
      (focusable && (!UNWRAP_ROLES.has(role) || !!n.name || pointerHere || shortLabel(n, ctx.byId)));
    // cursor:pointer marks a click target on any non-landmark role (a clickable heading, row or card).
    // Labels are skipped: clicking one only focuses the control, which has its own ref.
    const pointerTarget = pointerHere && !LANDMARK_ROLES.has(role) && role !== 'label';
    const genericClick =
      !interactive &&
      (pointerTarget || (!!hints?.c && !ctx.inActionable && UNWRAP_ROLES.has(role) && role !== 'label'));
    const childCtx: Ctx = {
      ...ctx,
      // A bare click listener is often delegation (a label, a calendar grid): it does not own its children.
      inActionable: ctx.inActionable || interactive || pointerTarget,
      parentPointer: !!hints?.p,
      parentIconFont: !!hints?.i,
    };
    let children: VNode[];
    if (role === 'iframe') {
      const child = this.childFrames.get(`${ctx.frame.frameId}#${n.backendId}`);
      children = child ? this.frameChildren(child) : [];
    } else {
      children = this.children(n, childCtx);
    }
    // An empty unnamed list of choices (choices.js's list of picked items, none yet) offers nothing to act on.
    if (EMPTY_LISTS.has(role) && children.length === 0 && !n.name && !n.value) return [];
    // A click listener on a big container (frameworks delegate to the root) is not a target of its own.
    // An empty clickable box (a backdrop, a hidden alert) has nothing to tell the model.
    const hasContent = !!n.name || children.length > 0 || (pointerTarget && !!hints?.b);
    // An iframe whose content is shown needs no ref: its elements have their own, and a click on the frame itself
    // lands on whatever is at its centre. A frame we could not read keeps one (to scroll to it, or click by it).
    const shownFrame = role === 'iframe' && children.length > 0;
    const actionable =
      scroller ||
      (!shownFrame &&
        (((interactive || (genericClick && hasContent && (pointerTarget || !children.some(hasRef)))) &&
          !sameTargetAsChild(hints, children, interactive)) ||
          (pointerHere && role === 'label' && labelsCheckable(children))));

    // What the user sees names the element, not what the page wrote for the model only (policy/shown-name.ts).
    let name = n.name ? normalise(stripPrivateUse(n.name)) : undefined;
    if (name)
      name = shownName({
        role,
        name,
        // A code editor's input is hidden by design under the lines it draws (printed below it): it is the
        // editor the user sees, so its label is judged as a shown control's, cut short when nothing shows it.
        // So is a control whose own text only is hidden (an icon button with its label indented off-screen).
        // A control that is a speck on screen and shows no text (a link holding only a 1x1 pixel) is judged as
        // hidden: its aria-label is the page's words alone.
        hidden:
          (hiddenEl && !hints?.code) || (isSpeck(hints?.b) && !hints?.code && !hints?.sv && showsNothing(children)),
        onPage: (text) => covered(text, ctx.pageWords),
        get shown() {
          return children.map(leafText).join(' ');
        },
        get hiddenImages() {
          return hiddenImageNames(ctx.frame);
        },
      });
    const glyph = iconGlyph(n, ctx);
    if (name && glyph) name = stripGlyph(name, glyph);
    const node: VNode = { role, states: statesOf(n, role, hints), children };
    if (name) node.name = truncate(name, MAX_NAME);
    if (n.backendId !== undefined) node.key = `${ctx.frame.frameId}#${n.backendId}`;
    const box = hints?.b;
    if (box) node.box = [box[0] + ctx.frame.offset[0], box[1] + ctx.frame.offset[1], box[2], box[3]];
    const value = fieldValue(n, role);
    // A password never reaches the model (policy README): a filled one reads as •••, whatever Chrome exposes.
    if (value !== undefined) node.value = hints?.pw || /^•+$/.test(value) ? '•••' : truncate(value, MAX_TEXT);
    if (hints?.pw) node.children = []; // its inner text is the same masked value
    // A hidden control keeps its ref, not the page's words: no placeholder or link address (both can carry text).
    if (hints?.ph && hints.ph !== name && !hiddenEl) node.placeholder = hints.ph;
    const url = n.props?.url;
    if (role === 'link' && typeof url === 'string' && url && !hiddenEl) node.url = displayUrl(url, this.page.url);

    // An option of a hidden native select (choices.js draws its own list) cannot take a click: the line still
    // lists the choice; select_option goes through the select's ref.
    const clickable = !(hints?.h && role === 'option');
    // A cell that find gave a ref keeps it (refs.ts adopt).
    const adopted = n.backendId !== undefined && this.refs.isAdopted(ctx.frame.frameId, n.backendId);
    if (((actionable && clickable) || adopted) && n.backendId !== undefined) {
      node.ref = this.refs.refFor(ctx.frame.frameId, n.backendId, { sessionId: ctx.frame.sessionId, role, name });
    }
    if (hints?.code) showCode(node, hints.code);
    if (hints?.ri !== undefined && role === 'row') node.order = hints.ri;
    if (hints?.rc !== undefined && GRIDS.has(role)) countRows(node, hints.rc);
    else if (role === 'grid' || role === 'treegrid') countRendered(node);
    dropRedundantText(node);
    dropCompositeValue(node);
    if (!node.ref && !node.name && !node.value && UNWRAP_ROLES.has(role)) return node.children;
    // A titled wrapper around one control of the same name ("Copy path to clipboard") says it twice.
    const lone = node.children[0];
    if (!node.ref && UNWRAP_ROLES.has(role) && node.children.length === 1 && lone?.ref && lone.name === node.name)
      return node.children;
    // A name computed from content that the children already print (a heading holding a link and a button).
    // Also on a target (swagger's clickable tag headings): its children still name it.
    if (node.name && node.children.some(hasRef) && sameWords(node.name, leafText(node))) delete node.name;
    // A cell or wrapper named after all its content: the lines below say it. Dialogs, forms and landmarks keep
    // their names (find paths and summaries use them).
    else if (
      node.name &&
      !node.ref &&
      CONTENT_NAMED.has(role) &&
      node.children.length > 1 &&
      wordsCovered(name ?? node.name, node) &&
      // A panel named by its tab ("Profile") keeps it when a line below says the word ("Profile saved"): only a
      // panel named after all it holds loses its name (relay log C56).
      (role !== 'tabpanel' || (name ?? node.name).split(/\s+/).length > 3)
    )
      delete node.name;
    if (node.children.length === 0 && node.text === undefined) {
      const empty = emptyTableText(n, ctx.byId);
      if (empty) node.text = empty;
    }
    if (!node.ref && !node.name && !node.text && node.children.length === 0 && node.states.length === 0) return [];
    foldLoneText(node);
    return [node];
  }
}

/**
 * A clickable host around a single control that fills most of it (a web component's host around its inner
 * <button>, a tab's <li>) is one target, not two: the control's line says what it is.
 */
function sameTargetAsChild(hints: DomHints | undefined, children: VNode[], interactive: boolean): boolean {
  const only = children[0];
  if (interactive || children.length !== 1 || !only?.ref || !INTERACTIVE_ROLES.has(only.role) || !hints?.b || !only.box)
    return false;
  // Most of the host's area is the control (padding around a tab button): a click on either does the same.
  const [, , w, h] = hints.b;
  return w * h > 0 && (only.box[2] * only.box[3]) / (w * h) >= 0.75;
}

/**
 * A code editor's input line carries the lines the editor shows, numbered (`12: const a = 1;`), and says which
 * they are: editors draw only what is on screen, so scrolling the editor shows the others.
 */
function showCode(node: VNode, lines: Array<[number, string]>): void {
  delete node.value;
  node.children = lines.map(([n, text]) => ({
    role: 'line',
    text: n ? `${n}: ${text}` : text,
    states: [],
    children: [],
  }));
  const numbers = lines.map(([n]) => n).filter((n) => n > 0);
  const span = numbers.length ? `lines ${numbers[0]}-${numbers[numbers.length - 1]}` : `${lines.length} lines`;
  node.text = lines.length ? `code editor, ${span} shown (scroll it for others)` : 'code editor, empty';
}

const GRIDS = new Set(['grid', 'treegrid', 'table']);

/**
 * Rows in the grid's order, not the DOM's: a virtual grid (AG Grid, MUI) reuses row elements and moves them, so
 * after a sort the DOM order says nothing. Rows that carry aria-rowindex are put in that order, in place.
 */
function inRowOrder(nodes: VNode[]): VNode[] {
  const rows = nodes.filter((n) => n.order !== undefined);
  if (rows.length < 2) return nodes;
  const sorted = [...rows].sort((a, b) => a.order! - b.order!);
  let k = 0;
  return nodes.map((n) => (n.order !== undefined ? sorted[k++]! : n));
}

/** `grid: rows 3-22 of 42`: which rows of the data set are rendered (aria-rowindex / aria-rowcount, headers included). */
function countRows(node: VNode, total: number): void {
  const seen: number[] = [];
  const walk = (n: VNode) => {
    if (n.order !== undefined) seen.push(n.order);
    if (!GRIDS.has(n.role)) n.children.forEach(walk);
  };
  node.children.forEach(walk);
  if (seen.length === 0 || node.text) return;
  const from = Math.min(...seen);
  const to = Math.max(...seen);
  node.text = `rows ${from}-${to} of ${total}${to - from + 1 < total ? ' (scroll the grid for the others)' : ''}`;
}

/**
 * A grid that scrolls but gives no aria-rowcount (Tabulator) may be virtual: only the rows near its scroll position
 * are in the page. Say how many are, so a count or a "latest" read off it is not taken for the whole data set
 * (relay log C16: 40 Finance rows answered for 83).
 */
function countRendered(node: VNode): void {
  let rows = 0;
  let scrolls = node.states.includes('scrollable');
  const walk = (n: VNode) => {
    if (n.states.includes('scrollable')) scrolls = true;
    // A data row: a cell with content (a filter row holds fields, a header row column headers).
    if (n.role === 'row' && n.children.some((c) => (c.role === 'gridcell' || c.role === 'cell') && c.name)) rows++;
    if (!GRIDS.has(n.role) && !CELLS.has(n.role)) n.children.forEach(walk);
  };
  node.children.forEach(walk);
  if (!scrolls || rows === 0 || node.text) return;
  node.text = `${rows} rows in the page now; the grid scrolls and may hold more (scroll it, or filter it, to see others)`;
}

const CELLS = new Set(['gridcell', 'cell', 'columnheader', 'rowheader']);
const CHECKABLE = new Set(['checkbox', 'radio', 'switch']);
const EMPTY_LISTS = new Set(['listbox', 'menu', 'tree', 'tablist']);
const CONTENT_NAMED = new Set([
  'cell',
  'gridcell',
  'columnheader',
  'rowheader',
  'listitem',
  'generic',
  'group',
  'paragraph',
  // A panel labelled by itself (Smart Wizard's steps: aria-labelledby its own id) is named after all it holds.
  'tabpanel',
]);

/**
 * A clickable <label> around a checkbox, radio or switch is what a user clicks: it toggles the control, and
 * custom widgets (Shoelace) hide the native input under it. It gets its own ref, beside the control's.
 */
function labelsCheckable(children: VNode[]): boolean {
  const targets: VNode[] = [];
  const walk = (n: VNode) => {
    if (n.ref) targets.push(n);
    n.children.forEach(walk);
  };
  children.forEach(walk);
  return targets.length === 1 && CHECKABLE.has(targets[0]!.role);
}

/**
 * The words of a frame's visible text: its StaticText nodes and the values fields show (a month picker's "March"),
 * less hidden ones, icon-font glyph names and passwords.
 */
function shownWords(frame: CollectedFrame): Set<string> {
  const out = new Set<string>();
  for (const n of frame.nodes) {
    const text = n.role === 'StaticText' ? n.name : n.value;
    if (!text) continue;
    const facts = n.backendId === undefined ? undefined : frame.dom[n.backendId];
    if (facts?.h || facts?.i || facts?.pw) continue;
    for (const w of words(text)) out.add(w);
  }
  return out;
}

function childFrames(map: Map<string, CollectedFrame>, f: CollectedFrame): void {
  if (f.parentFrameId && f.ownerBackendId !== undefined) map.set(`${f.parentFrameId}#${f.ownerBackendId}`, f);
}

/** The text of an icon-font child (e.g. "delete" from <i class="material-icons">delete</i>), if any. */
function iconGlyph(n: RawAXNode, ctx: Ctx): string | undefined {
  for (const id of n.children) {
    const c = ctx.byId.get(id);
    if (!c || c.backendId === undefined || !ctx.frame.dom[c.backendId]?.i) continue;
    for (const t of c.children) {
      const s = ctx.byId.get(t);
      if (s?.role === 'StaticText' && s.name) return normalise(s.name);
    }
  }
  return undefined;
}

/**
 * A focusable box holding only a short text, as a calendar day (`<div tabindex>13</div>`, Litepicker's days,
 * clicked through one listener on the picker): the text is its label, so it is a target (relay log C38: no day
 * had a ref). Longer text is a focusable region or message, not a control.
 */
function shortLabel(n: RawAXNode, byId: Map<string, RawAXNode>): boolean {
  if (n.children.length === 0) return false;
  let text = '';
  for (const id of n.children) {
    const c = byId.get(id);
    if (!c || c.role !== 'StaticText') return false;
    text += c.name ?? '';
  }
  const t = text.trim();
  return t.length > 0 && t.length <= 12;
}
