/**
 * Runs in every frame of the tab (chrome.scripting.executeScript, isolated world) and returns that frame's facts
 * for detect.ts. Self-contained: it is serialised into the page, so it may use nothing from outside its body.
 * It reads markup and layout only; it never reads a field's value.
 */
import type { FrameFacts } from './types';

export function collectHandoffFacts(): FrameFacts {
  const clip = (s: string | null | undefined, n = 120) => (s ?? '').replace(/\s+/g, ' ').trim().slice(0, n);
  // Without layout (a DOM in a unit test) every element counts as shown; in a browser, size and CSS decide.
  const root = document.documentElement.getBoundingClientRect();
  const layout = root.width > 0 || root.height > 0;
  const shown = (el: Element): boolean => {
    const html = el as HTMLElement;
    if (html.hidden || el.closest('[hidden],[aria-hidden="true"]')) return false;
    if (typeof html.checkVisibility === 'function' && layout) {
      if (!html.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true } as never)) return false;
    }
    const style = getComputedStyle(html);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
    if (!layout) return true;
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1;
  };
  const size = (el: Element) => {
    const r = el.getBoundingClientRect();
    const html = el as HTMLElement;
    if (r.width || r.height || layout) return { width: Math.round(r.width), height: Math.round(r.height) };
    // No layout: the attributes or inline style say the size.
    const px = (v: string | null) => Number.parseInt(v ?? '', 10) || 0;
    return {
      width: px(el.getAttribute('width')) || px(html.style?.width),
      height: px(el.getAttribute('height')) || px(html.style?.height),
    };
  };
  const labelOf = (input: HTMLInputElement): string => {
    const byFor = input.id ? document.querySelector(`label[for="${CSS.escape(input.id)}"]`) : null;
    const label = input.closest('label') ?? byFor;
    return clip(
      [label?.textContent, input.getAttribute('aria-label'), input.placeholder].filter(Boolean).join(' '),
      80,
    ).toLowerCase();
  };
  const frames = [...document.querySelectorAll('iframe, frame')].slice(0, 40).map((f) => {
    const frame = f as HTMLIFrameElement;
    let src = frame.getAttribute('src') ?? '';
    try {
      src = src ? new URL(src, location.href).href : '';
    } catch {
      /* keep the attribute as written */
    }
    return {
      src: src.slice(0, 600),
      title: clip(frame.title),
      name: clip(frame.name),
      id: clip(frame.id),
      shown: shown(frame),
      ...size(frame),
    };
  });
  const widgets: FrameFacts['widgets'] = [];
  const vendors = [
    ['recaptcha', '.g-recaptcha'],
    ['hcaptcha', '.h-captcha'],
    ['turnstile', '.cf-turnstile'],
  ] as const;
  for (const [vendor, selector] of vendors) {
    for (const el of [...document.querySelectorAll(selector)].slice(0, 5)) {
      const invisible =
        el.getAttribute('data-size') === 'invisible' || el.getAttribute('data-appearance') === 'interaction-only';
      const { width, height } = size(el);
      widgets.push({ vendor, shown: shown(el) && (!layout || (width > 20 && height > 20)), invisible });
    }
  }
  const inputs = [...document.querySelectorAll('input')]
    .filter((i) => /^(text|email|password|tel|number|)$/.test(i.type.toLowerCase()) || !i.getAttribute('type'))
    .slice(0, 40)
    .map((i) => ({
      type: (i.getAttribute('type') ?? 'text').toLowerCase(),
      autocomplete: clip(i.getAttribute('autocomplete'), 60).toLowerCase(),
      name: clip(i.name, 60).toLowerCase(),
      id: clip(i.id, 60).toLowerCase(),
      inputmode: clip(i.getAttribute('inputmode'), 20).toLowerCase(),
      maxLength: Math.max(i.maxLength, 0),
      shown: shown(i),
      inDialog: !!i.closest('dialog[open], [role="dialog"], [role="alertdialog"], [aria-modal="true"]'),
      label: labelOf(i),
    }));
  const headings = [...document.querySelectorAll('h1, h2, h3, legend, [role="heading"]')]
    .filter(shown)
    .slice(0, 12)
    .map((h) => clip(h.textContent, 100).toLowerCase())
    .filter(Boolean);
  const controls = [...document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea')]
    .slice(0, 400)
    .filter(shown).length;
  const challengePage = !!document.querySelector('#challenge-running, #challenge-stage, #cf-challenge-running');
  // A CAPTCHA the page draws itself. Only its kind leaves the page, never its words: a page that claims to be a
  // challenge can stop the task, but what it says never reaches the model or the panel as an instruction.
  const HUMAN =
    /^(i['’]?m not a robot|i am not a robot|i['’]?m (a )?human|i am (a )?human|(verify|confirm) (that )?you(['’]| a)re (a )?human|我不是机器人|人机验证)[.!]?$/i;
  const CAPTCHA = /captcha|capcha/i;
  const nameOf = (el: Element) => {
    const labels = [...((el as HTMLInputElement).labels ?? [])].map((l) => l.textContent);
    const byId = el.getAttribute('aria-labelledby');
    const ref = byId ? document.getElementById(byId.split(/\s+/)[0]!)?.textContent : '';
    return clip([el.getAttribute('aria-label'), ref, ...labels, el.textContent].find((t) => clip(t)) ?? '', 80);
  };
  const boxes = document.querySelectorAll('input[type="checkbox"], [role="checkbox"], [role="button"], button');
  const drawn: FrameFacts['drawn'] = [...boxes]
    .slice(0, 300)
    .filter((el) => !el.closest('.g-recaptcha, .h-captcha, .cf-turnstile') && HUMAN.test(nameOf(el)) && shown(el))
    .map((el) => (el.matches('button, [role="button"]') ? 'button' : 'checkbox'));
  // A field for the characters of an image: named for a captcha, with a picture beside it (a settings page's
  // "reCAPTCHA secret key" field has none).
  const picture = (field: Element) => {
    let box: Element | null = field;
    for (let up = 0; up < 4 && box; up++, box = box.parentElement)
      if ([...box.querySelectorAll('img, canvas, svg')].some((p) => shown(p) && size(p).width >= 40)) return true;
    return false;
  };
  for (const field of [...document.querySelectorAll('input')].slice(0, 40)) {
    if (!/^(text|)$/.test(field.type.toLowerCase()) || !shown(field)) continue;
    const words = `${field.name} ${field.id} ${field.placeholder} ${field.getAttribute('aria-label') ?? ''} ${labelOf(field)}`;
    if (CAPTCHA.test(words) && picture(field)) drawn.push('field');
  }
  return {
    url: location.href,
    top: window === window.top,
    title: clip(document.title).toLowerCase(),
    headings,
    frames,
    widgets,
    inputs,
    controls,
    challengePage,
    drawn,
  };
}
