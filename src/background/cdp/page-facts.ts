/**
 * The page side of the light hint path (page-hints.ts): facts about the AX tree's nodes read in our isolated world
 * (a page cannot patch getComputedStyle there) and returned as ONE JSON string, which chrome.debugger carries ~30x
 * cheaper than the same bytes as nested objects. Self-contained: sent as source text (fn.toString()).
 */

/** One DOM node of the answer: the targets, their ancestors (parents first) and text stand-ins. */
export interface FactNode {
  /** Index of the parent in the list, -1 at the top. */
  u: number;
  /** A text node (or the stand-in for an element's own text): judged on its element's inherited style. */
  t?: 1;
  /** <html> or <body>. */
  r?: 1;
  /** Style values in the order of the `styles` argument. */
  s: string[];
  /** Layout box in the document's coordinates. */
  b?: number[];
  /** An image element (hidden-styles.ts StyledNode.image); `al`: an <img> that failed to load shows its alt. */
  im?: 1;
  al?: 1;
}

export interface TargetFacts {
  /** Index of the target's own entry in `nodes`. */
  n: number;
  p?: 1;
  i?: 1;
  a?: 1;
  ph?: string;
  pw?: 1;
  ri?: number;
  rc?: number;
  so?: string;
  sc?: 1;
}

export interface PageFacts {
  nodes: FactNode[];
  targets: Array<TargetFacts | null>;
  page: { width: number; height: number };
}

/**
 * Runs in the frame's isolated world (its `document`); `targets` are the AX tree's DOM nodes (elements or text,
 * null where one did not resolve). Returns PageFacts as JSON text.
 */
export function readPageFacts(styles: string[], iconFont: string, ...targets: Array<Node | null>): string {
  const icon = new RegExp(iconFont, 'i');
  const doc = document;
  const view = window;
  const sx = view.scrollX;
  const sy = view.scrollY;
  const nodes: FactNode[] = [];
  const index = new Map<Node, number>();
  const owners: Node[] = [];
  const styleOf = new Map<Element, CSSStyleDeclaration>();
  const css = (el: Element) => {
    let s = styleOf.get(el);
    if (!s) {
      s = view.getComputedStyle(el);
      styleOf.set(el, s);
    }
    return s;
  };
  const box = (r: DOMRect) => [Math.round(r.x + sx), Math.round(r.y + sy), Math.round(r.width), Math.round(r.height)];
  const textBox = (t: Node) => {
    const range = doc.createRange();
    range.selectNodeContents(t);
    return box(range.getBoundingClientRect());
  };
  // A shadow root's parent is its host; documents and fragments are skipped.
  const up = (n: Node): Node | null => {
    let p: Node | null = n.parentNode ?? null;
    while (p && p.nodeType !== 1) p = p.nodeType === 11 ? ((p as ShadowRoot).host ?? null) : null;
    return p;
  };
  const add = (n: Node): number => {
    const known = index.get(n);
    if (known !== undefined) return known;
    const parentNode = up(n);
    const u = parentNode ? add(parentNode) : -1;
    const el = n.nodeType === 1 ? (n as Element) : n.parentElement;
    const st = el ? css(el) : undefined;
    const entry: FactNode = { u, s: styles.map((name) => (st ? st.getPropertyValue(name) : '')) };
    if (n.nodeType === 3) {
      entry.t = 1;
      entry.b = textBox(n);
    } else if (el) {
      entry.b = box(el.getBoundingClientRect());
      if (el.localName === 'html' || el.localName === 'body') entry.r = 1;
      if (/^(img|area|svg|canvas|object)$/.test(el.localName)) entry.im = 1;
      if (el instanceof HTMLImageElement && el.alt && el.complete && el.naturalWidth === 0) entry.al = 1;
    }
    index.set(n, nodes.length);
    owners.push(n);
    nodes.push(entry);
    return nodes.length - 1;
  };
  const scrolls = /^(auto|scroll|overlay)$/;
  const out: Array<TargetFacts | null> = targets.map((n) => {
    if (!n || !n.isConnected || (n.nodeType !== 1 && n.nodeType !== 3)) return null;
    const f: TargetFacts = { n: add(n) };
    const el = n.nodeType === 1 ? (n as Element) : n.parentElement;
    if (!el) return f;
    const st = css(el);
    if (st.cursor === 'pointer') f.p = 1;
    if (icon.test(st.fontFamily)) f.i = 1;
    if (n.nodeType !== 1) return f;
    if ((el.localName === 'a' || el.localName === 'area') && el.hasAttribute('href')) f.a = 1;
    const ph = el.getAttribute('placeholder');
    if (ph !== null) f.ph = ph;
    if (el.localName === 'input' && (el.getAttribute('type') ?? '').toLowerCase() === 'password') f.pw = 1;
    const ri = Number.parseInt(el.getAttribute('aria-rowindex') ?? '', 10);
    if (ri >= 0) f.ri = ri;
    const rc = Number.parseInt(el.getAttribute('aria-rowcount') ?? '', 10);
    if (rc >= 0) f.rc = rc;
    const so = el.getAttribute('aria-sort');
    if (so === 'ascending' || so === 'descending' || so === 'other' || so === 'none') f.so = so;
    const x = scrolls.test(st.overflowX) && el.scrollWidth > el.clientWidth + 1;
    const y = scrolls.test(st.overflowY) && el.scrollHeight > el.clientHeight + 1;
    if ((x || y) && el.localName !== 'html' && el.localName !== 'body') f.sc = 1;
    return f;
  });
  // The colour and size rules judge an element only when it holds text of its own: a stand-in text node says so.
  const count = nodes.length;
  for (let i = 0; i < count; i++) {
    const entry = nodes[i]!;
    if (entry.t) continue;
    const own = [...owners[i]!.childNodes].find((c) => c.nodeType === 3 && (c.nodeValue ?? '').trim() !== '');
    if (own && !index.has(own)) nodes.push({ u: i, t: 1, s: entry.s, b: textBox(own) });
  }
  const root = doc.documentElement;
  const page = {
    width: Math.max(root.scrollWidth, root.clientWidth),
    height: Math.max(root.scrollHeight, root.clientHeight),
  };
  return JSON.stringify({ nodes, targets: out, page });
}
