/**
 * The accessibility tree of this frame's document, computed in the page (our isolated world) in the shape of
 * Chrome's getFullAXTree: one walk over the flat tree (shadow roots in place of their hosts' children, slots by
 * their assigned nodes), roles in Chrome's words (roles.ts), names by accname (dom-accessibility-api), states from
 * the live elements (props.ts). One JSON string: chrome.debugger charges per value of a CDP answer (README, speed).
 *
 * Nodes hidden from assistive technology stay as ignored structure (aria-hidden, visibility:hidden, inert, outside
 * an open modal dialog), as Chrome keeps them; display:none subtrees are left out, as Chrome leaves them out.
 */
import { markIndents } from './indent';
import { iconWord } from './icon-word';
import { computeAccessibleName } from 'dom-accessibility-api';
import { orphanLabel } from './orphan-label';
import { describer } from './description';
import { isFocusable, propsOf, fieldValueOf, hasAny } from './props';
import {
  boldInEditor,
  delegatingWidget,
  listenerSuspect,
  closedHost,
  deepActive,
  flatChildren,
  hiddenControlLabel,
  plainBox,
  spaceShown,
  styleOf,
  transformed,
} from './dom';
import { pointerBoxFacts } from './looks';
import { generated, unmarkedName } from './pseudo';
import { beginRoles, roleOf } from './roles';
import type { AxOut } from './ax-out';
import { readBounds, type ReadCut } from './limits';

export type { AxOut } from './ax-out';

/** Roles whose name Chrome computes from their content: everything else is named by attributes only. */
const NAMED = new Set([
  ...'button link heading cell gridcell columnheader rowheader option tab treeitem menuitem'.split(' '),
  ...'menuitemcheckbox menuitemradio checkbox radio switch tooltip DisclosureTriangle caption'.split(' '),
  ...'legend LabelText figcaption'.split(' '),
]);
const LABELLED_BY_ATTRIBUTE = ['aria-label', 'aria-labelledby', 'title', 'alt', 'placeholder', 'aria-placeholder'];
const FORM_FIELDS = /^(input|select|textarea|meter|progress|output)$/;
const WIDGETS = /^(combobox|listbox|textbox|searchbox)$/;

/**
 * After the hint walk of the same read (index.ts): it has computed the styles this walk reads again (dom.ts), and
 * `pointer` says whether its entry `d` looks clickable (a pointer, grab or move cursor, or draggable). `walkCut`: the
 * hint walk stopped at a bound (limits.ts), so nodes it did not reach, which no hidden-text rule has judged, are left
 * out here too. `cut` says what this walk left out.
 */
