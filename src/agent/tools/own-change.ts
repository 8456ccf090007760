/**
 * Whether an action's diff shows nothing but the acted-on element's own new state: the value just typed, the box
 * just ticked. The loop refuses the rest of a batch once the page changed (loop/execute.ts), so `type` the body,
 * then `click` Send was refused although nothing but the body had changed (relay log C204): the page is as the
 * model saw it when it chose the click. Anything else (a line added or removed, another element changed, a whole
 * new view) is a change.
 */
const REF = /\b(?:f\d+)?e\d+\b/g;
/** How a diff line says what happened to it (snapshot/diff.ts). */
const CHANGED_IN_PLACE = /\((?:was: |now |no longer |changed\))/;
const OTHER_CHANGE = /^(?:removed: |re-rendered: )|\((?:new|re-rendered|moved)\b/;
const OWN_LINE = /^[\w-]+(?: "(?:[^"\\]|\\.)*")? ((?:f\d+)?e\d+)\b/;

export function onlyOwnChange(summary: string, changes: string): boolean {
  const [head = '', ...lines] = changes.split('\n');
  if (!head.startsWith('[diff] ') || head.includes('off screen')) return false;
  // The acted-on element's ref, from our own summary (`typed "…" into textbox "Body" e34`), its quotes left out so
  // typed text that looks like a ref does not count.
  const own = new Set(summary.replace(/"(?:[^"\\]|\\.)*"/g, '""').match(REF) ?? []);
  const indent = (l = '') => l.length - l.trimStart().length;
  let owned = 0;
  for (const [i, raw] of lines.entries()) {
    const l = raw.trim();
    if (/^unchanged: \d+$/.test(l)) continue;
    if (OTHER_CHANGE.test(l)) return false;
    if (CHANGED_IN_PLACE.test(l)) {
      if (!own.has(OWN_LINE.exec(l)?.[1] ?? '')) return false;
      owned++;
    } else if (indent(lines[i + 1]) <= indent(raw)) return false; // not a parent of a change: a line we cannot read
  }
  return owned > 0;
}
