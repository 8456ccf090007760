/**
 * A node's name as the snapshot prints it: what the user sees names the element, not what the page wrote for the
 * model only (policy/shown-name.ts); an icon font's glyph name is cut from it.
 */
import type { CollectedFrame, DomHints, RawAXNode } from './collected';
import { INTERACTIVE_ROLES, type VNode } from './model';
import { leafText } from './compact';
import { normalise, stripGlyph, stripPrivateUse } from './text';
import { shownName } from '../policy/shown-name';
import { isSpeck } from '../policy/hidden-rules';
import { hiddenImageNames, showsNothing } from './unseen-images';
import { iconGlyph } from './build-rules';
import { shownFor } from './painted-words';

export interface NameFacts {
  n: RawAXNode;
  role: string;
  hints: DomHints | undefined;
  /** The element cannot be seen (build.ts). */
  hiddenEl: boolean;
  /** A skip link (build-rules.ts isSkipLink): its few words are its name, shown at the first Tab. */
  skip: boolean;
  children: VNode[];
  frame: CollectedFrame;
  pageWords: Set<string>;
  byId: Map<string, RawAXNode>;
}

export function nameOf({ n, role, hints, hiddenEl, skip, children, frame, pageWords, byId }: NameFacts) {
  let name = n.name ? normalise(stripPrivateUse(n.name)) : undefined;
  if (name && !skip)
    name = shownName({
      role,
      name,
      // A code editor's input is hidden by design under the lines it draws (printed below it): it is the
      // editor the user sees, so its label is judged as a shown control's, cut short when nothing shows it.
      // So is a control whose own text only is hidden (an icon button with its label indented off-screen).
      // A control that is a speck on screen and shows no text (a link holding only a 1x1 pixel) is judged as
      // hidden: its aria-label is the page's words alone.
      hidden: (hiddenEl && !hints?.code) || (isSpeck(hints?.b) && !hints?.code && !hints?.sv && showsNothing(children)),
      onPage: shownFor(n, frame, byId, pageWords),
      get shown() {
        return children.map(leafText).join(' ');
      },
      get hiddenImages() {
        return hiddenImageNames(frame);
      },
    });
  // A control drawn as a symbol (▲, ×, ☰) says what it does only in its tooltip: pdf.js's page arrows read
  // `button "▲"` (relay log C103). Its title, the description, names it; the symbol prints as its text.
  if (name && !/[\p{L}\p{N}]/u.test(name) && n.description && INTERACTIVE_ROLES.has(role))
    return normalise(n.description);
  const glyph = iconGlyph(n, frame, byId);
  return name && glyph ? stripGlyph(name, glyph) : name;
}
