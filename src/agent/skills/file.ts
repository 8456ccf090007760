/**
 * Export and import of skills as a JSON file. An imported file is checked whole before anything changes: a bad
 * file gets one clear message naming the first problems (where and what), and the library stays as it was.
 * Imported skills are untrusted until the user approves their first run.
 */
import type { z } from 'zod';
import { Skill, SkillFile } from './schema';

export type FileCheck = { ok: true; skills: Skill[] } | { ok: false; error: string };

function where(path: ReadonlyArray<PropertyKey>): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');
}

function issues(error: z.ZodError, skills: unknown): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const index = typeof issue.path[1] === 'number' ? issue.path[1] : undefined;
      const named =
        index !== undefined && Array.isArray(skills) ? (skills[index] as { name?: unknown })?.name : undefined;
      const which = typeof named === 'string' ? ` (skill "${named.slice(0, 40)}")` : '';
      return `${where(issue.path) || 'the file'}${which}: ${issue.message.replace(/^Invalid input: /, '')}`;
    })
    .join('; ');
}

export function parseSkillFile(text: string): FileCheck {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `This file is not JSON (${error instanceof Error ? error.message : String(error)}).` };
  }
  const format = (raw as { format?: unknown } | null)?.format;
  if (format !== 'tabwright-skills')
    return { ok: false, error: 'This is not a Tabwright skills file (its "format" is not "tabwright-skills").' };
  const parsed = SkillFile.safeParse(raw);
  if (!parsed.success)
    return { ok: false, error: `The file has errors: ${issues(parsed.error, (raw as { skills?: unknown }).skills)}.` };
  const names = parsed.data.skills.map((s) => s.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) return { ok: false, error: `The file has two skills named "${twice}".` };
  // Grants are origins the user allowed to read and act on when scheduling: a file cannot carry their say. Kept, an
  // imported skill's scheduled runs would act on the file's sites with no card once its first run was approved.
  return { ok: true, skills: parsed.data.skills.map((s) => ({ ...s, trusted: false, grants: [] })) };
}

export function exportSkills(skills: readonly Skill[]): string {
  const file: SkillFile = { format: 'tabwright-skills', version: 1, skills: skills.map((s) => Skill.parse(s)) };
  return `${JSON.stringify(file, null, 2)}\n`;
}
