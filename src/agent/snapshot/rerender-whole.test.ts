import { describe, expect, it } from 'vitest';
import { diffTrees } from './diff';
import type { VNode } from './model';

// Relay log C43, as the relay printed it (tmp/r43, DataTables 2.3.8, 120 orders): after "25 a page" the pager was
// re-rendered with pages 1-5, its "…" and "12" gone. The diff said `re-rendered: 9 elements with the same content;
// new refs …` and `removed: link "12"`: how many pages there are was left to an older snapshot the context had
// collapsed.
let key = 0;
const link = (name: string, ref: string, text?: string, states: string[] = []): VNode => ({
  role: 'link',
  name,
  ref,
  key: `k${key++}`,
  text,
  states,
  children: [],
});
const pager = (children: VNode[]): VNode => ({
  role: 'RootWebArea',
  states: [],
  children: [{ role: 'navigation', name: 'pagination', key: 'nav', states: [], children }],
});
const pages = (from: number, names: string[]) => names.map((n, i) => link(n, `e${from + i}`));

describe('a small group re-rendered with some of it gone (relay log C43)', () => {
  it('prints the pager whole, saying which refs are new, so the pages now shown are read off the diff', () => {
    const before = pager([
      link('First', 'e15', '«', ['disabled']),
      link('Previous', 'e16', '‹', ['disabled']),
      ...pages(17, ['1', '2', '3', '4', '5']),
      { role: 'text', text: '…', states: [], children: [] },
      link('12', 'e22'),
      link('Next', 'e23', '›'),
      link('Last', 'e24', '»'),
    ]);
    const after = pager([
      link('First', 'e25', '«', ['disabled']),
      link('Previous', 'e26', '‹', ['disabled']),
      ...pages(27, ['1', '2', '3', '4', '5']),
      link('Next', 'e32', '›'),
      link('Last', 'e33', '»'),
    ]);
    const d = diffTrees(before, after);
    const text = d.lines.join('\n');
    expect(text).toContain('link "5" e31 (re-rendered, was e21)');
    expect(text).toContain('link "Last" e33: » (re-rendered, was e24)');
    expect(text).toContain('removed: link "12" e22');
    expect(text).not.toContain('with the same content');
    expect(d.renamed).toContainEqual(['e24', 'e33']);
  });

  it('a big re-render (a calendar of 40 days) keeps the one-line mapping', () => {
    const days = (from: number) => Array.from({ length: 40 }, (_, i) => link(String(i + 1), `e${from + i}`));
    const d = diffTrees(pager([...days(1), link('Next', 'e41')]), pager(days(100)));
    const text = d.lines.join('\n');
    expect(text).toContain('re-rendered: 40 elements with the same content; new refs e1…e40→e100…e139 (40)');
    expect(text).toContain('removed: link "Next" e41');
  });
});
