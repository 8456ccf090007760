/** Test helper: loads a recorded CollectedPage from test/fixtures/ax (written by scripts/record-ax.mjs). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CollectedPage } from './collected';
import { SnapshotEngine } from './index';

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/ax');

export function recording(name: string): CollectedPage {
  return JSON.parse(readFileSync(path.join(DIR, `${name}.json`), 'utf8')) as CollectedPage;
}

/** The diff the model gets after an action: the `before` recording snapshotted, then `after` compared with it. */
export function diffOf(before: string, after: string, mode: 'full' | 'viewport' = 'full') {
  const engine = new SnapshotEngine();
  engine.build(recording(before), { mode });
  return engine.diff(recording(after), { mode });
}
