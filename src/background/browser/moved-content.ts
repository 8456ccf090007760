/**
 * Did the element behind a ref come to show other content than the model last saw? Lit, keyed lists and data grids
 * reuse an element for another item after a re-render: after Archive, lit-mail's row box that held Marco's mail held
 * HR's, and a click on the ref the model remembered would open (or delete) the wrong mail (relay log C205).
 * Pure, unit-tested in node (moved-content.test.ts); name-now.ts reads a named element's name at action time.
 */

const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? [];

/**
 * True when `now` (the element's text at action time) has lost most of the words of `seen` (its text in the last
 * snapshot or diff the model was shown). A one-word label ("Play" → "Pause") is a control's own state, not another
 * item, and is never taken as moved; a row that gained or lost a badge keeps most of its words.
 */
export function contentMoved(seen: string, now: string): boolean {
  const was = [...new Set(words(seen))];
  const is = new Set(words(now));
  if (was.length < 2 || is.size < 2) return false;
  const kept = was.filter((w) => is.has(w)).length;
  return kept * 2 < was.length;
}

/** `e19 now shows "HR Team …", not "Marco Rossi …" as in your last snapshot`. */
export function movedMessage(label: string, ref: string, seen: string, now: string): string {
  return `${ref} now shows ${JSON.stringify(short(now))}, not ${JSON.stringify(short(seen))} as in your last snapshot: the page reused ${label.split(` ${ref}`)[0]} ${ref} for other content. Nothing was done.`;
}

function short(s: string): string {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 57)}…` : flat;
}

/** A name as the snapshot printed it, without the count of what was cut (`… (+805 chars)`). */
export function printedName(name: string): string {
  return name.replace(/… \(\+\d+ chars\)$/, '').replace(/…$/, '');
}
