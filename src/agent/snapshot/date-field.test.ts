import { expect, it } from 'vitest';
import type { RawAXNode } from './collected';
import { onePage } from './fixtures';
import { SnapshotEngine } from './index';

// test/fixtures/apps/autocompleter: the departure date (`<input type=date value="2026-12-18">`, role Date) printed
// as `Date "Departure date" e3` with no value, before and after fill_form typed the date into it: the model could
// not check the one field it could not see (relay log C181). Time and date-time fields were the same.
it("prints what a date, time or colour field holds, as a text field's value", () => {
  const fields: Array<[string, string, string]> = [
    ['Date', 'Departure date', '2026-12-18'],
    ['InputTime', 'Leave after', '07:30'],
    ['DateTime', 'Return', '2026-12-20T18:00'],
    ['ColorWell', 'Seat colour', '#336699'],
  ];
  const nodes: RawAXNode[] = [
    { id: 'n1', role: 'RootWebArea', children: fields.map((_, i) => `n${i + 2}`), backendId: 1 },
    ...fields.map(([role, name, value], i) => ({
      id: `n${i + 2}`,
      role,
      children: [],
      backendId: i + 2,
      name,
      value,
      props: { focusable: true },
    })),
  ];
  const { text } = new SnapshotEngine().build(onePage(nodes), { mode: 'full' });
  expect(text).toContain('Date "Departure date" e1 value="2026-12-18"');
  expect(text).toContain('InputTime "Leave after" e2 value="07:30"');
  expect(text).toContain('DateTime "Return" e3 value="2026-12-20T18:00"');
  expect(text).toContain('ColorWell "Seat colour" e4 value="#336699"');
});
