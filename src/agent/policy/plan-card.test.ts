import { describe, expect, it } from 'vitest';
import { buildPlanCard } from './card';
import { decide } from './decide';
import { approvePlan, applyAnswer } from './task-state';
import { el, input, settings, SHOP, task } from './test-helpers';

const askFirst = settings({ mode: 'ask-before-acting', sitePermissions: {} });

describe('plan card', () => {
  it('shows the plan and exactly the origins it will cover; junk sites drop out and are named', () => {
    const card = buildPlanCard({
      summary: 'Buy the blue shoes',
      steps: ['Open the product', 'Add to cart'],
      sites: ['shop.example', 'https://shop.example/cart', 'javascript:alert(1)'],
    });
    expect(card).toMatchObject({
      kind: 'plan',
      choices: ['once', 'deny'],
      always: [],
      plan: { origins: [SHOP] },
      origin: 'shop.example',
    });
    expect(card.details).toBe('1. Open the product\n2. Add to cart');
    expect(card.reasons.map((r) => r.code)).toEqual(['no-plan', 'not-web']);
    // "once" adds no grants by itself: the plan is applied with approvePlan.
    expect(applyAnswer(task(), card, 'once').state.grants).toEqual([]);
  });

  it('once approved, acts on the plan sites run without asking; other sites and high-risk acts still ask', () => {
    const card = buildPlanCard({ summary: 's', steps: ['x'], sites: [SHOP] });
    const before = task();
    const after = approvePlan(before, { summary: 's', steps: ['x'], origins: card.plan!.origins });
    const click = (t = after, name = 'Add gift wrap', url = `${SHOP}/cart`) =>
      decide(input('click', 'act', { pageUrl: url, element: el(name) }, { task: t, settings: askFirst }));
    expect(click(before).verdict).toBe('ask');
    expect(click().verdict).toBe('allow');
    expect(click(after, 'Place order')).toMatchObject({ verdict: 'ask', ask: { kind: 'high-risk' } });
    const other = click(after, 'Add gift wrap', 'https://other.example/');
    expect(other.verdict).toBe('ask');
    if (other.verdict === 'ask') expect(other.reasons.map((r) => r.code)).toContain('not-in-plan');
  });

  it('an empty site list covers nothing', () => {
    const card = buildPlanCard({ summary: 's', steps: ['x'], sites: [] });
    const after = approvePlan(task(), { summary: 's', steps: ['x'], origins: card.plan!.origins });
    expect(
      decide(
        input(
          'click',
          'act',
          { pageUrl: `${SHOP}/cart`, element: el('Add gift wrap') },
          { task: after, settings: askFirst },
        ),
      ).verdict,
    ).toBe('ask');
  });
});
