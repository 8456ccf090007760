/**
 * The hint walk of the in-page collector (page-ax/index.ts): every node of a frame's document in document order
 * (node, its shadow root, then its children without whitespace-only text), with what the hidden-text rules and the
 * snapshot's hints read (background/cdp/walk-hints.ts), sent with the tree in one answer (wire.ts). The tree walk (tree.ts) finds
 * its nodes' entries through `__tabwrightWalkNodes`; the two share one style cache (dom.ts styleOf).
 */
import { edgeReader, styleOf } from './dom';
import { type PseudoCover, pseudoCovers } from './pseudo-covers';
import { sawShadowRoot } from './pseudo-rules';
import { classSort } from './sort-class';
import { readBounds, type ReadCut } from './limits';
import { readRailAsScroll } from './scroll-rail';

/** Cursors that say "act on me": a pointer, or the grab and move cursors of things dragged. */
const TARGET_CURSOR = /^(pointer|grab|move)$/;
// Click handlers declared in markup (inline, w2ui, Angular 1, Alpine, htmx): w2ui's sidebar items (relay log C152).
const DECLARES_CLICK = ['onclick', 'data-click', 'ng-click', 'x-on:click', '@click', 'hx-get', 'hx-post'];
/** Nodes whose name the worker reads: images, frame owners, SVG text and shapes (painted by their fill), and the SVG
 * elements that are never drawn (their text is no content). */
const NAMED =
  /^(img|area|svg|canvas|object|iframe|frame|embed|fencedframe|portal|text|tspan|textPath|rect|path|circle|ellipse|polygon|desc|metadata)$/i;

export interface WalkNode {
  /** nodeName, of images and frame owners only (the others' would be most of the answer). */
  n?: string;
  /** Index of the parent element in the list (-1 at the top; shadow roots are skipped, a host is the parent). */
  u: number;
  /** Rendered text (judged on its element's inherited style). */
  t?: 1;
  r?: 1;
  /**
   * The node's style values: an index into `sets`, each set holding indices into `strings` in the order of
   * `styles`; absent when the node has no layout box. A page has a few dozen distinct sets over thousands of nodes.
   */
  s?: number;
  b?: number[];
  p?: 1;
  i?: 1;
  /** A link or a control Chrome's isClickable would count without listeners. */
  c?: 1;
  ph?: string;
  pw?: 1;
  ri?: number;
  rc?: number;
  so?: string;
  sc?: 1;
  /** A box that scrolls (sc): [scrollLeft, scrollTop, most scrollLeft, most scrollTop] (covered.ts). */
  sv?: number[];
  sl?: number; // a host's light child shown through a slot: the slot's index, its parent in the flat tree (covered.ts)
}

export interface DocumentWalk {
  nodes: WalkNode[];
  strings: string[];
  sets: number[][];
  page: { width: number; height: number };
  /**
   * What Page.getLayoutMetrics would say of this frame's visual viewport, in CSS px: scroll position, size. The
   * worker takes the top frame's as the snapshot's viewport instead of asking Chrome (one round trip less).
   */
  view: { x: number; y: number; w: number; h: number };
  /** The document's address (the frame tree's url, but with its fragment). */
  url: string;
  /** Set when the walk stopped at a bound (limits.ts): nodes it did not reach have no entry. */
  cut?: ReadCut;
}

