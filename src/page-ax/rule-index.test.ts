// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { indexMatches, indexSelectors, splitList, subjectKey } from './rule-index';

afterEach(() => {
  document.body.innerHTML = '';
});

const parses = (sel: string) => {
  try {
    document.documentElement.matches(sel);
    return true;
  } catch {
    return false;
  }
};

describe('subjectKey: what the rightmost compound requires', () => {
  it.each([
    ['.codicon-add:is(*)', { kind: 'class', key: 'codicon-add' }],
    ['.a .b:is(*)', { kind: 'class', key: 'b' }],
    ['nav > li.item:hover', { kind: 'class', key: 'item' }],
    ['div#main.x', { kind: 'id', key: 'main' }],
    ['UL li', { kind: 'tag', key: 'li' }],
    ['.a [data-x="b c"]', undefined],
    ['.a :is(*)', undefined],
    [':is(.a, .b)', undefined],
    ['.a:not(.b)', { kind: 'class', key: 'a' }],
    ['svg|rect', undefined],
    // Escapes: never a key read from the middle of an escaped name.
    ['.hover\\:bg-red:is(*)', undefined],
    ['.\\31 foo', undefined],
    ['.a\\.b', undefined],
    ['.x .\\31 0.foo', { kind: 'class', key: 'foo' }],
    ['[title="a.b #c"]', undefined],
  ])('%s', (sel, want) => {
    expect(subjectKey(sel)).toEqual(want);
  });

  it('splits a list only at top-level commas', () => {
    expect(splitList('.a, :is(.b, .c) d, [x="1,2"], .e\\,f')).toEqual(['.a', ':is(.b, .c) d', '[x="1,2"]', '.e\\,f']);
  });
});

describe('indexMatches agrees with one matches() of the whole list', () => {
  const selectors = [
    '.codicon-add:is(*), .codicon-close:is(*)',
    '.menu > li.item',
    '#main .title',
    'button',
    '[data-tip]',
    ':is(.a, .b) .c',
    '.w-1\\/2',
    '.\\31 0',
  ];
  it('on every element of a page', () => {
    document.body.innerHTML = `
      <div id="main"><h1 class="title">T</h1><span class="codicon codicon-add"></span><i class="codicon-close x"></i></div>
      <ul class="menu"><li class="item">a</li><li>b</li></ul><ol><li class="item">c</li></ol>
      <button>B</button><span data-tip="t">tip</span><div class="b"><p class="c">p</p></div>
      <div class="w-1/2">half</div><div class="10">ten</div><div class="other">none</div>`;
    const ix = indexSelectors(selectors, parses, false)!;
    expect(ix).not.toBeNull();
    const all = selectors.join(',');
    const els = [...document.body.querySelectorAll('*')];
    const got = els.map((el) => indexMatches(el, ix));
    expect(got).toEqual(els.map((el) => el.matches(all)));
    // The check can fail: what matched is the page's own set, not nothing.
    expect(els.filter((_, i) => got[i]).map((el) => el.className || el.localName)).toEqual(
      expect.arrayContaining(['title', 'codicon codicon-add', 'codicon-close x', 'item', 'button', 'c']),
    );
    expect(got.filter((g) => !g).length).toBeGreaterThan(3);
  });

  it('a list that does not parse makes the index unknown (every element is asked)', () => {
    expect(indexSelectors(['.a', '.b .c:unknown-pseudo(('], parses, false)).toBeNull();
  });

  it("an icon font's bare class rules need no matches() at all", () => {
    const ix = indexSelectors(['.codicon-add:is(*)', '.codicon-close:is(*), i'], parses, false)!;
    expect(ix.rest).toBe('');
    document.body.innerHTML = '<span class="codicon codicon-close"></span><i></i><b class="codicon"></b>';
    expect([...document.body.children].map((el) => indexMatches(el, ix))).toEqual([true, true, false]);
  });

  it('quirks mode: ids and classes compared without case', () => {
    document.body.innerHTML = '<i class="icon-Add"></i><i id="Main"></i>';
    const ix = indexSelectors(['.ICON-add', '#main'], () => true, true)!;
    expect([...document.body.children].map((el) => indexMatches(el, ix))).toEqual([true, true]);
  });
});
