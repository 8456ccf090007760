/**
 * Functions that run inside the page, in our own isolated world (Page.createIsolatedWorld), through
 * Runtime.callFunctionOn with the element as `this`. The page's scripts cannot see or patch this world.
 * Each is sent as source text (fn.toString()), so it must be self-contained: no imports, no outer variables.
 * These decide whether an element can be acted on: visible, enabled, reached by a click at its point, still.
 * The field ones (caret, value, focus) are in field-functions.ts.
 */

export interface PreparedElement {
  ok: true;
  /** The point to act at, in the frame's viewport (CSS px). */
  x: number;
  y: number;
  rect: { x: number; y: number; w: number; h: number };
  tag: string;
  type: string;
  role: string;
  editable: boolean;
  /** The point was taken on the element's <label> (a hidden styled checkbox/radio). */
  viaLabel: boolean;
  /** The input of a code editor (Monaco, CodeMirror, Ace): the point is on the editor's text, not its input. */
  code: boolean;
  /** Its own attributes say search or filter (aria-label, placeholder, name, id, class): it may answer late. */
  searchLike: boolean;
}
export interface NotActionable {
  ok: false;
  reason: 'detached' | 'hidden' | 'disabled' | 'covered';
  detail?: string;
  /** Covered: the point (this frame's viewport) where the cover was hit, to name it by its snapshot ref. */
  at?: { x: number; y: number };
}

/**
 * Scrolls the element into view and checks it is attached, visible, enabled and that a click at its point reaches
 * it (elementFromPoint through shadow roots). Returns the point, or why it cannot be acted on. Whether it stays
 * still is checked by the worker (locate.ts): page timers and rAF are throttled or stopped in background tabs.
 */
