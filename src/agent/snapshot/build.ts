/**
 * CollectedPage -> pruned VNode tree, refs assigned. The pruning rules (why each exists):
 * - ignored nodes vanish but their children move up (Chrome ignores many wrappers whose content is visible);
 * - decoration (list markers, line breaks, unnamed images) and icon-font glyph names are dropped;
 * - unnamed, ref-less wrappers (generic, strong, label...) are unwrapped and adjacent text runs merged;
 * - text that only repeats a node's own name, or the label of the control next to it, is dropped;
 * - every frame's tree is spliced under its <iframe> node.
 */
import type { CollectedFrame, CollectedPage, DomFacts, RawAXNode } from './collected';
import { DROP_ROLES, INTERACTIVE_ROLES, LANDMARK_ROLES, NO_REF_ROLES, UNWRAP_ROLES, type VNode } from './model';
import type { RefTable } from './refs';
import { displayUrl, MAX_NAME, MAX_TEXT, normalise, stripGlyph, stripPrivateUse, truncate } from './text';
import { statesOf, valueOf } from './states';

interface Ctx {
  frame: CollectedFrame;
  byId: Map<string, RawAXNode>;
  /** An ancestor already carries a ref: inherited cursor:pointer means nothing here. */
  inActionable: boolean;
  parentPointer: boolean;
  parentIconFont: boolean;
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
    const ctx: Ctx = { frame, byId, inActionable: false, parentPointer: false, parentIconFont: false };
    const out = this.children(top, ctx);
    if (this.inert && this.modal !== undefined && frame === this.page.frames[0]) {
      out.unshift({ role: 'note', text: `the rest of the page is inert behind the modal dialog ${JSON.stringify(this.modal)}`, states: [], children: [] });
    }
    return out;
  }

  private children(n: RawAXNode, ctx: Ctx): VNode[] {
    const out: VNode[] = [];
    for (const id of n.children) {
      const child = ctx.byId.get(id);
      if (child) out.push(...this.convert(child, ctx));
    }
    return mergeText(out);
  }

  private convert(n: RawAXNode, ctx: Ctx): VNode[] {
    const facts: DomFacts | undefined = n.backendId === undefined ? undefined : ctx.frame.dom[n.backendId];
    if (n.inert) this.inert = true;
    if (DROP_ROLES.has(n.role)) return [];
    const pointerHere = !!facts?.p && !ctx.parentPointer && !ctx.inActionable;
    if (n.ignored && !pointerHere && !(facts?.c && !ctx.inActionable)) {
      return this.children(n, { ...ctx, parentPointer: !!facts?.p || ctx.parentPointer, parentIconFont: !!facts?.i });
    }
    if (n.role === 'StaticText') {
      if (ctx.parentIconFont || facts?.i) return [];
      const text = normalise(stripPrivateUse(n.name ?? ''));
      return text ? [{ role: 'text', text, states: [], children: [] }] : [];
    }
    if (n.role === 'RootWebArea') return this.children(n, ctx);
    if ((n.role === 'image' || n.role === 'img') && !n.name) return [];
    if (n.props?.modal === true) this.modal = n.name ?? '';

    const role = n.role === 'Iframe' ? 'iframe' : n.role === 'ignored' || n.ignored ? 'generic' : n.role;
    const focusable = n.props?.focusable === true && !NO_REF_ROLES.has(role);
    // A focusable wrapper (tabindex) is a target when it says what it is or looks clickable (calendar days).
    const interactive = INTERACTIVE_ROLES.has(role) || (focusable && (!UNWRAP_ROLES.has(role) || !!n.name || pointerHere));
    // cursor:pointer marks a click target on any non-landmark role (a clickable heading, row or card).
    // Labels are skipped: clicking one only focuses the control, which has its own ref.
    const pointerTarget = pointerHere && !LANDMARK_ROLES.has(role) && role !== 'LabelText';
    const genericClick = !interactive && (pointerTarget || (!!facts?.c && !ctx.inActionable && UNWRAP_ROLES.has(role) && role !== 'LabelText'));
    const childCtx: Ctx = {
      ...ctx,
      // A bare click listener is often delegation (a label, a calendar grid): it does not own its children.
      inActionable: ctx.inActionable || interactive || pointerTarget,
      parentPointer: !!facts?.p,
      parentIconFont: !!facts?.i,
    };
    let children: VNode[];
    if (role === 'iframe') {
      const child = this.childFrames.get(`${ctx.frame.frameId}#${n.backendId}`);
      children = child ? this.frameChildren(child) : [];
    } else {
      children = this.children(n, childCtx);
    }
    // A click listener on a big container (frameworks delegate to the root) is not a target of its own.
    // An empty clickable box (a backdrop, a hidden alert) has nothing to tell the model.
    const hasContent = !!n.name || children.length > 0 || (pointerTarget && !!facts?.b);
    const actionable = interactive || (genericClick && hasContent && (pointerTarget || !children.some(hasRef)));

    let name = n.name ? normalise(stripPrivateUse(n.name)) : undefined;
    const glyph = iconGlyph(n, ctx);
    if (name && glyph) name = stripGlyph(name, glyph);
    const node: VNode = { role, states: statesOf(n, role, facts), children };
    if (name) node.name = truncate(name, MAX_NAME);
    if (n.backendId !== undefined) node.key = `${ctx.frame.frameId}#${n.backendId}`;
    const box = facts?.b;
    if (box) node.box = [box[0] + ctx.frame.offset[0], box[1] + ctx.frame.offset[1], box[2], box[3]];
    const value = valueOf(n, role);
    if (value !== undefined) node.value = truncate(value, MAX_TEXT);
    if (facts?.ph && facts.ph !== name) node.placeholder = facts.ph;
    const url = n.props?.url;
    if (role === 'link' && typeof url === 'string' && url) node.url = displayUrl(url, this.page.url);

    if (actionable && n.backendId !== undefined) {
      node.ref = this.refs.refFor(ctx.frame.frameId, n.backendId, { sessionId: ctx.frame.sessionId, role, name });
    }
    dropRedundantText(node);
    if (!node.ref && !node.name && !node.value && UNWRAP_ROLES.has(role)) return node.children;
    // A titled wrapper around one control of the same name ("Copy path to clipboard") says it twice.
    const lone = node.children[0];
    if (!node.ref && UNWRAP_ROLES.has(role) && node.children.length === 1 && lone?.ref && lone.name === node.name) return node.children;
    // A name computed from content that the children already print (a heading holding a link and a button).
    if (node.name && !node.ref && node.children.some(hasRef) && sameWords(node.name, leafText(node))) delete node.name;
    if (!node.ref && !node.name && node.children.length === 0 && node.states.length === 0) return [];
    foldLoneText(node);
    return [node];
  }
}

