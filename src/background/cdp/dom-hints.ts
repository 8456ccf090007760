/**
 * DOMSnapshot.captureSnapshot -> per-frame DomHints (bounds, cursor:pointer, clickable, covered by an overlay).
 * One captureSnapshot per CDP target covers every same-process document and costs a fraction of getFullAXTree
 * (swagger: ~8 ms vs ~25 ms), which is why we use it instead of per-node DOM/DOMDebugger calls.
 */
import type { DomHints } from './collected';
import { markEditors } from './editor-hints';
import { HIDDEN_STYLES, hiddenNodes, ownBox, type StyledNode } from './hidden-styles';
import { readRailsAsScroll } from './rail-scrollers';
import { nameFlags } from './node-kinds';
import { snapshotStroke } from '../../page-ax/stroke-paint';
import { markOptions } from './option-states';
import { type FramePage, framePages } from './snapshot-pages';
import { seenImageHolders } from './seen-images';

const OWN_STYLES = ['cursor', 'position', 'visibility', 'opacity', 'pointer-events', 'font-family'];
/** Order matters: the style array of each layout node follows it. */
export const SNAPSHOT_STYLES = [...new Set([...OWN_STYLES, ...HIDDEN_STYLES])];
const STYLE_INDEX = new Map(SNAPSHOT_STYLES.map((name, i) => [name, i]));

/**
 * The hidden-text rules' styles of one node, from values laid out in SNAPSHOT_STYLES order (DOMSnapshot's layout
 * styles, and the in-page hint walk, page-ax/walk.ts, which returns them in the same order).
 */
export function hiddenStylesOf(valueAt: (index: number) => string | undefined): Record<string, string> {
  return Object.fromEntries(HIDDEN_STYLES.map((name) => [name, valueAt(STYLE_INDEX.get(name)!) ?? '']));
}

// Ligature and private-use icon fonts: their text is a glyph name ("expand_more"), not content.
export const ICON_FONT =
  /material|font ?awesome|glyphicons|icomoon|bootstrap-icons|remixicon|tabler|feather|ionicons|codicon|fa-/i;

export interface SnapshotDoc {
  frameId: number;
  contentWidth?: number;
  contentHeight?: number;
  scrollOffsetX?: number;
  scrollOffsetY?: number;
  nodes: {
    nodeType?: number[];
    nodeName?: number[];
    parentIndex?: number[];
    nodeValue?: number[];
    backendNodeId?: number[];
    isClickable?: { index: number[] };
    /** The <option>s selected now (DOMSnapshot's rare boolean data). */
    optionSelected?: { index: number[] };
    attributes?: number[][];
    /** A frame owner's document: its index in `documents`. */
    contentDocumentIndex?: { index: number[]; value: number[] };
  };
  layout: {
    nodeIndex: number[];
    styles: number[][];
    bounds: number[][];
    paintOrders?: number[];
  };
}

export interface SnapshotResult {
  documents: SnapshotDoc[];
  strings: string[];
}

/**
 * Frame id -> backend node id -> hints. `viewport` (width, height) decides what counts as a full-screen overlay.
 * `unsure` collects the images whose alt is hidden text only if they failed to load (hidden-styles.ts hiddenNodes).
 */
