/** Every relative import of src/ (types included: a type import is a dependency too), resolved to a path under src/. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import type { ImportEdge } from './rules';

export const SRC = join(__dirname, '../../../src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && name !== 'test-helpers.ts' ? [path] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'";]*?\bfrom\s*['"](\.[^'"]+)['"]|\bimport\s*\(\s*['"](\.[^'"]+)['"]/g;

export function importEdges(root = SRC): ImportEdge[] {
  return sources(root).flatMap((file) => {
    const code = readFileSync(file, 'utf8');
    const from = relative(root, file);
    return [...code.matchAll(IMPORT)].map((m) => ({
      from,
      to: normalize(join(dirname(from), (m[1] ?? m[2])!)).replace(/\.tsx?$/, ''),
    }));
  });
}
