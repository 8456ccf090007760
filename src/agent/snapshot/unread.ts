/**
 * What a read left out at a bound (page-ax/limits.ts), said to the model in words: a page nested 20,000 levels deep
 * must not pass for a page whose deep content is absent, or a page could hide what the user needs to see below the
 * cut and have the agent report "not there".
 */
import type { CollectedPage } from './collected';

export function unreadNote(page: CollectedPage): string | undefined {
  const notes = page.frames.flatMap((f, i) => {
    if (!f.cut) return [];
    const where = i === 0 ? 'this page' : `the frame ${f.url.slice(0, 80)}`;
    const out: string[] = [];
    if (f.cut.depth !== undefined)
      out.push(`${where} is nested deeper than ${f.cut.depth} levels: content below that depth was not read`);
    if (f.cut.nodes !== undefined)
      out.push(
        `${where} is too large to read whole: reading stopped after ${f.cut.nodes} nodes` +
          `${f.cut.ms ? ` (${f.cut.ms / 1000} s)` : ''}, so content after them was not read`,
      );
    return out;
  });
  if (!notes.length) return undefined;
  return `[not read] ${notes.join('; ')}. Unread is not absent: text, fields or buttons may be there.`;
}
