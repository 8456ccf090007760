import { expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';

// test/fixtures/apps/redoc (scripts/record-ax.mjs redoc): each operation lists its responses under its own
// `h3 "Responses"`; `find "Pet not found"` answered three lines that differed by their refs only (relay log C189).
it('matches that read alike say the headings that tell them apart', () => {
  const engine = new SnapshotEngine();
  engine.build(recording('redoc'), { mode: 'viewport' });
  const lines = engine
    .find({ text: 'Pet not found' })
    .text.split('\n')
    .filter((l) => l.startsWith('button'));
  expect(lines).toEqual([
    expect.stringMatching(
      /^button "— 404 Pet not found" e\d+ \[disabled\] {2}under: h2 "Update an existing pet" > h3 "Responses"$/,
    ),
    expect.stringMatching(/ {2}under: h2 "Find pet by ID" > h3 "Responses"$/),
    expect.stringMatching(/ {2}under: h2 "Deletes a pet" > h3 "Responses"$/),
  ]);
  // A match with a line of its own is said as before.
  expect(engine.find({ text: 'Deletes a pet' }).text).not.toContain('under:');
});
