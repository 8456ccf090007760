/**
 * The page's readable main content as markdown, for get_page_text: Readability picks the article (on a clone, so
 * the live page is untouched), Turndown writes markdown. Pages without an article fall back to the body text.
 */
import { Readability } from '@mozilla/readability';
import TurndownService from 'turndown';

export function pageText(maxChars: number): { markdown: string; title: string; url: string } {
  const title = document.title;
  const url = location.href;
  let markdown = '';
  try {
    const article = new Readability(document.cloneNode(true) as Document, { charThreshold: 200 }).parse();
    if (article?.content) {
      const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-' });
      turndown.remove(['script', 'style', 'noscript']);
      // Turndown pads list markers to 4 columns ("-   item"): one space reads the same and costs fewer tokens.
      markdown = turndown.turndown(article.content).replace(/^(\s*(?:[-*+]|\d+\.))\s{2,}/gm, '$1 ');
      if (article.title && !markdown.startsWith('#')) markdown = `# ${article.title}\n\n${markdown}`;
    }
  } catch {
    markdown = '';
  }
  if (markdown.trim().length < 50) markdown = document.body?.innerText ?? '';
  if (markdown.length > maxChars) markdown = `${markdown.slice(0, maxChars)}\n\n… (${markdown.length - maxChars} more characters cut)`;
  return { markdown, title, url };
}
