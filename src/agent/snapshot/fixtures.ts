/** Test helper: loads a recorded CollectedPage from test/fixtures/ax (written by scripts/record-ax.mjs). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CollectedPage } from './collected';

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/ax');

export function recording(name: string): CollectedPage {
  return JSON.parse(readFileSync(path.join(DIR, `${name}.json`), 'utf8')) as CollectedPage;
}
