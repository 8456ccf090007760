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
  if (isField && (norm(after) === norm(expected) || masked(after, expected))) return { ok: true };
  const what = `The value did not land as typed: the field now holds ${JSON.stringify(clip(after))}, expected ${JSON.stringify(clip(expected))}.`;
  return { ok: false, warning: `${what} The page may format, limit or reject the input; check the snapshot.` };
}

/**
 * The field shows what was typed as an input mask formats it: the same letters and digits, each typed run made of
 * whole runs the field shows, in a row, with only a prefix or suffix the mask adds around them ("912345678" as
 * "912 345 678", "912 34 567" as "+47 912 34 567", "1500" as "1 500 NOK"). Every such field warned that the value
 * did not land (relay log C170); one that took the digits in other groups ("2026-12-15" as "20.26.1215") still does.
 */
function masked(after: string, typed: string): boolean {
  const runs = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const shown = runs(after);
  const want = runs(typed);
  if (!want.length) return false;
  const fromHere = (start: number) => {
    let i = start;
    for (const w of want) {
      let made = '';
      while (i < shown.length && made.length < w.length) made += shown[i++];
      if (made !== w) return false;
    }
    return true;
  };
  return shown.some((_, start) => fromHere(start));
}

export function clip(s: string): string {
  return s.length > 120 ? `${s.slice(0, 100)}… (${s.length} chars)` : s;
}
