/**
 * CollectedPage -> pruned VNode tree, refs assigned. The pruning rules (why each exists):
 * - ignored nodes vanish but their children move up (Chrome ignores many wrappers whose content is visible);
 * - decoration (list markers, line breaks, unnamed images) and icon-font glyph names are dropped;
 * - unnamed, ref-less wrappers (generic, strong, label...) are unwrapped and adjacent text runs merged;
 * - text that only repeats a node's own name, or the label of the control next to it, is dropped; every frame's
 *   tree is spliced under its <iframe> node. The rules for one node are in build-rules.ts.
 */
import type { CollectedFrame, CollectedPage, DomHints, RawAXNode } from './collected';
import { DROP_ROLES, INTERACTIVE_ROLES, LANDMARK_ROLES, NO_REF_ROLES, UNWRAP_ROLES, type VNode } from './model';
import type { RefTable } from './refs';
import { OUR_NAMES } from './role-sets';
import { markRunBox } from './run-box';
import { scriptOnly } from './script-link';
import { hasRef, mergeText, trimEchoedNames, unwrapNestedComboboxes } from './compact';
import { displayUrl, INVISIBLE, MAX_NAME, MAX_TEXT, stripPrivateUse, truncate } from './text';
import { fieldValue, statesOf } from './states';
import { nameOf } from './build-name';
import { countRendered, countRows, GRIDS, inRowOrder } from './grid-rows';
import { placeOverTable } from './placed';
import {
  childFrames,
  EMPTY_LISTS,
  finishNode,
  isSkipLink,
  labelsCheckable,
  sameTargetAsChild,
  shortLabel,
  showCode,
  shownWords,
} from './build-rules';

interface Ctx {
  frame: CollectedFrame;
  byId: Map<string, RawAXNode>;
  /** An ancestor already carries a ref: inherited cursor:pointer means nothing here. */
  inActionable: boolean;
  parentPointer: boolean;
  parentIconFont: boolean;
  /** Every word the frame shows (its visible text): a name made of them tells the model nothing the page hides. */
  pageWords: Set<string>;
  /** Inside an editing host: each line of text is a line of the document, not words of one run (C89). */
  inEditor?: boolean;
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
    const merged = mergeText(out, ctx.inEditor);
    trimEchoedNames(merged);
    return inRowOrder(unwrapNestedComboboxes(merged));
  }

  /** A hidden box goes whole, but for the skip links it holds (AdminLTE's wait off the page in one). */
  private skipLinks(n: RawAXNode, ctx: Ctx): VNode[] {
    const links = n.children.map((id) => ctx.byId.get(id));
    const url = this.page.url;
    return links.flatMap((c) => (c && isSkipLink(c.role, c.name, c.props?.url, url) ? this.convert(c, ctx) : []));
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
        .replace(INVISIBLE, '')
        .replace(/\s+/g, ' ');
      if (!text) return [];
      const b = hints?.b;
      const box: VNode['box'] = b ? [b[0] + ctx.frame.offset[0], b[1] + ctx.frame.offset[1], b[2], b[3]] : undefined;
      const run: VNode = { role: 'text', text, states: [], children: [], ...(box ? { box } : {}) };
      return [markRunBox(run, n, ctx.byId, ctx.frame.dom)];
    }
    if (n.role === 'RootWebArea') return this.children(n, ctx);
    if ((n.role === 'image' || n.role === 'img') && !n.name) return [];
    if (n.props?.modal === true) this.modal = n.name ?? '';
    // Hidden from the user (policy/hidden-text.ts): a classic injection carrier, so the model does not read it
    // either. Controls stay: custom checkboxes and selects hide the native input under their own drawing. So do
    // clickable boxes (flatpickr's year arrows show on hover), without their name; their text is hidden itself. A box
    // off the page by its own box only (hk) leaves what it holds to be judged on its own (C109: a teleported popup).
    const control = INTERACTIVE_ROLES.has(n.role) || n.props?.focusable === true;
    if (hints?.h && !control && !hints.p && !hints.c) return hints.hk ? this.children(n, ctx) : this.skipLinks(n, ctx);
    // The element itself cannot be seen, not only its own text (DomHints.t); a skip link is, at the first Tab.
    const skip = !!hints?.h && isSkipLink(n.role, n.name, n.props?.url, this.page.url);
    const hiddenEl = !!hints?.h && !(hints.t && control) && !skip;
    const role = OUR_NAMES.get(n.role) ?? (n.role === 'ignored' || n.ignored ? 'generic' : n.role);
    const focusable = n.props?.focusable === true && !NO_REF_ROLES.has(role);
    // A focusable wrapper (tabindex) is a target when it says what it is or looks clickable (calendar days).
    // A box that scrolls on its own is a target too: `scroll` with its ref moves it (a terms box, a chat log).
    // It does not own its children's clicks, so they keep their own refs.
    const scroller = !!hints?.s && role !== 'RootWebArea' && role !== 'document';
    // A header that carries aria-sort sorts its grid when clicked (Tabulator's have no tabindex and no pointer).
    const sortHeader = !!hints?.so && (role === 'columnheader' || role === 'rowheader');
    // An editing host (Quill's root; an editable heading, each block of Editor.js, C70) takes typing: a target.
    const editable = n.props?.editable === 'richtext' || n.props?.editable === 'plaintext';
    const editingHost = n.props?.focusable === true && editable && !/^(RootWebArea|WebArea|document)$/.test(role);
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
      inEditor: ctx.inEditor || editable,
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

    const name = nameOf({
      n,
      role,
      hints,
      hiddenEl,
      skip,
      children,
      frame: ctx.frame,
      pageWords: ctx.pageWords,
      byId: ctx.byId,
    });
    const node: VNode = { role, states: statesOf(n, role, hints), children };
    if (name) node.name = truncate(name, MAX_NAME);
    // After the shown-name rule: what find searches is what the page shows, never more of a hidden label.
    if (name && name.length > MAX_NAME) node.uncut = name;
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
    if (role === 'link' && typeof url === 'string' && url && !hiddenEl && !scriptOnly(url, this.page.url))
      node.url = displayUrl(url, this.page.url);

    // An option of a hidden native select (choices.js draws its own list) cannot take a click: the line still
    // lists the choice; select_option goes through the select's ref.
    const clickable = !(hints?.h && role === 'option');
    // A cell that find gave a ref keeps it (refs.ts adopt).
    const adopted = n.backendId !== undefined && this.refs.isAdopted(ctx.frame.frameId, n.backendId);
    if (((actionable && clickable) || adopted) && n.backendId !== undefined) {
      node.ref = this.refs.refFor(ctx.frame.frameId, n.backendId, { sessionId: ctx.frame.sessionId, role, name });
    }
    if (hints?.code) showCode(node, hints.code, hints.term === 1);
    if (hints?.ri !== undefined && role === 'row') node.order = hints.ri;
    if (hints?.rc !== undefined && GRIDS.has(role)) countRows(node, hints.rc);
    else if (role === 'grid' || role === 'treegrid') countRendered(node);
    placeOverTable(node);
    return finishNode(node, n, name, ctx.byId, this.page.url);
  }
}
