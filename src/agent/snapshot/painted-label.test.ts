import { expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';

// test/fixtures/apps/ionic, Delivery tab, slot 18:00-20:00 chosen: ion-select draws its value in an aria-hidden
// box and lays a transparent native button over it, labelled "Delivery slot, 18:00-20:00 (+EUR 2)". The label's
// words were nowhere in the tree, so the shown-name rule dropped it: `button e7 [collapsed]`, and nothing showed
// the choice (relay log C132). aria-hidden text is painted: its words back the label.
it("a select's chosen value drawn in aria-hidden text names its control", () => {
  const text = new SnapshotEngine().build(recording('ionic.slot-chosen'), { mode: 'viewport' }).text;
  expect(text).toMatch(/button "Delivery slot, 18:00-20:00 \(\+EUR 2\)" e\d+ \[collapsed\]/);
  // Painted words back a label; they do not print as text of their own.
  expect(text).not.toMatch(/text: 18:00-20:00/);
});
