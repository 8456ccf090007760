import { describe, expect, it } from 'vitest';
import { decide } from './decide';
import { answered, applyAnswer, logEntry, markVisited, newTaskState, noteSeen, refusalText } from './task-state';
import { el, input, PAGE, SHOP, settings } from './test-helpers';
import type { PolicyInput, TaskState } from './types';

describe('the ordinary path stays quiet', () => {
  it('a multi-step task on an allowed site in "act without asking" asks nothing until the order button', () => {
    let state: TaskState = newTaskState(`${SHOP}/`, 'find blue running shoes in size 42 and put them in the cart');
    const steps: Array<[string, PolicyInput['tool']['risk'], PolicyInput['target']]> = [
      ['snapshot', 'read', { pageUrl: `${SHOP}/` }],
      ['click', 'act', { pageUrl: `${SHOP}/`, element: el('Accept cookies') }],
      [
        'type',
        'act',
        {
          pageUrl: `${SHOP}/`,
          element: el('Search products', {
            role: 'searchbox',
            form: { hasPassword: false, hasPayment: false, action: `${SHOP}/search` },
          }),
          value: 'blue running shoes',
        },
      ],
      [
        'press_key',
        'act',
        {
          pageUrl: `${SHOP}/`,
          element: el('Search products', {
            role: 'searchbox',
            submitsForm: true,
            form: { hasPassword: false, hasPayment: false },
          }),
        },
      ],
      ['snapshot', 'read', { pageUrl: `${SHOP}/search?q=blue+running+shoes` }],
      [
        'click',
        'act',
        {
          pageUrl: `${SHOP}/search?q=blue+running+shoes`,
          element: el('Trail Runner Blue', { role: 'link', href: `${SHOP}/p/991234` }),
          navigation: { url: `${SHOP}/p/991234`, via: 'link' },
        },
      ],
      ['select_option', 'act', { pageUrl: `${SHOP}/p/991234`, element: el('Size', { role: 'combobox' }), value: '42' }],
      ['click', 'act', { pageUrl: `${SHOP}/p/991234`, element: el('Add to cart') }],
      ['scroll', 'act', { pageUrl: `${SHOP}/p/991234` }],
      ['navigate', 'act', { pageUrl: `${SHOP}/p/991234`, navigation: { url: `${SHOP}/cart`, via: 'navigate' } }],
      ['snapshot', 'read', { pageUrl: PAGE }],
      ['screenshot', 'read', { pageUrl: PAGE }],
      ['list_tabs', 'read', {}],
    ];
    for (const [tool, risk, target] of steps) {
      const d = decide(input(tool, risk, target, { task: state }));
      expect(d.verdict, `${tool}: ${d.reason}`).toBe('allow');
      state = noteSeen(
        markVisited(state, target.pageUrl ?? `${SHOP}/`),
        'Trail Runner Blue 991234 €89.00 in stock',
        'page',
        target.pageUrl ?? `${SHOP}/`,
      );
    }
    expect(decide(input('click', 'act', { pageUrl: PAGE, element: el('Place order') }, { task: state })).verdict).toBe(
      'ask',
    );
  });
});

describe('answers', () => {
  const other = 'https://other.example';
  const ask = decide(input('click', 'act', { pageUrl: `${other}/`, element: el('Next') }));
  if (ask.verdict !== 'ask') throw new Error('expected an ask');

  it('"once" grants the site for the rest of the task only', () => {
    const effect = applyAnswer(newTaskState(), ask.ask, 'once');
    expect(effect).toMatchObject({ allowed: true, sitePermissions: [] });
    expect(effect.state.grants).toEqual([{ kind: 'act', origin: other }]);
    const again = decide(
      input(
        'click',
        'act',
        { pageUrl: `${other}/`, element: el('Next') },
        { task: { ...effect.state, seen: { page: [], user: [] } } },
      ),
    );
    expect(again.verdict).toBe('allow');
  });

  it('"always" also returns the permission to store', () => {
    const effect = applyAnswer(newTaskState(), ask.ask, 'always');
    expect(effect.sitePermissions).toEqual([{ origin: other, kind: 'act', permission: 'allow' }]);
  });

  it('"always" on a high-risk card is only "once"', () => {
    const high = decide(input('click', 'act', { pageUrl: PAGE, element: el('Delete') }));
    if (high.verdict !== 'ask') throw new Error('expected an ask');
    expect(high.ask.choices).not.toContain('always');
    expect(applyAnswer(newTaskState(), high.ask, 'always')).toMatchObject({ allowed: true, sitePermissions: [] });
  });

  it('"deny" changes nothing', () => {
    const state = newTaskState();
    expect(applyAnswer(state, ask.ask, 'deny')).toEqual({ allowed: false, state, sitePermissions: [] });
  });

  it('logs what was asked and what the user answered', () => {
    const entry = logEntry(ask, { toolCallId: 'call_1', tool: 'click' }, 1000);
    expect(entry).toMatchObject({ type: 'policy', verdict: 'ask', outcome: 'pending', card: ask.ask, at: 1000 });
    expect(answered(entry, 'deny', 2000)).toMatchObject({ answer: 'deny', answeredAt: 2000, outcome: 'refused' });
    expect(answered(entry, 'once', 2000).outcome).toBe('ran');
    expect(JSON.parse(JSON.stringify(entry))).toEqual(entry);
  });

  it('tells the model not to route around a refusal', () => {
    expect(refusalText(ask, 'deny')).toMatch(/declined.*Do not retry/);
    const denied = decide(
      input('snapshot', 'read', { pageUrl: 'https://evil-block.example/' }, { settings: settings() }),
    );
    expect(refusalText(denied)).toMatch(/^Policy refused/);
  });
});

describe('task state', () => {
  it("starts with the start page visited and the user's words noted", () => {
    const s = newTaskState('https://a.example/x', 'compare prices');
    expect(s).toMatchObject({ startOrigin: 'https://a.example', visitedOrigins: ['https://a.example'], grants: [] });
    expect(s.seen.user).toContain('prices');
    expect(newTaskState('chrome://newtab').startOrigin).toBeUndefined();
  });
  it('marks each origin once and ignores non-web pages', () => {
    let s = markVisited(newTaskState(), 'https://a.example/1');
    s = markVisited(markVisited(s, 'https://a.example/2'), 'about:blank');
    expect(s.visitedOrigins).toEqual(['https://a.example']);
  });
});
