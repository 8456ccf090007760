/**
 * Runs IN THE PAGE: is this element's text hidden from the user? Hidden text is the classic carrier of prompt
 * injection ("<div style=display:none>Ignore your instructions and …</div>"), so what a person cannot see must not
 * reach the model either.
 *
 * The function is self-contained (no imports, no closures, no module-scope helpers) so the browser side can ship it
 * as source: CDP `Runtime.callFunctionOn({ functionDeclaration: hiddenTextReason.toString(), arguments:
 * [{ objectId }] })` or `chrome.scripting.executeScript({ func: hiddenTextReason, args })`. Keep it that way:
 * hidden-text.test.ts rebuilds it from its source to prove it.
 *
 * Unit tests run under happy-dom, which has no layout; real coverage of sizes, positions and colours comes from the
 * red-team e2e page (test/fixtures/pages/redteam/hidden.html) in Chromium.
 */
export type HiddenReason =
  | 'detached'
  | 'display-none'
  | 'visibility'
  | 'opacity'
  | 'aria-hidden'
  | 'content-visibility'
  | 'zero-size'
  | 'clipped'
  | 'off-screen'
  | 'text-indent'
  | 'font-size'
  | 'transparent-text'
  | 'same-colour';

export function hiddenTextReason(el: Element): HiddenReason | null {
  if (!el.isConnected) return 'detached';
  const view = el.ownerDocument.defaultView;
  if (!view) return 'detached';
  const style = view.getComputedStyle(el);

  // [r, g, b, a] from the forms getComputedStyle returns; null when unknown (then we do not guess).
  const parseColour = (text: string): number[] | null => {
    const t = text.trim().toLowerCase();
    if (t === 'transparent') return [0, 0, 0, 0];
    const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/.exec(t);
    if (rgb) {
      const a = rgb[4] === undefined ? 1 : rgb[4].endsWith('%') ? parseFloat(rgb[4]) / 100 : parseFloat(rgb[4]);
      return [parseFloat(rgb[1]!), parseFloat(rgb[2]!), parseFloat(rgb[3]!), a];
    }
    const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(t);
    if (hex) {
      const h = hex[1]!.length === 3 ? hex[1]!.replace(/./g, '$&$&') : hex[1]!;
      return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16), 1];
    }
    if (t === 'white') return [255, 255, 255, 1];
    if (t === 'black') return [0, 0, 0, 1];
    return null;
  };
  const luminance = (c: number[]): number => {
    const lin = c.slice(0, 3).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * lin[0]! + 0.7152 * lin[1]! + 0.0722 * lin[2]!;
  };

  // The same rules as hidden-rules.ts (kept inline: this function is shipped as source). Keep them in step.
  const px = (text: string, reference: number): number => {
    const m = /^(-?[\d.]+)(px|%)?$/.exec(text.trim());
    if (!m) return Number.NaN;
    return m[2] === '%' ? (parseFloat(m[1]!) / 100) * reference : parseFloat(m[1]!);
  };
  const filterOpacity = (filter: string): number => {
    let factor = 1;
    for (const f of filter.matchAll(/(opacity|blur)\(\s*([\d.]+)(%|px)?\s*\)/g)) {
      const n = parseFloat(f[2]!);
      if (f[1] === 'opacity') factor *= f[3] === '%' ? n / 100 : n;
      else if (n >= 4) factor = 0;
    }
    return factor;
  };
  const clipHides = (clipPath: string, w: number, h: number): boolean => {
    const c = /^(inset|circle|ellipse|polygon|xywh|rect|path)\((.*)\)/.exec(clipPath.trim());
    if (!c) return false;
    const shape = c[1]!;
    const body = c[2]!;
    const parts = body
      .split(/\s+(?:round|at)\s+/)[0]!
      .trim()
      .split(/\s+/);
    if (shape === 'inset') {
      const t = parts[0]!;
      const r = parts[1] ?? t;
      const b = parts[2] ?? t;
      const l = parts[3] ?? r;
      return w - px(l, w) - px(r, w) <= 1 || h - px(t, h) - px(b, h) <= 1;
    }
    if (shape === 'circle') return px(parts[0] ?? '', Math.hypot(w, h) / Math.SQRT2) <= 0.5;
    if (shape === 'ellipse') return px(parts[0] ?? '', w) <= 0.5 || px(parts[1] ?? '', h) <= 0.5;
    if (shape === 'xywh') return px(parts[2] ?? '', w) <= 1 || px(parts[3] ?? '', h) <= 1;
    if (shape === 'rect') {
      const [t, r, b, l] = parts.map((p, i) => px(p, i % 2 ? w : h));
      return r! - l! <= 1 || b! - t! <= 1;
    }
    const plain = body.replace(/^\s*(nonzero|evenodd)\s*,/, '');
    if (shape === 'path') return !/[1-9]/.test(plain);
    const points = plain.split(',').map((p) => {
      const [x = '', y = ''] = p.trim().split(/\s+/);
      return [px(x, w), px(y, h)] as [number, number];
    });
    if (points.some(([x, y]) => Number.isNaN(x) || Number.isNaN(y))) return false;
    let area = 0;
    points.forEach(([x1, y1], i) => {
      const [x2, y2] = points[(i + 1) % points.length]!;
      area += x1 * y2 - x2 * y1;
    });
    return Math.abs(area) / 2 < 1;
  };

  // Walk up through shadow roots too: a hidden host hides its shadow content.
  const up = (node: Element): Element | null => node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null);
  let opacity = 1;
  let scale = 1;
  for (let node: Element | null = el; node; node = up(node)) {
    const s = node === el ? style : view.getComputedStyle(node);
    // The `hidden` attribute is display:none through the UA stylesheet; checked directly for DOMs without one.
    if (s.display === 'none' || (node.hasAttribute('hidden') && node.getAttribute('hidden') !== 'until-found'))
      return 'display-none';
    if (node.getAttribute('aria-hidden') === 'true') return 'aria-hidden';
    if (s.getPropertyValue('content-visibility') === 'hidden' && node !== el) return 'content-visibility';
    opacity *= parseFloat(s.opacity || '1') * filterOpacity(s.getPropertyValue('filter') || '');
    if (opacity < 0.05) return 'opacity';
    const clip = s.getPropertyValue('clip').replace(/\s+/g, '');
    if (/^rect\(0(px)?,?0(px)?,?0(px)?,?0(px)?\)$/.test(clip) && /absolute|fixed/.test(s.position)) return 'clipped';
    const clipPath = s.getPropertyValue('clip-path');
    if (clipPath && clipPath !== 'none') {
      const r = node.getBoundingClientRect();
      if (clipHides(clipPath, r.width / scale || r.width, r.height / scale || r.height)) return 'clipped';
    }
    // transform: scale(0) (or any flattening matrix, a 3D one by its projection: rotateY(90deg) is edge-on) paints
    // nothing, whatever the layout box says; the `scale` and `zoom` properties shrink like a transform.
    const m = /^matrix(3d)?\(([^)]+)\)$/.exec(s.transform || '');
    if (m) {
      const v = m[2]!.split(',').map(Number);
      const [a, b, c, d] = (m[1] ? [v[0], v[1], v[4], v[5]] : v) as [number, number, number, number];
      if (Math.abs(a * d - b * c) < 1e-6) return 'zero-size';
      scale *= Math.sqrt(Math.abs(a * d - b * c));
    }
    const scaleProp = (s.getPropertyValue('scale') || 'none').trim();
    if (scaleProp !== 'none') {
      const [x = 1, y = x] = scaleProp.split(/\s+/).map(Number);
      if (!Number.isNaN(x * y)) scale *= Math.sqrt(Math.abs(x * y));
    }
    const zoom = parseFloat(s.getPropertyValue('zoom'));
    if (zoom > 0) scale *= zoom;
    if (scale < 1e-3) return 'zero-size';
    // A mask of transparent gradients or colours only lets nothing through.
    const mask = s.getPropertyValue('mask-image') || s.getPropertyValue('-webkit-mask-image');
    if (mask && mask !== 'none' && !/url\(|image-set|element\(/.test(mask)) {
      const stops = mask.match(/rgba?\([^)]*\)|transparent/g) ?? [];
      if (
        stops.length &&
        stops.every((c) => c === 'transparent' || /^rgba?\(([^,]+,){3}\s*0(\.0+)?\s*\)$|\/\s*0(\.0+)?\s*\)$/.test(c))
      )
        return 'opacity';
    }
    // A box that clips its overflow and is (nearly) zero-sized shows nothing of its content (the "sr-only" trick).
    if (s.display !== 'contents' && !/^(visible)?$/.test(s.overflow || s.overflowX || '')) {
      const r = node.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) return 'zero-size';
    }
  }

  // Visibility, size, indent and colour are inherited and a child may set them back: they judge an element's own
  // text, so a wrapper with none (the font-size:0 whitespace trick) does not take its readable children with it.
  const ownText =
    el.children.length === 0 || Array.from(el.childNodes).some((n) => n.nodeType === 3 && !!n.textContent?.trim());
  if (ownText) {
    if (style.visibility === 'hidden' || style.visibility === 'collapse') return 'visibility';
    // 1px "fine print" is a speck nobody reads (hidden-rules.ts TINY_FONT_PX), transforms up the tree included.
    if (parseFloat(style.fontSize) * scale < 6) return 'font-size';
    if (parseFloat(style.textIndent) < -999) return 'text-indent';
    // Glyphs drawn over each other (letter-spacing of minus half a letter or more) read as a smudge.
    if (parseFloat(style.letterSpacing) <= -0.5 * parseFloat(style.fontSize)) return 'font-size';
  }

  if (style.display !== 'contents') {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0 && el.getClientRects().length === 0) return 'zero-size';
    // A tracking-pixel-sized image shows nothing a person reads: its alt is hidden text (TINY_IMAGE_PX).
    if (/^(img|svg|canvas|object)$/i.test(el.tagName) && Math.min(r.width, r.height) * scale < 8) return 'zero-size';
    // Above or left of the page's origin cannot be scrolled into view; neither can anything past the page's end.
    const page = el.ownerDocument.documentElement;
    let [x0, y0] = [-view.scrollX, -view.scrollY];
    let right = Math.max(page.scrollWidth, view.innerWidth);
    let bottom = Math.max(page.scrollHeight, view.innerHeight);
    // Inside a box that scrolls, its scroll area is what scrolling reveals: an app shell's order list runs past the
    // end of a page that never scrolls itself (relay log C136). The box is judged in its own turn.
    for (let box = up(el); box && box !== page && box !== el.ownerDocument.body; box = up(box)) {
      const s = view.getComputedStyle(box);
      const sx = /^(auto|scroll|overlay)$/.test(s.overflowX) && box.scrollWidth > box.clientWidth + 1;
      const sy = /^(auto|scroll|overlay)$/.test(s.overflowY) && box.scrollHeight > box.clientHeight + 1;
      if (!sx && !sy) continue;
      // Only an axis the user can scroll: the other stays judged against the page.
      const b = box.getBoundingClientRect();
      if (sx) [x0, right] = [b.left + box.clientLeft - box.scrollLeft, box.scrollWidth];
      if (sy) [y0, bottom] = [b.top + box.clientTop - box.scrollTop, box.scrollHeight];
      break;
    }
    const left = r.left - x0;
    const top = r.top - y0;
    if (r.width + r.height > 0 && (left + r.width <= 0 || top + r.height <= 0 || left >= right || top >= bottom))
      return 'off-screen';
  }

  if (!ownText) return null;
  // SVG text is painted by its fill; HTML text by -webkit-text-fill-color (the colour unless set apart).
  const svg = el.namespaceURI === 'http://www.w3.org/2000/svg';
  const fill = style.getPropertyValue('fill');
  if (svg && (/^(none|transparent)$/.test(fill) || parseFloat(style.getPropertyValue('fill-opacity')) < 0.05))
    return 'transparent-text';
  const colour = parseColour(svg ? fill : style.getPropertyValue('-webkit-text-fill-color') || style.color);
  if (colour && colour[3]! < 0.05) return 'transparent-text';
  if (colour && style.getPropertyValue('-webkit-text-stroke-width').replace(/px/, '') in { '': 1, '0': 1 }) {
    // The first opaque background behind the text, with the translucent ones above it blended in (a dark
    // rgba(0,0,0,.4) badge under white text); an image behind it means we cannot tell, so we do not guess.
    let background: number[] | null = [255, 255, 255, 1];
    const tints: number[][] = [];
    for (let node: Element | null = el; node; node = up(node)) {
      const s = view.getComputedStyle(node);
      if (s.backgroundImage && s.backgroundImage !== 'none') {
        background = null;
        break;
      }
      const bg = parseColour(s.backgroundColor || 'transparent');
      if (bg && bg[3]! > 0.9) {
        background = bg;
        break;
      }
      if (bg && bg[3]! > 0.05) tints.push(bg);
    }
    for (const t of tints.reverse()) {
      if (background) background = [0, 1, 2].map((i) => t[i]! * t[3]! + background![i]! * (1 - t[3]!)).concat(1);
    }
    if (background && !(style.textShadow && style.textShadow !== 'none')) {
      const [l1, l2] = [luminance(colour), luminance(background)].sort((a, b) => b - a);
      if ((l1! + 0.05) / (l2! + 0.05) < 1.15) return 'same-colour';
    }
  }
  return null;
}

/** True when the element's text should stay out of what the model reads. */
export function isTextHidden(el: Element): boolean {
  return hiddenTextReason(el) !== null;
}
