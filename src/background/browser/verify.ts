/** Pure checks of what an action left in the page, unit-tested in node (verify.test.ts). */

/** Did the typed text land? `after` is the value read back from the field (or the editor's text). */
export function checkLanded(
  before: string,
  after: string,
  text: string,
  mode: 'replace' | 'append' | 'insert',
  isField: boolean,
): { ok: true } | { ok: false; warning: string } {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
  // Inserted at a caret we do not know: the text must be in the value, and the value must have grown by it.
  if (mode === 'insert') {
    if (after.includes(text) && after.length === before.length + text.length) return { ok: true };
    // A rich editor's text shows its blocks as line breaks, and an empty block (a new list item) loses its own once
    // it holds text: its letters are what must have grown (relay log C68, TinyMCE).
    const bare = (x: string) => x.replace(/\s+/g, '');
    if (!isField && norm(after).includes(norm(text)) && bare(after).length === bare(before).length + bare(text).length)
      return { ok: true };
    const what = `The value did not land as typed: the field now holds ${JSON.stringify(clip(after))}, without ${JSON.stringify(clip(text))} inserted.`;
    return { ok: false, warning: `${what} The page may format, limit or reject the input; check the snapshot.` };
  }
  const expected = mode === 'replace' ? text : before + text;
  if (isField ? after === expected : norm(after).includes(norm(text))) return { ok: true };
  if (isField && norm(after) === norm(expected)) return { ok: true };
  const what = `The value did not land as typed: the field now holds ${JSON.stringify(clip(after))}, expected ${JSON.stringify(clip(expected))}.`;
  return { ok: false, warning: `${what} The page may format, limit or reject the input; check the snapshot.` };
}

export function clip(s: string): string {
  return s.length > 120 ? `${s.slice(0, 100)}… (${s.length} chars)` : s;
}
