import { expect, it } from 'vitest';
import { dropRedundantText } from './compact';
import type { VNode } from './model';

// Form.io's button after a failed send, as built: its name without the CSS mark, its text the words and the mark.
const button = (text: string) =>
  ({
    role: 'button',
    name: 'Send request',
    ref: 'e21',
    states: [],
    children: [{ role: 'text', text, states: [], children: [] }],
  }) as unknown as VNode;

it('a button\'s text that is its name and a mark prints the mark alone (`button "Send request" e21: ✗`)', () => {
  const b = button('Send request ✗');
  dropRedundantText(b);
  expect(b.children.map((k) => k.text)).toEqual(['✗']);
});

it('words after the name stay as they are', () => {
  const b = button('Send request now');
  dropRedundantText(b);
  expect(b.children.map((k) => k.text)).toEqual(['Send request now']);
});
