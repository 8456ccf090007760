/**
 * The page's readable main content as markdown, for get_page_text: Readability picks the article (on a clone, so
 * the live page is untouched), Turndown writes markdown. Pages without an article fall back to the whole body.
 * Text hidden from the user (display:none, transparent, off-screen, aria-hidden...) is removed from the clone first:
 * it is the classic carrier of prompt injection, and what a person cannot see must not reach the model.
 */
import { Readability } from '@mozilla/readability';
import TurndownService from 'turndown';
import { hiddenTextReason } from '../agent/policy/hidden-text';
import { coveredElements } from './covered-text';
import { MAX_UNSHOWN_NAME } from '../agent/policy/shown-name';
import { inlineEditorFrames } from './editor-frames';
import { editorArticle } from './editor-text';
import { addTableRule, ariaGrids, gridAsTable } from './grid-text';
import { pastReadBounds } from '../page-ax/limits';

/** As src/agent/policy/shown-name.ts cuts a label that nothing on the page shows. */
const MAX_ALT = MAX_UNSHOWN_NAME;

/** A copy of the document without the elements the user cannot see (matched by document order). */
function visibleClone(): Document {
  const live = document.body ? [...document.body.querySelectorAll('*')] : [];
  const hidden = new Set<number>();
  const inkOnly = new Set<number>(); // hidden by how their text looks alone: their box still paints
  live.forEach((el, i) => {
    // A hidden ancestor is removed with its subtree; no need to judge what is inside it.
    const reason = hiddenTextReason(el);
    if (reason) hidden.add(i);
    if (reason && /^(transparent-text|same-colour|font-size|text-indent)$/.test(reason)) inkOnly.add(i);
  });
  // Text under an opaque box painted over it (src/agent/policy/covered.ts).
  for (const i of coveredElements(live, hidden, inkOnly)) hidden.add(i);
  const hiddenEls = new Set([...hidden].map((i) => live[i]));
  const isHidden = (el: Element) => {
    for (let e: Element | null = el; e; e = e.parentElement) if (hiddenEls.has(e)) return true;
    return false;
  };
  const clone = document.cloneNode(true) as Document;
  const copies = clone.body ? [...clone.body.querySelectorAll('*')] : [];
  // Data grids read from the live page (shown order, header names), before the hidden parts leave the clone.
  const grids = ariaGrids(document.body ?? document).map((g) => [live.indexOf(g), gridAsTable(g, clone, isHidden)]);
  inlineEditorFrames(live, copies, hidden, clone);
  for (const i of hidden) copies[i]?.remove();
  for (const [i, table] of grids as Array<[number, HTMLElement]>) if (!hidden.has(i)) copies[i]?.replaceWith(table);
  // Turndown prints titles (`[text](url "title")`) and alt text: words a person does not read on the page, so a place
  // to write instructions for the model (issue 11, class 4). Titles go; alt text is cut short like a label.
  for (const el of copies) {
    el.removeAttribute('title');
    // An inline image (a map's SVG ground, a base64 thumbnail) is hundreds of characters of encoding, no text: its
    // alt stays, with an empty data: URL; one without alt says nothing.
    if (el.getAttribute('src')?.startsWith('data:')) {
      if (el.getAttribute('alt')) el.setAttribute('src', 'data:,');
      else el.removeAttribute('src');
    }
    const alt = el.getAttribute('alt');
    if (alt && alt.length > MAX_ALT) el.setAttribute('alt', `${alt.slice(0, MAX_ALT - 1)}…`);
  }
  return clone;
}

/**
 * Readability keeps one block, the best-scored: on an article page that is the article, but on a dashboard, a data
 * table under an intro or an inbox it is one card or one paragraph, and the rest of the page was silently gone
 * (AdminLTE's dashboard read as its chat card, DataTables' orders page as its intro line). Its block is taken only
 * when it holds most of the words the page shows; else the whole visible page is read.
 */
const ARTICLE_SHARE = 2 / 3;

const letters = (s: string) => s.replace(/\s+/g, '').length;

function heldShare(articleText: string, doc: Document): number {
  if (!doc.body) return 1;
  // Counted in place (the clone is already ours): the text of every node outside scripts and styles.
  let shown = 0;
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let t = walker.nextNode(); t; t = walker.nextNode())
    if (!t.parentElement?.closest('script,style,noscript,template')) shown += letters(t.nodeValue ?? '');
  return shown ? letters(articleText) / shown : 1;
}

/**
 * A link reads as its words on one line: an app's menu link wraps its words in blocks (`<a><p>Orders</p></a>`),
 * which Turndown printed over five lines; a link to `#` or a script goes nowhere a model could follow, and one with
 * no words (an icon) says nothing.
 */
function addLinkRule(turndown: TurndownService): void {
  turndown.addRule('links', {
    filter: (node) => node.nodeName === 'A' && node.hasAttribute('href'),
    replacement: (content, node) => {
      const words = content.replace(/\s+/g, ' ').trim();
      const href = (node as HTMLElement).getAttribute('href')?.trim() ?? '';
      if (!words || href === '#' || /^javascript:/i.test(href)) return words;
      return `[${words}](${href.replace(/[()]/g, (c) => `\\${c}`)})`;
    },
  });
}

function markdownOf(turndown: TurndownService, html: string | Node): string {
  // Turndown pads list markers to 4 columns ("-   item"): one space reads the same and costs fewer tokens.
  return turndown.turndown(html as string).replace(/^(\s*(?:[-*+]|\d+\.))\s{2,}/gm, '$1 ');
}

export function pageText(maxChars: number): { markdown: string; title: string; url: string } {
  const title = document.title;
  const url = location.href;
  // Readability and Turndown recurse and judge every element: a page nested thousands deep hung this for minutes.
  // The worker reads such a page through the snapshot instead, which stops at the bounds and says so.
  if (pastReadBounds(document)) throw new Error('past the read bounds');
  const clone = visibleClone();
  const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-' });
  turndown.remove(['script', 'style', 'noscript', 'template']);
  addTableRule(turndown);
  addLinkRule(turndown);
  let markdown = '';
  const editor = editorArticle(clone);
  if (editor) markdown = markdownOf(turndown, editor);
  else
    try {
      // Readability drops a short block whose links pass 20% of its text ("Read the upgrade guide before you
      // update."): the model then reads a page one paragraph short. 40% keeps a sentence with a link in it; a list of
      // links (density near 1) still goes.
      // (linkDensityModifier is in Readability 0.6's code, not yet in its type declarations.)
      const options = { charThreshold: 200, linkDensityModifier: 0.2 };
      const article = new Readability(clone.cloneNode(true) as Document, options).parse();
      if (article?.content && heldShare(article.textContent ?? '', clone) >= ARTICLE_SHARE) {
        markdown = markdownOf(turndown, article.content);
        if (article.title && !markdown.startsWith('#')) markdown = `# ${article.title}\n\n${markdown}`;
      }
    } catch {
      markdown = '';
    }
  if (markdown.trim().length < 50 && clone.body) markdown = markdownOf(turndown, clone.body);
  if (markdown.length > maxChars)
    markdown = `${markdown.slice(0, maxChars)}\n\n… (${markdown.length - maxChars} more characters cut)`;
  return { markdown, title, url };
}
