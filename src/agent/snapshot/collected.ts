import type { ReadCut } from '../../shared/read-bounds';

/**
 * Pure types, no CDP code: the plain, serialisable result of one page collection: what collect.ts gathers over CDP and the pure snapshot
 * core (src/agent/snapshot) consumes. Recordings in test/fixtures/ax/*.json are exactly this shape.
 * Kept slim on purpose: AX name sources, ignored reasons and inline text boxes are dropped at collection time.
 */
export interface RawAXNode {
  id: string;
  parent?: string;
  children: string[];
  role: string;
  name?: string;
  value?: string;
  description?: string;
  /** Ignored nodes are kept only as structure (their children may be visible). */
  ignored?: true;
  /** Only for ignored nodes hidden by an open modal dialog (Chrome's 'activeModalDialog'). */
  inert?: true;
  /**
   * Only for ignored text hidden from assistive technology alone (aria-hidden) yet painted: words the user sees,
   * which back the name of a control in the same <label>, never another's (painted-words.ts); never printed as text.
   */
  painted?: string;
  /** AX properties and states: checked, expanded, level, url, focusable, ... */
  props?: Record<string, string | number | boolean>;
  backendId?: number;
}

/** DOM hints the AX tree lacks, keyed by backend node id (DOMSnapshot). */
export interface DomHints {
  /** [x, y, width, height] in the frame document's coordinates. */
  b?: [number, number, number, number];
  /** computed cursor is pointer */
  p?: 1;
  /** Chrome says the node responds to clicks (click listener or link). */
  c?: 1;
  /** Painted under a full-viewport fixed overlay (a modal without aria-modal). */
  v?: 1;
  /** Rendered in an icon font (Material Icons, Font Awesome...): its text is a glyph name, not content. */
  i?: 1;
  /** Its text is hidden from the user (policy/hidden-text.ts rules on computed styles): never shown to the model. */
  h?: 1;
  /**
   * With h: the element itself is shown, only its own text is not (indented off, transparent, a zero font): an icon
   * button or logo link whose label is text drawn nowhere. It is judged as a control with an unshown label.
   */
  t?: 1;
  /**
   * With h: hidden only because its own box is off the page, where no scroll reaches; what it holds is judged on its
   * own boxes (a popup placed on screen from a zero-height teleport container at the page's end).
   */
  hk?: 1;
  /** A password field: its value is never printed, not even its length. */
  pw?: 1;
  /** The placeholder attribute of an input or textarea (not in the AX tree). */
  ph?: string;
  /** A box that scrolls on its own (overflow auto/scroll with more content than room), not the page itself. */
  s?: 1;
  /** The input of a code editor (Monaco, CodeMirror, Ace): the lines it shows, [line number or 0, text]. */
  code?: Array<[number, string]>;
  /** That input is a terminal's (xterm.js): code holds its screen's rows, output and prompt. */
  term?: 1;
  /** aria-rowindex of a row (Chrome's AX tree does not pass it on): the row's place in the whole grid. */
  ri?: number;
  /** aria-rowcount of a grid or table: rows in the whole data set, rendered or not. */
  rc?: number;
  /** aria-sort of a column or row header: 'ascending' | 'descending' | 'other'. */
  so?: string;
  /** A native <option>'s selected (1) or not (0) as the page holds it now (the AX tree's can be stale). */
  os?: 0 | 1;
  /** A native <option>'s disabled state now (its own, its optgroup's or its select's). */
  od?: 0 | 1;
  /** Drawn by a code editor (its text layer, gutter): the editor's input line prints that text. */
  e?: 1;
  /**
   * Holds an image a person sees (within a few levels): Chrome leaves an `<img alt="">` out of the tree, so a link
   * drawn by one would otherwise look like a speck showing nothing (policy/hidden-rules.ts isSpeck).
   */
  sv?: 1;
  /**
   * Lays out as a box of its own (a block, a flex or grid item, an inline-block, a cell), not inline: text in the next
   * such box on the same line is another run, parted by a space even where the boxes touch (relay log C203).
   */
  bx?: 1;
}

export interface CollectedFrame {
  /** Stable for the frame's life (the CDP frame id). */
  frameId: string;
  parentFrameId?: string;
  /** The frame's <iframe> element in the parent frame's document. */
  ownerBackendId?: number;
  /** Child CDP session holding the frame (out-of-process iframes); undefined = the tab's own target. */
  sessionId?: string;
  url: string;
  /** Offset of the frame's document origin in top-page coordinates (for viewport mode). */
  offset: [number, number];
  nodes: RawAXNode[];
  dom: Record<number, DomHints>;
  /** Set when the read stopped at a bound (page-ax/limits.ts): the snapshot says what was not read. */
  cut?: ReadCut;
}

export interface CollectedPage {
  url: string;
  title: string;
  viewport: { scrollX: number; scrollY: number; width: number; height: number; pageWidth: number; pageHeight: number };
  /** frames[0] is the main frame. */
  frames: CollectedFrame[];
  /** Milliseconds per step, for the benchmark. */
  timings?: Record<string, number>;
}
