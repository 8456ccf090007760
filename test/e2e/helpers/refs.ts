import { parseLines } from '../../../src/agent/snapshot/parse';

/**
 * Finds refs in snapshot text (src/agent/snapshot/FORMAT.md), as a model would read them: by role and name.
 *   refOf(text, 'button', 'Save')        exact name
 *   refOf(text, 'textbox', /email/i)     name pattern
 */
export function refOf(snapshot: string, role: string, name: string | RegExp): string {
  const found = refsOf(snapshot, role, name);
  if (found.length === 0) throw new Error(`No ${role} ${String(name)} with a ref in:\n${snapshot}`);
  return found[0]!;
}

export function refsOf(snapshot: string, role: string, name: string | RegExp): string[] {
  return parseLines(snapshot)
    .filter(
      (l) => l.ref && l.role === role && (typeof name === 'string' ? (l.name ?? '') === name : name.test(l.name ?? '')),
    )
    .map((l) => l.ref!);
}

/** The ref a line pattern captures (its first group) in a snapshot or tool result; throws with the text if none. */
export function refOnLine(text: string, line: RegExp): string {
  const ref = line.exec(text)?.[1];
  if (!ref) throw new Error(`no ${line} in:\n${text}`);
  return ref;
}
