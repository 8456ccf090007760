/**
 * Page function (our isolated world, sent as source: self-contained) listing the parts of the page that exist but
 * are not rendered now: the other slides of a deck (reveal.js, ARIA carousels), inactive tab panels, collapsed
 * accordions and <details>. Each comes with the control that reveals it (kept in this world's `__twUnshown` for
 * the worker to turn into a ref) and its text. Descendants hidden by their own style (display:none, transparent,
 * zero size, clipped, aria-hidden) stay out: hidden text is where prompt injection hides (issue 11).
 */
import type { UnshownPart } from '../../agent/snapshot/unshown';

export function unshownParts(maxText: number): UnshownPart[] {
  const controls: Element[] = [];
  const parts: UnshownPart[] = [];
  const roots = new Map<Element, number>();
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
  const byId = (id: string | null) => (id ? document.getElementById(id) : null);
  const nameOf = (el: Element): string =>
    norm(
      el.getAttribute('aria-label') ||
        (el.getAttribute('aria-labelledby') ?? '')
          .split(/\s+/)
          .map((id) => byId(id)?.textContent ?? '')
          .join(' ') ||
        (el as HTMLInputElement).placeholder ||
        el.textContent,
    ).slice(0, 150);
  const roleOf = (el: Element): string => {
    const r = el.getAttribute('role');
    if (r) return r;
    const tag = el.tagName.toLowerCase();
    if (/^h[1-6]$/.test(tag)) return tag;
    if (tag === 'a' && el.hasAttribute('href')) return 'link';
    if (tag === 'button' || tag === 'summary') return 'button';
    if (tag === 'select') return 'combobox';
    if (tag === 'textarea') return 'textbox';
    if (tag === 'input') {
      const t = (el as HTMLInputElement).type;
      if (t === 'checkbox' || t === 'radio') return t;
      if (t === 'submit' || t === 'button' || t === 'reset') return 'button';
      if (t === 'hidden') return '';
      return 'textbox';
    }
    return '';
  };
  const add = (root: Element, part: Omit<UnshownPart, 'items' | 'text'>, control?: Element | null) => {
    if (roots.has(root) || !root.isConnected) return;
    const p: UnshownPart = { ...part, items: [], text: '' };
    if (control) {
      p.control = controls.includes(control) ? controls.indexOf(control) : controls.push(control) - 1;
      p.controlRole = roleOf(control) || control.getAttribute('role') || 'button';
      p.controlName = nameOf(control);
    }
    roots.set(root, parts.push(p) - 1);
  };

  // Decks: reveal.js horizontal slides and their vertical sub-slides.
  for (const deck of document.querySelectorAll('.reveal .slides')) {
    const hs = [...deck.children].filter((c) => c.tagName === 'SECTION');
    const cur = hs.findIndex((s) => s.classList.contains('present'));
    const next = document.querySelector('.reveal .controls .navigate-right, .reveal .controls [aria-label*="next" i]');
    const curSubs = cur >= 0 ? [...hs[cur]!.children].filter((c) => c.tagName === 'SECTION') : [];
    const curSub = curSubs.findIndex((s) => s.classList.contains('present'));
    // Arrow keys step through a slide's fragments before leaving it: count them in the presses.
    const first = (h: Element) => [...h.children].find((c) => c.tagName === 'SECTION') ?? h;
    const frags = (s: Element, sel = '.fragment') => s.querySelectorAll(sel).length;
    const present = cur >= 0 ? (curSubs[curSub] ?? hs[cur]!) : undefined;
    const presses = (i: number): number => {
      if (!present || i === cur) return 0;
      let n = Math.abs(i - cur);
      if (i > cur) {
        n += frags(present, '.fragment:not(.visible)');
        for (let k = cur + 1; k < i; k++) n += frags(first(hs[k]!));
      } else {
        n += frags(present, '.fragment.visible');
        for (let k = i + 1; k < cur; k++) n += frags(first(hs[k]!));
      }
      return n;
    };
    hs.forEach((h, i) => {
      const subs = [...h.children].filter((c) => c.tagName === 'SECTION');
      const slides = subs.length ? subs : [h];
      slides.forEach((s, j) => {
        if (s.classList.contains('present')) return;
        const title = s.querySelector('h1,h2,h3,h4,h5,h6');
        const slide = { index: i + 1, total: hs.length, current: cur + 1, keyboard: true } as NonNullable<
          UnshownPart['slide']
        >;
        slide.keys = presses(i);
        if (subs.length && j > 0) {
          slide.sub = j + 1;
          // Down from the stack's first sub-slide (or the one shown), through the fragments on the way.
          const from = i === cur ? Math.max(curSub, 0) : 0;
          let down = Math.abs(j - from);
          for (let k = Math.min(j, from); k < Math.max(j, from); k++) down += frags(subs[k]!);
          slide.downKeys = down;
        }
        if (curSub > 0) slide.currentSub = curSub + 1;
        add(s, { kind: 'slide', label: norm(title?.textContent) || `slide ${i + 1}`, slide }, next);
      });
    });
  }
  // Carousels: ARIA slides (aria-roledescription="slide") and sibling slides by class (swiper-slide, slick-slide,
  // splide__slide, carousel-item), not shown or moved out of the box that clips them.
  const clipper = (el: Element): Element | null => {
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
      if (/hidden|clip/.test(getComputedStyle(up).overflowX)) return up;
    return null;
  };
  const inBox = (el: Element, box: DOMRect | undefined) => {
    const r = el.getBoundingClientRect();
    return shown(el) && r.width > 0 && (!box || (r.left < box.right - 1 && r.right > box.left + 1));
  };
  const slideSel = '[aria-roledescription~="slide" i], [class*="slide" i], .carousel-item';
  const groups = new Set<Element>();
  for (const s of document.querySelectorAll(slideSel)) if (s.parentElement) groups.add(s.parentElement);
  for (const track of groups) {
    if (track.closest('.reveal')) continue;
    const token = (el: Element) =>
      el.getAttribute('aria-roledescription')?.toLowerCase() === 'slide'
        ? 'aria'
        : ([...el.classList].find((c) => /slide|carousel-item/i.test(c) && !/active|visible|prev|next|dup/i.test(c)) ??
          '');
    const kinds = new Map<string, Element[]>();
    for (const c of track.children) {
      const t = token(c);
      if (t) kinds.set(t, [...(kinds.get(t) ?? []), c]);
    }
    const list = [...kinds.values()].sort((a, b) => b.length - a.length)[0] ?? [];
    if (list.length < 2) continue;
    const clip = clipper(track);
    const box = clip?.getBoundingClientRect();
    const cur = list.findIndex((c) => inBox(c, box));
    if (cur < 0) continue; // nothing of it is shown: a hidden widget, not a carousel on screen
    const scope = clip?.parentElement ?? track.parentElement ?? document.body;
    const next = [...scope.querySelectorAll('button,[role=button]')].find((b) => /next/i.test(nameOf(b)));
    list.forEach((s, i) => {
      if (inBox(s, box)) return;
      const title = s.querySelector('h1,h2,h3,h4,h5,h6');
      const label = norm(title?.textContent) || norm(s.getAttribute('aria-label')) || `slide ${i + 1}`;
      add(s, { kind: 'slide', label, slide: { index: i + 1, total: list.length, current: cur + 1 } }, next);
    });
  }
  // Inactive tab panels, by the tab that controls them or the link in it (Form.io's `<li role=tab><a href>`: C175).
  for (const panel of document.querySelectorAll('[role=tabpanel]')) {
    if (shown(panel)) continue;
    const id = panel.id;
    const esc = id ? CSS.escape(id) : '';
    const tab =
      (id &&
        document.querySelector(
          `[role=tab]:is([aria-controls~="${esc}"],[data-bs-target="#${esc}"],[href="#${esc}"]), [role=tab] [href="#${esc}"]`,
        )) ||
      [...(panel.getAttribute('aria-labelledby') ?? '').split(/\s+/)].map(byId).find((t) => t?.matches('[role=tab]'));
    add(panel, { kind: 'tab', label: tab ? nameOf(tab) : nameOf(panel) || 'tab' }, tab);
  }
  // Closed <details>: everything but the summary.
  for (const d of document.querySelectorAll('details:not([open])')) {
    const summary = d.querySelector(':scope > summary');
    add(d, { kind: 'collapsed', label: summary ? nameOf(summary) : 'details' }, summary);
  }
  // Accordions: a collapsed control (aria-expanded=false) and the hidden element it controls.
  for (const c of document.querySelectorAll('[aria-expanded="false"]')) {
    const target =
      (c.getAttribute('aria-controls') ?? '')
        .split(/\s+/)
        .map(byId)
        .find((t) => t) ??
      (/^#[\w-]+$/.test(c.getAttribute('data-bs-target') ?? c.getAttribute('data-target') ?? '')
        ? document.querySelector(c.getAttribute('data-bs-target') ?? c.getAttribute('data-target')!)
        : null);
    if (!target || shown(target) || c.matches('[role=combobox],[aria-haspopup]:not([aria-haspopup=false])')) continue;
    add(target, { kind: 'collapsed', label: nameOf(c) }, c);
  }

  // A list row's swipe actions (Ionic, Framework7, Vant, Quasar): hidden until the row is swiped, so no click reaches
  // them. Its targets at its two ends (in shadow roots too) make the drag that swipes it (relay log C129).
  const SWIPE = 'ion-item-options, [class*=swipeout-actions-], [class*=van-swipe-cell__], [class*=q-slide-item__]';
  for (const opts of document.querySelectorAll(SWIPE)) {
    const item = [...(opts.parentElement?.children ?? [])].find((c) => c !== opts && !c.matches(SWIPE));
    if (shown(opts) || !item || /wrapper|content/.test(opts.className)) continue;
    const ends: Element[] = [];
    const deep = (el: Element) => {
      if (el.matches('button, a[href], input, [role=button]') && shown(el)) ends.push(el);
      for (const c of [...(el.shadowRoot?.children ?? []), ...el.children]) deep(c);
    };
    deep(item);
    const start = opts.getAttribute('side') === 'start' || /left/.test(opts.className);
    const [from, onto] = start ? [ends[0], ends.at(-1)] : [ends.at(-1), ends[0]];
    // The row's first words name it (its title), not every text it holds (prices, counts, button labels).
    const title = document.createTreeWalker(item, 4, { acceptNode: (t) => (/\S/.test(t.textContent!) ? 1 : 3) });
    const label = norm(title.nextNode()?.textContent).slice(0, 60);
    add(opts, { kind: 'swipe', label, swipe: start ? 'right' : 'left' }, from !== onto ? from : undefined);
    const part = parts[roots.get(opts)!]!;
    if (onto && from !== onto) part.to = controls.includes(onto) ? controls.indexOf(onto) : controls.push(onto) - 1;
    for (const a of opts.children) part.items.push({ role: 'button', name: norm(a.textContent) || 'action' });
  }

  // Text and named elements of each part; a part inside another is listed on its own, with its parent.
  const own = (el: Element, root: Element): boolean => {
    if (el === root) return true;
    if (el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true') return false;
    const cs = getComputedStyle(el);
    // A deck's fragments show step by step (reveal.js: class "fragment", opacity 0 until their step).
    const stepped = el.classList.contains('fragment') && !!root.closest('.reveal');
    if (cs.display === 'none' || Number.parseFloat(cs.fontSize) < 4 || (cs.opacity === '0' && !stepped)) return false;
    if (/rgba\(.*, 0\)$|transparent/.test(cs.color) && el.childElementCount === 0) return false;
    if (cs.clip.startsWith('rect(0') || /inset\(50%|circle\(0/.test(cs.clipPath)) return false;
    return true;
  };
  const BLOCK = /^(P|DIV|SECTION|ARTICLE|LI|TR|H[1-6]|UL|OL|TABLE|BLOCKQUOTE|PRE|DT|DD|FORM|FIELDSET|HEADER|FOOTER)$/;
  for (const [root, i] of roots) {
    const part = parts[i]!;
    for (let up = root.parentElement; up; up = up.parentElement)
      if (roots.has(up)) {
        part.parent = roots.get(up);
        break;
      }
    let text = '';
    const walk = (el: Element) => {
      if (!own(el, root) || (el !== root && roots.has(el)) || el.tagName === 'SUMMARY') return;
      if (/^(SCRIPT|STYLE|TEMPLATE|NOSCRIPT)$/.test(el.tagName)) return;
      const role = roleOf(el);
      if (role && el !== root && part.items.length < 60) {
        const name = nameOf(el);
        if (name) part.items.push({ role, name });
      }
      const block = BLOCK.test(el.tagName);
      if (block && !text.endsWith('\n')) text += '\n';
      if (/^H[1-6]$/.test(el.tagName)) text += `${'#'.repeat(Number(el.tagName[1]))} `;
      else if (el.tagName === 'LI') text += '- ';
      else if (el.tagName === 'TR') text += '| ';
      for (const n of el.childNodes) {
        if (n.nodeType === 3) text += n.textContent!.replace(/\s+/g, ' ');
        else if (n.nodeType === 1) {
          walk(n as Element);
          if (/^T[DH]$/.test((n as Element).tagName)) text += ' | ';
        }
      }
      if (block && !text.endsWith('\n')) text += '\n';
    };
    walk(root);
    text = text
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{2,}/g, '\n')
      .trim();
    part.text = text.length > maxText ? `${text.slice(0, maxText)}… (+${text.length - maxText} chars)` : text;
  }
  (globalThis as unknown as { __twUnshown: Element[] }).__twUnshown = controls;
  return parts;
}