export function domHintsByFrame(
  snap: SnapshotResult,
  viewport: { width: number; height: number },
  unsure: Array<{ frameId: string; backendId: number }> = [],
): Map<string, Record<number, DomHints>> {
  const out = new Map<string, Record<number, DomHints>>();
  const pages = framePages(snap, viewport);
  snap.documents.forEach((doc, d) => {
    const hints: Record<number, DomHints> = {};
    const backend = doc.nodes.backendNodeId ?? [];
    const parents = doc.nodes.parentIndex ?? [];
    const imageInputs = new Set<number>();
    const get = (nodeIndex: number): DomHints => {
      const id = backend[nodeIndex]!;
      hints[id] ??= {};
      return hints[id];
    };
    for (const i of doc.nodes.isClickable?.index ?? []) get(i).c = 1;
    (doc.nodes.attributes ?? []).forEach((attrs, i) => {
      for (let a = 0; a < attrs.length; a += 2) {
        const attr = snap.strings[attrs[a]!];
        if (attr === 'placeholder') get(i).ph = snap.strings[attrs[a + 1]!];
        else if (attr === 'aria-rowindex' || attr === 'aria-rowcount') {
          const n = Number.parseInt(snap.strings[attrs[a + 1]!] ?? '', 10);
          if (Number.isFinite(n) && n >= 0) get(i)[attr === 'aria-rowindex' ? 'ri' : 'rc'] = n;
        } else if (attr === 'aria-sort') {
          const v = snap.strings[attrs[a + 1]!];
          if (v === 'ascending' || v === 'descending' || v === 'other' || v === 'none') get(i).so = v;
        }
        // Chrome masks a password's value with one bullet per character; we drop even the length.
        else if (attr === 'type') {
          const type = snap.strings[attrs[a + 1]!]?.toLowerCase();
          if (type === 'password') get(i).pw = 1;
          // <input type=image> is an image too: named by its alt, drawn by its pixels (or its alt, when broken).
          else if (type === 'image' && snap.strings[doc.nodes.nodeName?.[i] ?? -1] === 'INPUT') imageInputs.add(i);
        }
      }
    });

    markOptions(doc.nodes, snap.strings, get);

    const { nodeIndex, styles, bounds, paintOrders } = doc.layout;
    const covers: Array<{ node: number; paint: number }> = [];
    for (let i = 0; i < nodeIndex.length; i++) {
      const node = nodeIndex[i]!;
      const style = (styles[i] ?? []).map((s) => snap.strings[s]);
      const b = bounds[i];
      const f = get(node);
      if (b && (b[2]! > 0 || b[3]! > 0)) f.b = b.slice(0, 4).map(Math.round) as [number, number, number, number];
      // A grab or move cursor marks what is dragged (sortable items, cards), as page-ax/walk.ts reads it.
      if (style[0] === 'pointer' || style[0] === 'grab' || style[0] === 'move') f.p = 1;
      const [, position, visibility, opacity, pointerEvents, fontFamily] = style;
      if (fontFamily && ICON_FONT.test(fontFamily)) f.i = 1;
      if (ownBox(style[STYLE_INDEX.get('display')!]) && doc.nodes.nodeType?.[node] === 1) f.bx = 1;
      if (
        position === 'fixed' &&
        visibility !== 'hidden' &&
        opacity !== '0' &&
        pointerEvents !== 'none' &&
        b &&
        b[2]! >= viewport.width * 0.9 &&
        b[3]! >= viewport.height * 0.9 &&
        paintOrders
      ) {
        covers.push({ node, paint: paintOrders[i]! });
      }
    }
    if (covers.length && paintOrders) markCovered(doc, covers, paintOrders, get, parents);
    markScrollers(doc, snap.strings, get);
    markEditors(doc, snap.strings, get);
    const frameId = snap.strings[doc.frameId] ?? '';
    for (const i of markHidden(doc, snap.strings, get, pages[d]!, imageInputs))
      unsure.push({ frameId, backendId: backend[i]! });
    out.set(frameId, hints);
  });
  return out;
}

const SCROLLS = /^(auto|scroll|overlay)$/;

/**
 * DomHints.s on boxes that scroll on their own: a terms box, a chat log, a sidebar. A box with overflow auto/scroll
 * scrolls when some layout node under it (nearest such box first) lies outside its bounds: layout bounds are not
 * clipped. Asking Chrome for scroll rectangles (includeDOMRects) would double the capture's cost. The page's own
 * scroller (html, body) is left out: scrolling without a ref already moves it.
 */
function markScrollers(doc: SnapshotDoc, strings: string[], get: (i: number) => DomHints): void {
  const { nodeIndex, styles, bounds } = doc.layout;
  const parents = doc.nodes.parentIndex ?? [];
  const [ox, oy] = [STYLE_INDEX.get('overflow-x')!, STYLE_INDEX.get('overflow-y')!];
  const boxes = new Map<number, { b: number[]; x: boolean; y: boolean }>();
  nodeIndex.forEach((node, i) => {
    const style = styles[i] ?? [];
    const x = SCROLLS.test(strings[style[ox]!] ?? '');
    const y = SCROLLS.test(strings[style[oy]!] ?? '');
    const name = strings[doc.nodes.nodeName?.[node] ?? -1];
    if ((x || y) && bounds[i] && name !== 'HTML' && name !== 'BODY') boxes.set(node, { b: bounds[i]!, x, y });
  });
  if (boxes.size === 0) return;
  nodeIndex.forEach((node, i) => {
    const inner = bounds[i];
    if (!inner || (inner[2] === 0 && inner[3] === 0)) return;
    let up = parents[node];
    while (up !== undefined && up >= 0 && !boxes.has(up)) up = parents[up];
    const box = up === undefined || up < 0 ? undefined : boxes.get(up);
    if (!box) return;
    const [bx, by, bw, bh] = box.b as [number, number, number, number];
    const [ix, iy, iw, ih] = inner as [number, number, number, number];
    const outY = box.y && (iy < by - 1 || iy + ih > by + bh + 1);
    const outX = box.x && (ix < bx - 1 || ix + iw > bx + bw + 1);
    if (outX || outY) get(up!).s = 1;
  });
}

