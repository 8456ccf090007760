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
  const out: string[] = [];
  for (const line of snapshot.split('\n')) {
    const m = /^\s*- (\S+) ("(?:[^"\\]|\\.)*")? ?\[((?:f\d+)?e\d+)\]/.exec(line);
    if (!m || m[1] !== role) continue;
    const lineName = m[2] ? (JSON.parse(m[2]) as string) : '';
    if (typeof name === 'string' ? lineName === name : name.test(lineName)) out.push(m[3]!);
  }
  return out;
}
