/**
 * A page that is mostly a document being edited (a block editor such as Editor.js, Quill, TinyMCE's frame) is read
 * from its editor, not through Readability: Readability keeps the blocks that score as prose and drops the rest,
 * and a block editor puts each heading, checklist or list in a block of its own, so get_page_text printed the
 * paragraphs of a document without one of its headings (relay log C73). When the editors hold most of the page's
 * text, their nearest common box is the article, all of it.
 */

/** Editing hosts (the outermost editable elements) and frames inlined by editor-frames.ts. */
const HOSTS = '[contenteditable]:not([contenteditable=false]), [data-tabwright-editor]';

export function editorArticle(doc: Document): Element | null {
  const body = doc.body;
  if (!body) return null;
  const hosts = [...body.querySelectorAll(HOSTS)].filter((h) => !h.parentElement?.closest(HOSTS));
  if (hosts.length === 0) return null;
  const length = (el: Element) => (el.textContent ?? '').replace(/\s+/g, '').length;
  const edited = hosts.reduce((n, h) => n + length(h), 0);
  if (edited === 0 || edited * 2 < length(body)) return null;
  let common: Element | null = hosts[0]!;
  while (common && !hosts.every((h) => common!.contains(h))) common = common.parentElement;
  return common && common !== body && common !== doc.documentElement ? common : null;
}