function leafText(n: VNode): string {
  if (n.children.length === 0) return n.name ?? n.text ?? '';
  return n.children.map(leafText).join(' ');
}

function sameWords(a: string, b: string): boolean {
  return a.replace(/\s+/g, '') === b.replace(/\s+/g, '');
}

function childFrames(map: Map<string, CollectedFrame>, f: CollectedFrame): void {
  if (f.parentFrameId && f.ownerBackendId !== undefined) map.set(`${f.parentFrameId}#${f.ownerBackendId}`, f);
}

function hasRef(n: VNode): boolean {
  return !!n.ref || n.children.some(hasRef);
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

/** Adjacent text runs become one line; long ones are cut with a count. */
function mergeText(nodes: VNode[]): VNode[] {
  const out: VNode[] = [];
  for (const n of nodes) {
    const prev = out[out.length - 1];
    if (n.role === 'text' && prev?.role === 'text') prev.text = `${prev.text} ${n.text}`;
    else out.push(n);
  }
  for (const n of out) if (n.role === 'text' && n.text) n.text = truncate(n.text, MAX_TEXT);
  return out;
}

/**
 * Text that repeats what another line already says: a node's own name (button "Save" > text "Save"), or a label
 * right before the control it names (text "Email" + textbox "Email"). A lone text child folds into the line.
 */
function dropRedundantText(node: VNode): void {
  // A caption or heading-like child that only repeats the container's name ("table "History" > caption: History").
  if (node.name) node.children = node.children.filter((k) => k.ref || k.children.length || (k.text ?? k.name) !== node.name);
  const kids = node.children;
  if (node.name && kids.length > 0 && kids.every((k) => k.role === 'text')) {
    const all = kids.map((k) => k.text).join(' ');
    if (node.name.includes(all.replace(/… \(\+\d+ chars\)$/, '')) || all === node.name) node.children = [];
  }
  node.children = node.children.filter((k, i) => {
    if (k.role !== 'text' || !k.text) return true;
    const next = node.children[i + 1] ?? node.children[i - 1];
    return !(next && next.name && next.ref && normalise(next.name).startsWith(k.text.replace(/[:*]\s*$/, '').trim()) && k.text.length <= next.name.length + 2);
  });
}

/** `- paragraph: Some text` instead of a paragraph line plus a text line. */
function foldLoneText(node: VNode): void {
  const only = node.children[0];
  if (node.children.length === 1 && only?.role === 'text' && !node.text) {
    node.text = only.text;
    node.children = [];
  }
}
