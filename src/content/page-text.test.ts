// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { pageText } from './page-text';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A corpus app's page as it rendered in Chromium (scripts and styles taken out). */
function load(app: string): void {
  const html = readFileSync(join(__dirname, `../../test/fixtures/page-text/${app}.html`), 'utf8');
  const doc = new DOMParser().parseFromString(html, 'text/html');
  document.title = doc.title;
  document.body.innerHTML = doc.body.innerHTML;
}

it('reads the whole dashboard, not only the card Readability scores best', () => {
  load('adminlte-dashboard');
  const { markdown } = pageText(40_000);
  // Readability kept the Direct Chat card alone: no stat box, no order, no to-do.
  expect(markdown).toContain('Is this template really for free?');
  expect(markdown).toMatch(/### 150\s+New Orders/);
  expect(markdown).toContain('| OR9842 | Call of Duty IV | Shipped | 90% |');
  expect(markdown).toContain('Make the theme responsive');
  expect(markdown).toMatch(/Chrome\s*63%/);
  // A menu link reads on one line; a link to `#` as its words.
  expect(markdown).toMatch(/^ *- Dashboard v2$/m);
  expect(markdown).not.toContain('](#)');
});

it('keeps an article alone when it holds most of the page', () => {
  document.title = 'Release notes';
  document.body.innerHTML = `<nav><a href="/">Home</a> <a href="/blog">Blog</a></nav><article><h1>Release notes</h1>${'<p>This release makes reading pages faster and keeps every paragraph of an article in its place, as the readers asked.</p>'.repeat(6)}</article><footer><a href="/legal">Legal</a></footer>`;
  const { markdown } = pageText(40_000);
  expect(markdown).toContain('keeps every paragraph');
  expect(markdown).not.toContain('Legal');
});
