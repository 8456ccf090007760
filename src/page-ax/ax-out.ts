/** One node of the in-page AX tree (tree.ts) as the page script answers it, before packing (wire.ts). */
import type { Props } from './props';

export interface AxOut {
  /** Parent's index in the list (-1 for the root). */
  u: number;
  /** Role in Chrome's words; 'none' when ignored. */
  r: string;
  n?: string;
  v?: string;
  de?: string;
  /** Ignored by assistive technology (structure only). */
  g?: 1;
  /** Ignored because inert or behind an open modal dialog. */
  in?: 1;
  /** Text ignored only through aria-hidden: painted, so its words are shown to the user (tree.ts). */
  ah?: 1;
  pr?: Props;
  /** Stable id of the node in this world (ids.ts). */
  p?: number;
  /** Index of the node in the hint walk (page-ax/walk.ts), for its DOM hints. */
  d?: number;
  /** A host whose shadow root is closed to us: the worker reads its subtree from Chrome's AX tree. */
  cs?: 1;
  /** An option's <select> (its hint-walk index): an option is shown or hidden with its select. */
  sd?: number;
  /** An <input type=image>: whether it draws its alt (it failed to load) only Chrome can say (page-collect.ts). */
  ia?: 1;
  /** A card-like box that may be a target by its own click listener alone: page-collect.ts asks Chrome. */
  ls?: 1;
  /** Of such a box: the focusable widget around it, whose click listener may serve its items (delegation). */
  lw?: number;
}
