// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import { showsPicture } from './drawn-paint';

afterEach(() => {
  document.body.innerHTML = '';
});

/** An <img> in a given load state (happy-dom loads nothing, so the state is set as Chromium would report it). */
function img(state: { complete: boolean; currentSrc: string; natural?: number }): HTMLImageElement {
  const el = document.createElement('img');
  document.body.append(el);
  const n = state.natural ?? 0;
  for (const [k, v] of Object.entries({
    complete: state.complete,
    currentSrc: state.currentSrc,
    naturalWidth: n,
    naturalHeight: n,
  }))
    Object.defineProperty(el, k, { value: v });
  return el;
}

it('a picture still loading paints over its box (red team c4-r8-img-cover: read before the cover arrived)', () => {
  expect(showsPicture(img({ complete: false, currentSrc: 'http://a.example/white.svg' }))).toBe(true);
});

it('a loaded picture paints; a broken one, or an <img> with no source, does not', () => {
  expect(showsPicture(img({ complete: true, currentSrc: 'http://a.example/white.svg', natural: 300 }))).toBe(true);
  expect(showsPicture(img({ complete: true, currentSrc: 'http://a.example/gone.png' }))).toBe(false);
  expect(showsPicture(img({ complete: false, currentSrc: '' }))).toBe(false);
});
