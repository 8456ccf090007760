import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAY_IMPORT } from './layers/rules';

/**
 * The README's architecture section ("How it fits together") names real files and folders, so it cannot drift
 * silently: a path it names must exist, and every folder of src/ (and of src/agent/, src/background/) must be named.
 */
const root = join(__dirname, '../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const start = readme.indexOf('## How it fits together');
const section = readme.slice(start, readme.indexOf('\n## ', start + 1));

/** Every repo path the section names, in the diagram or in code spans (`src/...`, `test/...`). */
function namedPaths(text: string): string[] {
  const found = text.match(/\b(?:src|test|bench|public|scripts)\/[\w./-]*[\w/]/g) ?? [];
  return [...new Set(found)];
}

const folders = (dir: string) =>
  readdirSync(join(root, dir)).filter((name) => statSync(join(root, dir, name)).isDirectory());

describe('README architecture section', () => {
  it('is there and names the code', () => {
    expect(start).toBeGreaterThan(0);
    expect(namedPaths(section).length).toBeGreaterThan(15);
  });

  it('names only paths that exist', () => {
    expect(namedPaths(section).filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it('names short file names that exist in the folder they are listed under', () => {
    // Rows of the folder table: `src/x/` then short names like `protocol.ts` or `loop/` that live in it.
    const rows = section.split('\n').filter((line) => line.startsWith('| `src/'));
    const missing = rows.flatMap((row) => {
      const folder = row.match(/^\| `(src\/[\w/-]+\/)`/)![1]!;
      const names = [...row.matchAll(/`([\w.-]+(?:\.tsx?|\/))`/g)].map((m) => m[1]!);
      return names.filter((name) => !existsSync(join(root, folder, name))).map((name) => folder + name);
    });
    expect(rows.length).toBeGreaterThanOrEqual(7);
    expect(missing).toEqual([]);
  });

  it('names every folder of src/, src/agent/ and src/background/', () => {
    const named = (path: string) => section.includes(path);
    const unnamed = [
      ...folders('src').map((f) => `src/${f}/`),
      ...folders('src/agent').map((f) => `${f}/`),
      ...folders('src/background').map((f) => `${f}/`),
    ].filter((f) => !named(f));
    expect(unnamed).toEqual([]);
  });

  it('states the import rules the layers test enforces', () => {
    const table = section.split('\n').filter((line) => line.startsWith('| `src/'));
    const stated = Object.fromEntries(
      table.map((row) => {
        const cells = row.split('|').map((c) => c.trim());
        const folder = cells[1]!.replace(/`src\/([\w-]+)\/`/, '$1');
        const may = cells[3] === 'nothing' ? [] : cells[3]!.split(',').map((c) => c.trim());
        return [folder, may.sort()];
      }),
    );
    const enforced = Object.fromEntries(Object.entries(MAY_IMPORT).map(([k, v]) => [k, [...v].sort()]));
    expect(stated).toEqual(enforced);
  });
});
