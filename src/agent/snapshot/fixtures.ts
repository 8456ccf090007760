/** Test helper: loads a recorded CollectedPage from test/fixtures/ax (written by scripts/record-ax.mjs). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CollectedPage, RawAXNode } from './collected';
import { SnapshotEngine } from './index';

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/ax');

export function recording(name: string): CollectedPage {
  return JSON.parse(readFileSync(path.join(DIR, `${name}.json`), 'utf8')) as CollectedPage;
}

/** A one-frame page from AX nodes and DOM hints, for rules that need no recording. */
export function onePage(nodes: RawAXNode[], dom: CollectedPage['frames'][0]['dom'] = {}): CollectedPage {
  return {
    url: 'http://127.0.0.1/x',
    title: 'T',
    viewport: { scrollX: 0, scrollY: 0, width: 1280, height: 720, pageWidth: 1280, pageHeight: 720 },
    frames: [{ frameId: 'F', url: 'http://127.0.0.1/x', offset: [0, 0], nodes, dom }],
  };
}

/** The diff the model gets after an action: the `before` recording snapshotted, then `after` compared with it. */
export function diffOf(before: string, after: string, mode: 'full' | 'viewport' = 'full') {
  const engine = new SnapshotEngine();
  engine.build(recording(before), { mode });
  return engine.diff(recording(after), { mode });
}
