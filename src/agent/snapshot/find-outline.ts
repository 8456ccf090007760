/**
 * The headings a find match sits under, said only where matches would otherwise read alike. Redoc repeats each
 * operation's responses: `find "Pet not found"` answered three identical `button "— 404 Pet not found"` lines,
 * the refs' order the only hint of which operation each was in (relay log C189). The nearest heading above
 * (`h3 "Responses"`) is the same for all three, so the outline is given from as high as tells them apart.
 */
import type { VNode } from './model';
import { firstWords } from './render';
import { quote } from './text';

interface Heading {
  level: number;
  label: string;
}

/** The headings open at each point of a walk in document order: a heading closes those of its level and below. */
export class Outline {
  private open: Heading[] = [];

  /** Call after a node's own match was judged, so a matched heading is not said to be under itself. */
  visit(n: VNode): void {
    if (n.role !== 'heading') return;
    const level = Number(n.states.find((s) => s.startsWith('level='))?.slice(6) ?? 2);
    const label = n.name ?? firstWords(n);
    if (!label) return;
    this.open = [...this.open.filter((h) => h.level < level), { level, label }];
  }

  now(): Heading[] {
    return this.open;
  }
}

/**
 * For each group of matches whose lines differ by their refs only, the shortest end of each one's outline that no
 * other in the group shares (`h2 "Deletes a pet" > h3 "Responses"`); nothing for a match whose line is its own.
 */
export function tellApart(keys: string[], outlines: Heading[][]): (string | undefined)[] {
  const out: (string | undefined)[] = keys.map(() => undefined);
  const groups = new Map<string, number[]>();
  keys.forEach((k, i) => {
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const deepest = Math.max(...group.map((i) => outlines[i]!.length));
    if (deepest === 0) continue;
    let said: string[] = [];
    for (let depth = 1; depth <= deepest; depth++) {
      said = group.map((i) => say(outlines[i]!.slice(-depth)));
      if (new Set(said).size === group.length) break;
    }
    group.forEach((i, j) => {
      if (said[j]) out[i] = said[j];
    });
  }
  return out;
}

function say(headings: Heading[]): string {
  return headings.map((h) => `h${h.level} ${quote(short(h.label))}`).join(' > ');
}

function short(label: string): string {
  return label.length > 40 ? `${label.slice(0, 40)}…` : label;
}
