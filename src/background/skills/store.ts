/**
 * The skill library in chrome.storage.local (key `skills`), owned by the worker: the options page and the panel
 * reach it through protocol messages. Every read is validated; an entry that no longer parses is dropped from the
 * list rather than breaking it. Also kept here: each scheduled skill's next run (`skillSchedules`) and the log of
 * recent runs (`skillRuns`).
 */
import { parseSkillFile, Skill, SKILL_NAME, type SkillInput } from '../../agent/skills';
import type { Result } from '../../shared/errors';

export const SKILLS_KEY = 'skills';
export const SCHEDULES_KEY = 'skillSchedules';
export const RUNS_KEY = 'skillRuns';

export interface SkillRun {
  skillId: string;
  name: string;
  at: number;
  trigger: 'manual' | 'shortcut' | 'scheduled' | 'catch-up';
  /** Every step replayed without the model. */
  replayed: boolean;
  /** The model took over (a step failed, or the skill has no steps). */
  handedOver: boolean;
  ok: boolean;
  reason?: string;
  tabId: number;
  conversationId: string;
  /** Model requests the run made (0 for a full replay). */
  modelRequests: number;
}

async function readRaw(): Promise<unknown[]> {
  const raw = (await chrome.storage.local.get(SKILLS_KEY))[SKILLS_KEY];
  return Array.isArray(raw) ? raw : [];
}

export async function listSkills(): Promise<Skill[]> {
  return (await readRaw()).flatMap((s) => {
    const parsed = Skill.safeParse(s);
    return parsed.success ? [parsed.data] : [];
  });
}

async function writeAll(skills: Skill[]): Promise<void> {
  await chrome.storage.local.set({ [SKILLS_KEY]: skills });
}

export async function findSkill(idOrName: string): Promise<Skill | undefined> {
  return (await listSkills()).find((s) => s.id === idOrName || s.name === idOrName);
}

/** Adds or replaces (by id) one skill; a name another skill has is refused. */
export async function putSkill(input: SkillInput): Promise<Result<Skill>> {
  const parsed = Skill.safeParse({ ...input, updatedAt: Date.now() });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: `${issue?.path.join('.') || 'skill'}: ${issue?.message ?? 'invalid'}` };
  }
  const skill = parsed.data;
  const all = await listSkills();
  if (all.some((s) => s.name === skill.name && s.id !== skill.id))
    return { ok: false, error: `A skill named "${skill.name}" already exists.` };
  const at = all.findIndex((s) => s.id === skill.id);
  if (at >= 0) all[at] = skill;
  else all.push(skill);
  await writeAll(all);
  return { ok: true, value: skill };
}

export async function deleteSkill(id: string): Promise<void> {
  await writeAll((await listSkills()).filter((s) => s.id !== id));
  const schedules = await scheduleStates();
  delete schedules[id];
  await chrome.storage.local.set({ [SCHEDULES_KEY]: schedules });
}

/**
 * Imports a file: all of it or nothing; all come untrusted. A skill whose name is already in the library is
 * imported only once the user chose: `replace` (it takes the old one's place and id) or `keep-both` (it comes in
 * under a free name, `add-item-2`). Without a choice nothing is imported and the clashing names come back.
 */
export async function importSkills(
  text: string,
  onClash?: 'replace' | 'keep-both',
): Promise<Result<{ imported: string[]; clashes: string[] }>> {
  const checked = parseSkillFile(text);
  if (!checked.ok) return checked;
  const all = await listSkills();
  const clashes = checked.skills.filter((i) => all.some((s) => s.name === i.name)).map((s) => s.name);
  if (clashes.length && !onClash) return { ok: true, value: { imported: [], clashes } };
  const taken = new Set(all.map((s) => s.name));
  const imported: string[] = [];
  for (const incoming of checked.skills) {
    const at = all.findIndex((s) => s.name === incoming.name);
    const name = at >= 0 && onClash === 'keep-both' ? nameFree(incoming.name, taken) : incoming.name;
    taken.add(name);
    const replaces = at >= 0 && onClash === 'replace';
    const skill = { ...incoming, name, id: replaces ? all[at]!.id : crypto.randomUUID(), updatedAt: Date.now() };
    if (replaces) all[at] = skill;
    else all.push(skill);
    imported.push(name);
  }
  await writeAll(all);
  return { ok: true, value: { imported, clashes } };
}

/** A free name like `add-item`, `add-item-2`, from what the user typed. */
export async function freeName(wanted: string): Promise<string> {
  const base =
    wanted
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 36) || 'skill';
  return nameFree(SKILL_NAME.test(base) ? base : 'skill', new Set((await listSkills()).map((s) => s.name)));
}

function nameFree(base: string, taken: Set<string>): string {
  let name = base;
  for (let i = 2; taken.has(name); i++) name = `${base}-${i}`;
  return name;
}

export async function scheduleStates(): Promise<Record<string, { nextRunAt?: number }>> {
  return (
    ((await chrome.storage.local.get(SCHEDULES_KEY))[SCHEDULES_KEY] as Record<string, { nextRunAt?: number }>) ?? {}
  );
}

export async function setScheduleState(id: string, state: { nextRunAt?: number }): Promise<void> {
  const all = await scheduleStates();
  all[id] = state;
  await chrome.storage.local.set({ [SCHEDULES_KEY]: all });
}

export async function recordRun(run: SkillRun): Promise<void> {
  const runs = ((await chrome.storage.local.get(RUNS_KEY))[RUNS_KEY] as SkillRun[] | undefined) ?? [];
  await chrome.storage.local.set({ [RUNS_KEY]: [run, ...runs].slice(0, 50) });
}

export async function recentRuns(): Promise<SkillRun[]> {
  return ((await chrome.storage.local.get(RUNS_KEY))[RUNS_KEY] as SkillRun[] | undefined) ?? [];
}
