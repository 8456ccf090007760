// The core runs in the service worker and in node tests: no chrome.*, and no dynamic import() (service workers
// forbid it: "import() is disallowed on ServiceWorkerGlobalScope"). This test fails when either creeps in, in any
// folder of the core. Which folders may import which is test/unit/layers.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('agent core boundaries', () => {
  const files = sources(root);
  it.each(files.map((f) => [f.slice(root.length + 1), f]))(
    '%s has no chrome.* and no dynamic import()',
    (_name, file) => {
      const code = readFileSync(file, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
      expect(code).not.toMatch(/\bchrome\./);
      expect(code).not.toMatch(/\bimport\s*\(/);
    },
  );
});
