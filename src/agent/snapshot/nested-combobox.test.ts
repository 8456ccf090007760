import { expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';

// test/fixtures/apps/vuetify: v-select puts role=combobox on its frame and on its input (relay log C117).
it('a nameless combobox around one named combobox prints only the named one, in its place', () => {
  const text = new SnapshotEngine().build(recording('vuetify'), { mode: 'viewport' }).text;
  expect(text).toMatch(/\n {2}textbox "Search bookings" e\d+\n {2}combobox "Room" e\d+ \[collapsed\]\n/);
  expect(text).toMatch(/\n {2}combobox "Items per page:" e\d+ \[collapsed\] value="10"\n/);
  expect(text).not.toMatch(/combobox e\d+/);
});
