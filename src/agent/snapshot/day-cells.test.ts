import { describe, expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';

// test/fixtures/apps/litepicker (scripts/record-ax.mjs litepicker), the range picker opened: its days are nameless
// <div tabindex> with a number, clicked through one listener on the picker (relay log C38: no day had a ref, the
// month printed as one run of text merged with the page's text before it).
describe('a date picker whose days are focusable boxes with a number', () => {
  const text = new SnapshotEngine().build(recording('litepicker.open-picker'), { mode: 'full' }).text;

  it('gives each day a ref, under its month', () => {
    expect(text).toMatch(/generic e\d+: 13\n/);
    expect(text).toMatch(/January\s*2027[\s\S]*generic e\d+: 1\n[\s\S]*generic e\d+: 31(\n|$)/);
  });

  it('keeps the text before the picker apart from it', () => {
    expect(text).toMatch(/text: No booking requested yet\.\n/);
  });
});
