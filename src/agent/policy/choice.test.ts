/** A chosen option acts like a click: "Delete all messages" picked in a bulk-action menu runs it on change. */
import { describe, expect, it } from 'vitest';
import { decide } from './decide';
import { el, input, PAGE } from './test-helpers';
import type { TargetFacts } from './types';

const choose = (value: string, over: Partial<TargetFacts> = {}) =>
  decide(
    input('select_option', 'act', {
      pageUrl: PAGE,
      element: el('Bulk action', { role: 'combobox', tag: 'select' }),
      value,
      choice: true,
      ...over,
    }),
  );

describe('a chosen option acts like a click', () => {
  it('"Delete all messages" chosen in a bulk-action menu is high-risk', () => {
    const d = choose('Delete all messages');
    expect(d.verdict).toBe('ask');
    expect(d.verdict === 'ask' && d.ask.kind).toBe('high-risk');
  });
  it('an ordinary option is not', () => expect(choose('Archive read messages').verdict).toBe('allow'));
  it('typed text with a risky word is not an action', () =>
    expect(
      choose('Delete all messages', { choice: undefined, element: el('Search', { role: 'textbox' }) }).verdict,
    ).toBe('allow'));
});
