import { describe, expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';

// test/fixtures/apps/smartwizard (scripts/record-ax.mjs smartwizard): each step's tab panel has
// aria-labelledby pointing at itself, so Chrome names it after its whole content, field values included
// (relay log C45: `tabpanel "Confirm your order Ship to Ada Lovelace, 12 Analytical Street, … (+62 chars)"`).
describe('a panel named after its own content', () => {
  it('prints no name that only repeats the lines below it', () => {
    const text = new SnapshotEngine().build(recording('smartwizard.next-step'), { mode: 'full' }).text;
    expect(text).toMatch(/^tabpanel\n\s+h3 "Shipping address"/m);
  });
});
