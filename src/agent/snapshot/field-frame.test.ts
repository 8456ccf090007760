import { expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';

it("Shoelace's select prints as its combobox, not inside a nameless clickable frame (relay log C54)", () => {
  const text = new SnapshotEngine().build(recording('shoelace'), { mode: 'full' }).text;
  expect(text).toMatch(/\n {4}combobox "Country" e\d+ \[collapsed\] placeholder="Choose a country"\n/);
  expect(text).not.toMatch(/generic e\d+\n\s+combobox "Country"/);
});