/** `closedRoots`: the document's closed shadow roots, in walk order (the worker resolves them from DOM.getDocument). */
export function walkDocument(styles: string[], iconFont: string, ...closedRoots: ShadowRoot[]): DocumentWalk {
  const icon = new RegExp(iconFont, 'i');
  const sx = window.scrollX;
  const sy = window.scrollY;
  const nodes: WalkNode[] = [];
  // Style values by node while walking (a text node shares its element's array, filled in later): made sets at the end.
  const vectors: number[][] = [];
  const strings: string[] = [];
  const at = new Map<string, number>();
  const str = (v: string) => {
    let k = at.get(v);
    if (k === undefined) {
      k = strings.length;
      strings.push(v);
      at.set(v, k);
    }
    return k;
  };
  const box = (r: DOMRect) => [Math.round(r.x + sx), Math.round(r.y + sy), Math.round(r.width), Math.round(r.height)];
  const scrolls = /^(auto|scroll|overlay)$/;
  const clickable = /^(a|area|button|input|select|textarea|summary|option)$/;
  const closed = [...closedRoots];
  const range = document.createRange();
  // Each value read costs about a microsecond and a grid has thousands of nodes, so only what the hidden-text rules
  // read goes into `s` (hidden-styles.ts): cursor and font-family become flags, pointer-events is not read here,
  // clip matters only on an absolute or fixed box, and the colour and size rules' styles are read for an element
  // that shows text (when its first text child comes) or an image. A text node shares its element's values.
  const LATER = 1;
  const SKIP = 2;
  const kinds = styles.map((name) =>
    /^(font-size|text-indent|color|text-shadow|-webkit-text-stroke-width|-webkit-text-fill-color|letter-spacing|fill|fill-opacity|stroke|stroke-opacity|stroke-width)$/.test(
      name,
    )
      ? LATER
      : /^(cursor|font-family|pointer-events|clip|border-color|outline-(width|color|offset))$/.test(name)
        ? SKIP
        : 0,
  );
  const indexOf = (name: string) => styles.indexOf(name);
  const [iPosition, iClip, iCursor, iFont, iOverflowX, iOverflowY] = (
    ['position', 'clip', 'cursor', 'font-family', 'overflow-x', 'overflow-y'] as const
  ).map(indexOf) as [number, number, number, number, number, number];
  const pictures = /^(img|area|svg|canvas|object|input|rect|path|circle|ellipse|polygon)$/;
  const filled = new Set<number>();
  const fillText = (k: number, st: CSSStyleDeclaration) => {
    if (filled.has(k)) return;
    filled.add(k);
    const s = vectors[k]!;
    styles.forEach((name, j) => {
      if (kinds[j] === LATER) s[j] = str(st.getPropertyValue(name));
    });
  };
  const readEdges = edgeReader(styles);
  const read = (st: CSSStyleDeclaration, k: number) => (k < 0 ? '' : st.getPropertyValue(styles[k]!));
  // The in-page collector (src/page-ax) reads which node each entry is; the page itself cannot see this world.
  const seen = (globalThis as { __tabwrightWalkNodes?: Node[] }).__tabwrightWalkNodes;
  // `shown` = the parent element has a layout box (not inside display:none, <script>, <template>...).
  // Light children by the slot that shows them (shadow roots are walked before their host's light children).
  const slotted = new Map<Node, number>();
  // A box a ::before or ::after draws, as a child of its element with the pseudo-element's own style: ::before ahead
  // of the element's children, ::after behind them (CSS paints them in that order). No DOM node answers to it.
  const addCover = (covers: PseudoCover[], pseudo: string, parent: number) => {
    const c = covers.find((p) => p.pseudo === pseudo);
    if (!c) return;
    vectors[nodes.length] = styles.map((name) => str(c.style.getPropertyValue(name)));
    nodes.push({ u: parent, b: c.box });
    seen?.push(document.createComment(c.pseudo));
  };
  // A page may nest or widen its DOM to hang the read (limits.ts): past a bound nothing more is read, and it says so.
  const bounds = readBounds();
  const visit = (node: Node, parent: number, shown: CSSStyleDeclaration | null, depth = 0): void => {
    if (bounds.over(nodes.length, depth)) return;
    const me = nodes.length;
    const entry: WalkNode = { u: parent };
    const slot = slotted.get(node);
    if (slot !== undefined) entry.sl = slot;
    if (NAMED.test(node.nodeName)) entry.n = node.nodeName;
    nodes.push(entry);
    seen?.push(node);
    let style: CSSStyleDeclaration | null = null;
    let covers: PseudoCover[] = [];
    if (node.nodeType === 1) {
      const el = node as Element;
      const st = shown ? styleOf(el) : null;
      const display = st?.display;
      if (st && display !== 'none') {
        style = st;
        const values = styles.map((name, k) => (kinds[k] === 0 ? st.getPropertyValue(name) : ''));
        if (iClip >= 0 && /^(absolute|fixed)$/.test(values[iPosition] ?? '')) values[iClip] = read(st, iClip);
        readEdges(st, values);
        readRailAsScroll(el, values, iOverflowX, iOverflowY);
        vectors[me] = values.map(str);
        if (pictures.test(el.localName)) fillText(me, st);
        // Zero-sized boxes too: the hidden-text rules read them (a 0x0 box clipping its text).
        if (display !== 'contents') entry.b = box(el.getBoundingClientRect());
        if (el.localName === 'html' || el.localName === 'body') entry.r = 1;
        // A grab or move cursor marks what is dragged (a sortable list's items, a kanban card): a target too.
        if (TARGET_CURSOR.test(read(st, iCursor)) || el.getAttribute('draggable') === 'true') entry.p = 1;
        else if (el.attributes.length && DECLARES_CLICK.some((a) => el.hasAttribute(a))) entry.p = 1;
        if (icon.test(read(st, iFont))) entry.i = 1;
        const x = scrolls.test(values[iOverflowX] ?? '') && el.scrollWidth > el.clientWidth + 1;
        const y = scrolls.test(values[iOverflowY] ?? '') && el.scrollHeight > el.clientHeight + 1;
        if ((x || y) && !entry.r) {
          entry.sc = 1;
          // Only an axis the user can scroll moves its content: the other (overflow hidden) stays where it is.
          const [left, top] = [x ? el.scrollLeft : 0, y ? el.scrollTop : 0];
          const [most, mostTop] = [x ? el.scrollWidth - el.clientWidth : 0, y ? el.scrollHeight - el.clientHeight : 0];
          entry.sv = [left, top, most, mostTop].map(Math.round);
        }
      }
      if (style) covers = pseudoCovers(el, sx, sy);
      addCover(covers, '::before', me);
      if (el.localName === 'slot') for (const a of (el as HTMLSlotElement).assignedNodes()) slotted.set(a, me);
      if (clickable.test(el.localName) || el.hasAttribute('onclick')) {
        if (el.localName !== 'a' || el.hasAttribute('href')) entry.c = 1;
      }
      const ph = el.getAttribute('placeholder');
      if (ph !== null) entry.ph = ph;
      if (el.localName === 'input' && (el.getAttribute('type') ?? '').toLowerCase() === 'password') entry.pw = 1;
      const ri = Number.parseInt(el.getAttribute('aria-rowindex') ?? '', 10);
      if (ri >= 0) entry.ri = ri;
      const rc = Number.parseInt(el.getAttribute('aria-rowcount') ?? '', 10);
      if (rc >= 0) entry.rc = rc;
      const so = el.getAttribute('aria-sort');
      if (so === 'ascending' || so === 'descending' || so === 'other' || so === 'none') entry.so = so;
      // A page that sets aria-sort (empty on the columns it does not sort by, as Element Plus does) has said it.
      else if (so === null && st && display !== 'none') {
        // A header that says it sorts only by classes (SlickGrid, DataTables 1): as if it had aria-sort (C83).
        const byClass = classSort(el);
        if (byClass) entry.so = byClass;
      }
      const root = el.shadowRoot ?? (closed[0]?.host === el ? closed.shift()! : null);
      if (root) {
        sawShadowRoot();
        nodes.push({ u: me });
        seen?.push(root);
        for (const c of root.childNodes) if (keep(c)) visit(c, me, style, depth + 1);
      }
    } else if (node.nodeType === 3 && shown) {
      entry.t = 1;
      // A text node is judged on its element's style (hidden-styles.ts): the same values, read once.
      const up = nodes[parent]!;
      if (vectors[parent]) {
        fillText(parent, shown);
        vectors[me] = vectors[parent]!;
        if (up.p) entry.p = 1;
        if (up.i) entry.i = 1;
      } else {
        vectors[me] = styles.map((name) => str(shown.getPropertyValue(name)));
        if (TARGET_CURSOR.test(shown.cursor)) entry.p = 1;
        if (icon.test(shown.fontFamily)) entry.i = 1;
      }
      range.selectNodeContents(node);
      entry.b = box(range.getBoundingClientRect());
    }
    for (const c of node.childNodes) if (keep(c)) visit(c, me, style, depth + 1);
    addCover(covers, '::after', me);
  };
  // DevTools leaves out text nodes of ASCII whitespace only (a no-break space counts as content).
  const keep = (c: Node) => c.nodeType !== 3 || !/^[ \t\n\v\f\r]*$/.test(c.nodeValue ?? '');
  nodes.push({ u: -1 });
  seen?.push(document);
  const top = getComputedStyle(document.documentElement);
  for (const c of document.childNodes) if (keep(c)) visit(c, 0, top);
  const el = document.documentElement;
  const page = { width: Math.max(el.scrollWidth, el.clientWidth), height: Math.max(el.scrollHeight, el.clientHeight) };
  const sets: number[][] = [];
  const setAt = new Map<string, number>();
  vectors.forEach((v, i) => {
    const key = v.join();
    if (!setAt.has(key)) setAt.set(key, sets.push(v) - 1);
    nodes[i]!.s = setAt.get(key)!;
  });
  const vv = window.visualViewport;
  const view = vv
    ? { x: Math.round(vv.pageLeft), y: Math.round(vv.pageTop), w: Math.round(vv.width), h: Math.round(vv.height) }
    : { x: Math.round(sx), y: Math.round(sy), w: el.clientWidth, h: el.clientHeight };
  return { nodes, strings, sets, page, view, url: location.href, cut: bounds.cut() };
}
