import { describe, expect, it } from 'vitest';
import { VUE_SNAPSHOT_1 } from '../../../test/fixtures/skills/vue-add-item';
import { locatorFor, resolveLocator } from './locator';

describe('locators', () => {
  it('describe an element by role, name, containers and nearby text, and find it again under a new ref', () => {
    const locator = locatorFor('e8', VUE_SNAPSHOT_1)!;
    expect(locator).toEqual({ role: 'button', name: 'Remove Bread', nth: 0, path: [], nearText: '(Bakery)' });
    expect(resolveLocator(locator, VUE_SNAPSHOT_1.replace(/e8\b/, 'e31'))).toMatchObject({ ok: true, ref: 'e31' });
  });

  it('tell apart two elements of the same role and name by the text near them', () => {
    const page = `[page] Orders
main
  h2 "Order 1"
  button "Edit" e1
  h2 "Order 2"
  button "Edit" e2`;
    const second = locatorFor('e2', page)!;
    expect(second).toMatchObject({ nth: 1, nearText: 'Order 2' });
    // Order 1 is gone: the second "Edit" is now the first one on the page, and still the right one.
    const now = `[page] Orders\nmain\n  h2 "Order 0"\n  button "Edit" e7\n  h2 "Order 2"\n  button "Edit" e9`;
    expect(resolveLocator(second, now)).toMatchObject({ ok: true, ref: 'e9' });
  });

  it('keep frames apart and refuse a renamed element', () => {
    const page = '[page] x\niframe "Pay"\n  button "Pay" f1e2\nbutton "Pay" e3';
    expect(resolveLocator(locatorFor('f1e2', page)!, page)).toMatchObject({ ok: true, ref: 'f1e2' });
    expect(
      resolveLocator({ role: 'button', name: 'Pay', nth: 0, path: [] }, page.replace('"Pay" e3', '"Pay now" e3')),
    ).toEqual({
      ok: false,
      error: 'no button "Pay" on the page now',
    });
  });
});