export function axTree(
  idOf: (n: Node) => number,
  walkIndex: Map<Node, number>,
  pointer: (d: number) => boolean,
  walkCut: boolean,
): { ax: AxOut[]; cut: ReadCut | undefined } {
  const bounds = readBounds();
  const descriptionOf = describer();
  beginRoles();
  const out: AxOut[] = [];
  const items: Array<{ entry: AxOut; el: Element }> = []; // a focusable widget's items, for indent.ts
  // A frame's focused element has focus only while the frame does (an editor iframe the user is not in).
  const active = window === window.top || document.hasFocus() ? deepActive() : null;
  const modal = document.querySelector('dialog:modal');
  const root: AxOut = { u: -1, r: 'RootWebArea', p: idOf(document), pr: { focusable: true } };
  if (document.title) root.n = document.title;
  const rootIndex = walkIndex.get(document);
  if (rootIndex !== undefined) root.d = rootIndex;
  out.push(root);

  const visit = (
    node: Node,
    parent: number,
    hidden: boolean,
    inert: boolean,
    parentStyle: CSSStyleDeclaration,
    depth = 0,
  ) => {
    const d = walkIndex.get(node);
    if ((d === undefined && walkCut) || bounds.over(out.length, depth)) return;
    if (node.nodeType === 3) {
      const text = (node as Text).data;
      if (!/\S/.test(text) && !text.includes('\u00a0') && !spaceShown(node, parentStyle)) return;
      let shown = transformed(text.replace(/[ \t\n\r\f]+/g, ' '), parentStyle.textTransform);
      if (boldInEditor(node.parentElement, parentStyle, shown))
        shown = shown.replace(/^(\s*)(.*?)(\s*)$/s, '$1**$2**$3');
      const entry: AxOut = { u: parent, r: 'StaticText', n: shown, p: idOf(node) };
      if (hidden || inert || parentStyle.visibility !== 'visible') entry.g = 1;
      // aria-hidden hides text from assistive technology, not from the eye: Ionic's select draws its chosen value so
      // (relay log C132). Its words back the name of a control in its <label>; they never print as text.
      if (hidden && !inert && parentStyle.visibility === 'visible') entry.ah = 1;
      if (inert) entry.in = 1;
      if (d !== undefined) entry.d = d;
      out.push(entry);
      return;
    }
    if (node.nodeType !== 1) return;
    const el = node as Element;
    const style = styleOf(el);
    if (style.display === 'none') return;
    const me = out.length;
    const entry: AxOut = { u: parent, r: 'none', p: idOf(el) };
    if (d !== undefined) entry.d = d;
    out.push(entry);
    const nowHidden = hidden || el.getAttribute('aria-hidden') === 'true';
    // Behind an open modal dialog: neither inside it nor holding it (the body around it is structure).
    const behind = modal !== null && !modal.contains(el) && !el.contains(modal);
    const nowInert = inert || behind || (el as HTMLElement).inert === true;
    const focusable = isFocusable(el);
    const role = roleOf(el, focusable);
    if (nowHidden || nowInert || role === null || style.visibility !== 'visible' || style.display === 'contents') {
      if (role !== null && !nowHidden && !nowInert && style.display === 'contents')
        describe(entry, el, role, focusable);
      else {
        entry.g = 1;
        if (nowInert) entry.in = 1;
      }
    } else if (role === 'generic' && !focusable && style.display.startsWith('inline') && plainBox(el)) {
      // A bare inline box (a code editor's token <span>) is no node to Chrome: its text joins its neighbours'.
      entry.g = 1;
    } else {
      describe(entry, el, role, focusable);
    }
    const shown = !nowHidden && !nowInert && style.visibility === 'visible';
    if (entry.g && shown && d !== undefined && pointer(d)) pointerBoxFacts(entry, el);
    if (el.localName === 'iframe' || el.localName === 'frame') return;
    if (el.localName === 'input' && (el as HTMLInputElement).type === 'image') entry.ia = 1;
    if (FORM_FIELDS.test(el.localName) && el.localName !== 'select') return;
    if (el.localName === 'select') {
      selectChildren(el as HTMLSelectElement, me, entry.r === 'combobox', d);
      return;
    }
    const before = generated(el, '::before');
    if (before) out.push(generatedText(before, me, entry, !shown));
    if (closedHost(el)) entry.cs = 1;
    if (entry.r === 'generic' && !entry.g && listenerSuspect(el, style)) {
      entry.ls = 1;
      const widget = delegatingWidget(el);
      if (widget) entry.lw = idOf(widget);
      if (widget) items.push({ entry, el });
    }
    for (const c of flatChildren(el)) visit(c, me, nowHidden, nowInert, style, depth + 1);
    const after = generated(el, '::after');
    if (after) out.push(generatedText(after, me, entry, !shown));
  };

  /** CSS generated text is shown text: Chrome lists it as StaticText of its element (EasyMDE's "lines: "). */
  function generatedText(text: string, parent: number, of: AxOut, unseen: boolean): AxOut {
    const t: AxOut = { u: parent, r: 'StaticText', n: text };
    if (unseen) t.g = 1;
    if (of.in) t.in = 1;
    if (of.d !== undefined) t.d = of.d; // judged hidden or not with its element
    return t;
  }

  function describe(entry: AxOut, el: Element, role: string, focusable: boolean): void {
    entry.r = role;
    // A generic box is named only by aria-label(ledby), as in Chrome (a title is its description).
    const named =
      role === 'generic'
        ? el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby')
        : NAMED.has(role) || LABELLED_BY_ATTRIBUTE.some((a) => el.hasAttribute(a)) || FORM_FIELDS.test(el.localName);
    if (named || role === 'image' || role === 'Iframe' || role === 'region' || role === 'dialog') {
      let name = '';
      try {
        name = computeAccessibleName(el, {
          computedStyleSupportsPseudoElements: true,
          getComputedStyle: styleOf,
          // The walk only names shown elements: a `hidden` attribute the page's CSS overrides hides nothing.
          hidden: el.hasAttribute('hidden'),
        });
      } catch {
        // Named from content nested past the stack (a button around 20,000 spans): unnamed, and the read says so.
        bounds.over(0, Number.POSITIVE_INFINITY);
      }
      // What is shown: a theme's text-transform (upper-cased headings) applies to a name read from content.
      if (!name && FORM_FIELDS.test(el.localName)) name = orphanLabel(el) ?? '';
      else if (name) name = unmarkedName(name, generated(el, '::before'), generated(el, '::after'));
      if (name) entry.n = NAMED.has(role) ? transformed(name, styleOf(el).textTransform) : name;
      else if (el.getAttribute('placeholder')) entry.n = el.getAttribute('placeholder')!;
      else if (WIDGETS.test(role)) {
        const label = hiddenControlLabel(el);
        if (label) entry.n = label;
      }
    }
    if (el.hasAttribute('aria-describedby') || (el.hasAttribute('title') && entry.n !== el.getAttribute('title'))) {
      const de = descriptionOf(el);
      if (de && de !== entry.n) entry.de = de;
    }
    const value = fieldValueOf(el, role);
    if (value) entry.v = value;
    const pr = propsOf(el, role, focusable, active);
    if (!entry.n && (role === 'generic' || role === 'button' || role === 'link')) {
      const icon = iconWord(el, pr);
      if (icon) pr.icon = icon;
    }
    if (hasAny(pr)) entry.pr = pr;
  }

  function selectChildren(select: HTMLSelectElement, parent: number, popup: boolean, sd: number | undefined): void {
    let at = parent;
    if (popup) {
      at = out.length;
      out.push({ u: parent, r: 'MenuListPopup', pr: {} });
    }
    for (const c of select.children) {
      // An optgroup's label prints nothing the options do not: structure only, as Chrome's tree has it.
      if (c.localName === 'optgroup') {
        const g = out.length;
        out.push({ u: at, r: 'none', g: 1, p: idOf(c) });
        for (const o of c.children) option(o, g, sd);
      } else option(c, at, sd);
    }
  }

  function option(o: Element, parent: number, sd: number | undefined): void {
    if (o.localName !== 'option') return;
    const entry: AxOut = { u: parent, r: 'option', n: (o as HTMLOptionElement).label, p: idOf(o) };
    if (sd !== undefined) entry.sd = sd;
    const d = walkIndex.get(o);
    if (d !== undefined) entry.d = d;
    const pr = propsOf(o, 'option', false, active);
    if (hasAny(pr)) entry.pr = pr;
    out.push(entry);
  }

  if (document.documentElement)
    visit(document.documentElement, 0, false, false, getComputedStyle(document.documentElement));
  markIndents(items);
  return { ax: out, cut: bounds.cut() };
}
