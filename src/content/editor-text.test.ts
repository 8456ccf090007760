// @vitest-environment happy-dom
import { Readability } from '@mozilla/readability';
import { afterEach, expect, it } from 'vitest';
import { editorArticle } from './editor-text';

afterEach(() => {
  document.body.innerHTML = '';
});

// Editor.js 2.31.7 with its header, checklist and list tools, as it renders (test/fixtures/apps/editorjs/).
const block = (inner: string) => `<div class="ce-block"><div class="ce-block__content">${inner}</div></div>`;
const editable = (cls: string, text: string) => `<div class="${cls} cdx-block" contenteditable="true">${text}</div>`;
const EDITOR =
  '<header><h1>Team wiki</h1><nav><a href="#">Home</a> · <a href="#">Archive</a></nav></header>' +
  '<main><p>Last edited by Ada. Changes are kept when you press Save.</p><div id="editorjs"><div class="codex-editor">' +
  '<div class="codex-editor__redactor">' +
  block('<h1 class="ce-header" contenteditable="true">Launch plan for Tabby 2.0</h1>') +
  block(
    editable(
      'ce-paragraph',
      'We launch on <b>12 March</b>. Marketing owns the announcement; engineering owns the release.',
    ),
  ) +
  block('<h2 class="ce-header" contenteditable="true">Before launch</h2>') +
  block(
    '<div class="cdx-block cdx-checklist"><div class="cdx-checklist__item cdx-checklist__item--checked">' +
      '<div class="cdx-checklist__item-checkbox"><span class="cdx-checklist__item-checkbox-check"></span></div>' +
      `${editable('cdx-checklist__item-text', 'Freeze the feature branch')}</div></div>`,
  ) +
  block('<h2 class="ce-header" contenteditable="true">Budget</h2>') +
  block(editable('ce-paragraph', 'Total budget is 18,000 EUR, of which 6,500 EUR for the event.')) +
  '</div></div></div><button>Save</button></main>';

it('reads a block editor whole, headings included, where Readability dropped them (relay log C73)', () => {
  document.title = 'Launch notes (Editor.js)';
  document.body.innerHTML = EDITOR;
  const readability = new Readability(document.cloneNode(true) as Document, { charThreshold: 200 }).parse();
  expect(readability?.content).not.toContain('Budget</h2>'); // the reason for editorArticle
  const article = editorArticle(document);
  expect(article?.className).toBe('codex-editor__redactor');
  for (const text of ['Launch plan for Tabby 2.0', 'Before launch', 'Freeze the feature branch', 'Budget', '6,500 EUR'])
    expect(article?.textContent).toContain(text);
});

it('leaves an article with a small comment box to Readability', () => {
  document.body.innerHTML = `<article><h1>News</h1><p>${'A long story about the launch. '.repeat(20)}</p></article><div contenteditable="true">Nice!</div>`;
  expect(editorArticle(document)).toBeNull();
});

it('does not take a page that is one editor and nothing else as its own article', () => {
  document.body.innerHTML = '<div contenteditable="true"><h1>Notes</h1><p>All of it.</p></div>';
  expect(editorArticle(document)?.getAttribute('contenteditable')).toBe('true');
  document.body.contentEditable = 'true';
  expect(editorArticle(document)).toBeNull();
});
