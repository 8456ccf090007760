// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hiddenTextReason, type HiddenReason } from './hidden-text';

// happy-dom has no layout: every box is 0x0. Give boxes a size from data-box="x y w h" (default 10 10 100 20),
// so the size and position rules can be exercised; Chromium covers real layout in the red-team e2e.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const [x, y, w, h] = (this.getAttribute('data-box') ?? '10 10 100 20').split(' ').map(Number) as [
      number,
      number,
      number,
      number,
    ];
    return { x, y, left: x, top: y, width: w, height: h, right: x + w, bottom: y + h, toJSON: () => ({}) } as DOMRect;
  });
  vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
    return (this.getAttribute('data-box') === '0 0 0 0' ? [] : [{}]) as unknown as DOMRectList;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function reasonOf(html: string, fn = hiddenTextReason): HiddenReason | null {
  document.body.innerHTML = html;
  const target = document.querySelector('#t');
  if (!target) throw new Error('fixture needs #t');
  return fn(target);
}

describe('hiddenTextReason', () => {
  it.each<[string, string, HiddenReason | null]>([
    ['plain text', '<p id="t">Hello</p>', null],
    ['dark on light', '<p id="t" style="color: rgb(20,20,20)">Hi</p>', null],
    ['display:none', '<p id="t" style="display:none">x</p>', 'display-none'],
    ['display:none ancestor', '<div style="display:none"><p id="t">x</p></div>', 'display-none'],
    ['hidden attribute', '<div hidden><p id="t">x</p></div>', 'display-none'],
    ['visibility:hidden', '<p id="t" style="visibility:hidden">x</p>', 'visibility'],
    ['visibility inherited', '<div style="visibility:hidden"><p id="t">x</p></div>', 'visibility'],
    [
      'visible child of hidden parent',
      '<div style="visibility:hidden"><p id="t" style="visibility:visible">x</p></div>',
      null,
    ],
    ['opacity 0', '<p id="t" style="opacity:0">x</p>', 'opacity'],
    ['opacity multiplied', '<div style="opacity:0.2"><p id="t" style="opacity:0.2">x</p></div>', 'opacity'],
    ['aria-hidden ancestor', '<div aria-hidden="true"><span id="t">x</span></div>', 'aria-hidden'],
    ['font-size 0', '<p id="t" style="font-size:0">x</p>', 'font-size'],
    ['text-indent off-screen', '<p id="t" style="text-indent:-9999px">x</p>', 'text-indent'],
    ['transparent text', '<p id="t" style="color:transparent">x</p>', 'transparent-text'],
    ['rgba alpha 0', '<p id="t" style="color:rgba(0,0,0,0)">x</p>', 'transparent-text'],
    ['white on white', '<p id="t" style="color:#fff">x</p>', 'same-colour'],
    ['near-white on white', '<p id="t" style="color:rgb(250,250,250)">x</p>', 'same-colour'],
    ['white on black', '<div style="background-color:#000"><p id="t" style="color:#fff">x</p></div>', null],
    [
      'white on a translucent dark badge over white',
      '<div style="background-color:rgba(0,0,0,0.4)"><p id="t" style="color:#fff">x</p></div>',
      null,
    ],
    [
      'black on black',
      '<div style="background-color:rgb(0,0,0)"><p id="t" style="color:rgb(1,1,1)">x</p></div>',
      'same-colour',
    ],
    [
      'white text on an image is not guessed',
      '<div style="background-image:url(a.png)"><p id="t" style="color:#fff">x</p></div>',
      null,
    ],
    [
      'sr-only',
      '<p id="t" data-box="0 0 1 1" style="position:absolute;overflow:hidden;clip:rect(0,0,0,0)">x</p>',
      'clipped',
    ],
    ['clip-path inset 50%', '<p id="t" style="clip-path:inset(50%)">x</p>', 'clipped'],
    [
      'zero box clipping overflow',
      '<div data-box="10 10 0 0" style="overflow:hidden"><p id="t">x</p></div>',
      'zero-size',
    ],
    ['no box at all', '<span id="t" data-box="0 0 0 0">x</span>', 'zero-size'],
    ['scaled to nothing', '<p id="t" style="transform:matrix(0,0,0,0,0,0)">x</p>', 'zero-size'],
    ['off-screen left', '<p id="t" data-box="-5000 10 100 20" style="position:absolute">x</p>', 'off-screen'],
    ['off-screen top', '<p id="t" data-box="10 -800 100 20" style="position:absolute">x</p>', 'off-screen'],
  ])('%s', (_label, html, expected) => {
    expect(reasonOf(html)).toBe(expected);
  });

  it('sees through a shadow root to a hidden host', () => {
    document.body.innerHTML = '<div id="host" style="display:none"></div>';
    const root = document.querySelector('#host')!.attachShadow({ mode: 'open' });
    root.innerHTML = '<p id="t">x</p>';
    expect(hiddenTextReason(root.querySelector('#t')!)).toBe('display-none');
  });

  // w2ui's order grid (relay log C136): the page never scrolls; its records box does, and rows 20-47 lie past the
  // page's end inside it. get_page_text dropped them as off-screen without a word.
  it("judges a row inside a box that scrolls by that box's scroll area, not the page's end", () => {
    document.body.innerHTML =
      '<div id="box" data-box="0 100 500 600" style="overflow-y:auto">' +
      '<p id="t" data-box="0 1200 500 30">row 30</p><p id="past" data-box="0 1800 500 30">x</p></div>';
    const box = document.querySelector('#box')!;
    Object.defineProperty(box, 'scrollHeight', { value: 1500 });
    Object.defineProperty(box, 'clientHeight', { value: 600 });
    expect(hiddenTextReason(document.querySelector('#t')!)).toBeNull();
    expect(hiddenTextReason(document.querySelector('#past')!)).toBe('off-screen');
  });

  it('is detached when not in the document', () => {
    expect(hiddenTextReason(document.createElement('p'))).toBe('detached');
  });

  it('is self-contained: rebuilt from its source text it still works (what CDP callFunctionOn does)', () => {
    const rebuilt = new Function(`return (${hiddenTextReason.toString()})`)() as typeof hiddenTextReason;
    expect(reasonOf('<p id="t" style="display:none">x</p>', rebuilt)).toBe('display-none');
    expect(reasonOf('<p id="t" style="color:#fff">x</p>', rebuilt)).toBe('same-colour');
    expect(reasonOf('<p id="t">x</p>', rebuilt)).toBeNull();
  });
});
