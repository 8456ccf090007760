import { expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';

it("prints a select's open option list teleported into a zero-height container at the page's end (relay log C109)", () => {
  // Element Plus 2.14: the Status filter opened; its list lives in <div> (0 px high at the bottom edge of an app
  // shell that never scrolls) > .el-popper[role=tooltip], placed on screen under the select.
  const text = new SnapshotEngine().build(recording('element-plus.open-status'), { mode: 'viewport' }).text;
  expect(text).toMatch(/combobox "Status" e\d+ \[expanded/);
  expect(text).toMatch(
    /\n\s+listbox e\d+\n\s+option "Paid" e\d+\n\s+option "Shipped" e\d+\n\s+option "Refunded" e\d+(\n|$)/,
  );
});