/** Marks layout nodes painted before the top-most full-screen overlay and outside it as covered. */
function markCovered(
  doc: SnapshotDoc,
  covers: Array<{ node: number; paint: number }>,
  paintOrders: number[],
  get: (i: number) => DomHints,
  parents: number[],
): void {
  const top = covers.reduce((a, b) => (b.paint > a.paint ? b : a));
  const inside = (i: number): boolean => {
    for (let n: number | undefined = i; n !== undefined && n >= 0; n = parents[n]) if (n === top.node) return true;
    return false;
  };
  // An overlay that contains nothing painted above it is a backdrop; one whose content is painted later is a dialog.
  doc.layout.nodeIndex.forEach((node, i) => {
    if (paintOrders[i]! < top.paint && !inside(node)) get(node).v = 1;
  });
}

/**
 * Hidden text (policy README section 5): DomHints.h on every node whose text the user cannot see. Returns the
 * images whose alt would be hidden if they failed to load (DOMSnapshot does not say which did).
 */
function markHidden(
  doc: SnapshotDoc,
  strings: string[],
  get: (i: number) => DomHints,
  page: FramePage,
  imageInputs: Set<number>,
): number[] {
  const parents = doc.nodes.parentIndex ?? [];
  const types = doc.nodes.nodeType ?? [];
  const names = doc.nodes.nodeName ?? [];
  const nodes: StyledNode[] = parents.map((parent, i) => {
    const name = strings[names[i] ?? -1];
    return {
      parent,
      text: types[i] === 3,
      ...(name === 'HTML' || name === 'BODY' ? { root: true } : {}),
      ...nameFlags(imageInputs.has(i) ? 'IMG' : name), // an <input type=image> is an image
      // No pixels here: an <img>, <canvas> or frame paints its box (safe), but not a click-through canvas or image.
      ...(/^(IMG|CANVAS|IFRAME)$/.test(name ?? '') ? { picture: true } : {}),
    };
  });
  doc.layout.nodeIndex.forEach((node, i) => {
    const n = nodes[node];
    if (!n) return;
    // A node's own box comes first; a pseudo-element's generated content follows under the same node (a blank
    // ::after cover's empty text, 0x0), which must not take the cover's box (red team c4-r8-after-cover).
    if (n.style) return;
    const raw = doc.layout.styles[i] ?? [];
    n.style = hiddenStylesOf((at) => strings[raw[at]!]);
    n.box = doc.layout.bounds[i];
    const stroke = n.box ? snapshotStroke(n.box, n.style, strings[names[node]!] ?? '') : [];
    if (stroke.length) n.paints = stroke;
    const through = strings[raw[STYLE_INDEX.get('pointer-events')!]!] === 'none';
    if (n.picture && through && strings[names[node]!] !== 'IFRAME') n.picture = false;
  });
  readRailsAsScroll(doc, strings, nodes);
  const [unsure, textOnly, lookInside] = [[] as number[], new Set<number>(), new Set<number>()];
  const hidden = hiddenNodes(nodes, page, unsure, textOnly, lookInside);
  for (const i of hidden) get(i).h = 1;
  for (const i of lookInside) get(i).hk = 1;
  for (const i of textOnly) get(i).t = 1;
  for (const i of seenImageHolders(nodes, hidden)) get(i).sv = 1;
  // Only these draw their alt when they fail to load (an <svg> or <canvas> has none).
  return unsure.filter((i) => strings[names[i] ?? -1] === 'IMG' || imageInputs.has(i));
}