export function prepareElement(
  this: Element,
  opts: { checkEnabled: boolean; checkHit: boolean },
): PreparedElement | NotActionable {
  const el = this;
  if (!el.isConnected) return { ok: false, reason: 'detached' };
  const parentOf = (n: Node): Node | null =>
    (n as Element).assignedSlot ?? (n.parentNode instanceof ShadowRoot ? n.parentNode.host : n.parentNode);
  const describe = (n: Element): string => {
    let s = `<${n.tagName.toLowerCase()}`;
    if (n.id) s += ` id="${n.id}"`;
    const cls = typeof n.className === 'string' ? n.className.trim().split(/\s+/).slice(0, 2).join(' ') : '';
    if (cls) s += ` class="${cls}"`;
    const role = n.getAttribute('role');
    if (role) s += ` role="${role}"`;
    const text = (n.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${s}>${text ? ` "${text}"` : ''}`;
  };
  let target: Element = el;
  let viaLabel = false;
  const input = el as HTMLInputElement;
  const tooSmall = (r: DOMRect) => r.width < 2 || r.height < 2;
  // Styled checkboxes/radios hide the real input and show its label: act on the label, as a user would.
  if (el instanceof HTMLInputElement && /^(checkbox|radio)$/.test(input.type)) {
    const r = el.getBoundingClientRect();
    if (tooSmall(r) || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
      const label = [...(input.labels ?? [])].find((l) => !tooSmall(l.getBoundingClientRect()));
      if (label) {
        target = label;
        viaLabel = true;
      }
    }
  }
  // A code editor's input is a 1-px textarea or an off-screen box: a user clicks the editor's text to focus it.
  const editor = el.closest('.monaco-editor, .ace_editor, .cm-editor');
  if (editor && !el.classList.contains('cm-content')) {
    target = editor.querySelector('.view-lines, .ace_scroller, .cm-content') ?? editor;
  }
  // The box a user clicks for a control drawn by something else: `from` itself or one of the few ancestors above
  // it, on the page and of a clickable size; a skip link's or a page-sized wrapper is no such box.
  const standIn = (from: Element | null | undefined): Element | null => {
    for (let box = from, i = 0; box && i < 4 && !/^(BODY|HTML|FORM)$/.test(box.tagName); i++) {
      const b = box.getBoundingClientRect();
      const onPage = b.right + scrollX > 0 && b.bottom + scrollY > 0;
      if (onPage && b.width >= 8 && b.height >= 8 && b.width * b.height < (innerWidth * innerHeight) / 2) return box;
      box = box.parentElement;
    }
    return null;
  };
  const takeStandIn = (box: Element | null) => {
    if (!box) return;
    target = box;
    // boxOf measures the same box when it checks that the element stays still.
    (el as unknown as Record<symbol, Element>)[Symbol.for('tabwright.standIn')] = box;
  };
  // A native <select> hidden under the widget that draws it (Choices.js around it; Tom Select, Select2 after it):
  // a user clicks the widget.
  if (el instanceof HTMLSelectElement && tooSmall(el.getBoundingClientRect())) {
    const WIDGET = '[role=combobox],[role=listbox],[aria-haspopup]';
    let widget = el.parentElement?.closest(WIDGET) ?? null;
    for (let next = el.nextElementSibling, i = 0; !widget && next && i < 2; i++, next = next.nextElementSibling) {
      if (next.matches('select,input,textarea')) break;
      widget = next.matches(WIDGET) ? next : next.querySelector(WIDGET);
    }
    if (widget) takeStandIn(standIn(widget));
  }
  // A widget's own input parked off the page (Tom Select moves its combobox input to left:-10000px once a value is
  // chosen): a user clicks the widget's box around it. Only text inputs and comboboxes.
  if (target === el && el.matches('input:not([type=checkbox]):not([type=radio]), [role=combobox]')) {
    const r = el.getBoundingClientRect();
    // Off the page itself (left of or above its origin), not merely scrolled out of view.
    if (r.right + scrollX <= 0 || r.bottom + scrollY <= 0) takeStandIn(standIn(el.parentElement));
  }
  // Centres it only when it is not already fully visible in every scrolling ancestor (a box, the page, frames), at
  // once: under `scroll-behavior: smooth` (Bootstrap 5 sets it on :root) the scroll animated, the box read next was
  // still below the screen, and the click failed "outside the visible area" (relay log C176).
  const smooth: Array<[HTMLElement, string]> = [];
  for (let n: Node | null = target; n; n = parentOf(n))
    if (n instanceof HTMLElement && getComputedStyle(n).scrollBehavior === 'smooth') {
      smooth.push([n, n.style.scrollBehavior]);
      n.style.scrollBehavior = 'auto';
    }
  const ifNeeded = (target as Element & { scrollIntoViewIfNeeded?: (center: boolean) => void }).scrollIntoViewIfNeeded;
  if (ifNeeded) ifNeeded.call(target, true);
  else target.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
  for (const [n, was] of smooth) n.style.scrollBehavior = was;
  const rect = target.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0 || !target.checkVisibility({ visibilityProperty: true })) {
    return {
      ok: false,
      reason: 'hidden',
      detail: rect.width === 0 || rect.height === 0 ? 'it has no size' : 'it is hidden by CSS',
    };
  }
  if (opts.checkEnabled) {
    let disabledBy: Element | null = el.matches(':disabled') ? el : null;
    for (let n: Node | null = el; n && !disabledBy; n = parentOf(n)) {
      if (n instanceof Element && n.getAttribute('aria-disabled') === 'true') disabledBy = n;
    }
    if (disabledBy) return { ok: false, reason: 'disabled', detail: 'it is disabled' };
  }
  const role = el.getAttribute('role') ?? '';
  const base = {
    tag: el.tagName.toLowerCase(),
    type: input.type ?? '',
    role,
    editable: (el as HTMLElement).isContentEditable,
    viaLabel,
    code: !!editor,
    // Read from attributes, not the printed name: the snapshot prints what is shown, which may say neither.
    // A field that shows its own suggestions answers late too: it says so with aria-autocomplete or a datalist, or
    // only by turning the browser's off (jQuery UI's autocomplete, 300 ms after the last key).
    searchLike:
      ['aria-label', 'placeholder', 'name', 'id', 'class', 'title'].some((a) =>
        /search|filter|query|find/i.test(el.getAttribute(a) ?? ''),
      ) ||
      ['aria-autocomplete', 'list'].some((a) => el.hasAttribute(a)) ||
      el.getAttribute('autocomplete') === 'off',
    rect: { x: rect.x, y: rect.y, w: rect.width, h: rect.height },
  };
  // Visible part of the box inside the frame's viewport, then the centre first and a few inner points after.
  const left = Math.max(rect.left, 0);
  const top = Math.max(rect.top, 0);
  const right = Math.min(rect.right, innerWidth);
  const bottom = Math.min(rect.bottom, innerHeight);
  if (right <= left || bottom <= top) return { ok: false, reason: 'hidden', detail: 'it is outside the visible area' };
  const points: Array<[number, number]> = [
    [0.5, 0.5],
    [0.25, 0.5],
    [0.75, 0.5],
    [0.5, 0.25],
    [0.5, 0.75],
  ];
  if (!opts.checkHit) return { ok: true, x: (left + right) / 2, y: (top + bottom) / 2, ...base };
  const deepHit = (x: number, y: number): Element | null => {
    let hit = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    return hit;
  };
  const labels = el instanceof HTMLInputElement ? [...(el.labels ?? [])] : [];
  // A web component's own host counts too: its slotted label text hit-tests as the host (light DOM).
  const root = el.getRootNode();
  const host = root instanceof ShadowRoot ? root.host : null;
  // The text a widget shows over its own field (a custom select's placeholder or value, a floating label), or the
  // box around a field that lets clicks through, takes the click for it: fine when a box a few levels up holds both
  // and no other control, so the click reaches that widget (relay log C108: Element Plus's "Any status" over its
  // select's input; C119: Vuetify's v-field__input around its select's input).
  const CONTROL =
    'a[href],button,input,select,textarea,[tabindex],[contenteditable],[role=button],[role=link],[role=option],' +
    '[role=menuitem],[role=checkbox],[role=radio],[role=switch],[role=tab],[role=combobox],[role=textbox]';
  const ownFace = (hit: Element): boolean => {
    if (!(hit.contains(el) || (hit.textContent ?? '').trim()) || hit.closest(CONTROL)?.contains(el) === false)
      return false;
    let box: Node | null = parentOf(el);
    for (let level = 0; box instanceof Element && level < 4; level++, box = parentOf(box)) {
      if (!box.contains(hit)) continue;
      return [...box.querySelectorAll(CONTROL)].every((c) => c === el || el.contains(c) || c.contains(el));
    }
    return false;
  };
  const reaches = (hit: Element): boolean => {
    if (hit === host) return true;
    for (let n: Node | null = hit; n; n = parentOf(n))
      if (n === el || n === target || labels.includes(n as HTMLLabelElement)) return true;
    return ownFace(hit);
  };
  let cover: Element | null = null;
  let at: { x: number; y: number } | undefined;
  for (const [fx, fy] of points) {
    const x = left + (right - left) * fx;
    const y = top + (bottom - top) * fy;
    const hit = deepHit(x, y);
    if (hit && reaches(hit)) return { ok: true, x, y, ...base };
    if (!cover && hit) [cover, at] = [hit, { x, y }];
  }
  return {
    ok: false,
    reason: 'covered',
    detail: cover ? `${describe(cover)} is on top of it` : 'nothing receives clicks there',
    at,
  };
}

/** The box of the element (or of the label we act through), to tell whether it stays still. */
export function boxOf(this: Element, viaLabel: boolean): string {
  const editor = this.closest('.monaco-editor, .ace_editor, .cm-editor');
  const surface =
    editor && !this.classList.contains('cm-content')
      ? (editor.querySelector('.view-lines, .ace_scroller, .cm-content') ?? editor)
      : undefined;
  const standIn = (this as unknown as Record<symbol, Element | undefined>)[Symbol.for('tabwright.standIn')];
  const el =
    surface ??
    (viaLabel && this instanceof HTMLInputElement && this.labels?.[0]
      ? this.labels[0]
      : standIn?.isConnected
        ? standIn
        : this);
  const r = el.getBoundingClientRect();
  return `${r.x},${r.y},${r.width},${r.height}`;
}
