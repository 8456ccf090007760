/**
 * Skills in the panel: the library (for `/` completion and the small form), the values the form holds, and the
 * messages that save and run skills. The library lives in the worker; the panel asks for it (skills/list).
 */
import { computed, signal } from '@preact/signals';
import { parseArgs, parseCommand, withDefaults, type Skill } from '../../agent/skills';
import { sendToWorker } from '../../shared/messaging';
import { draft, tabId } from './session';

export const skills = signal<Skill[]>([]);
/** Values typed in the form, per parameter, for the skill the draft names. */
export const formValues = signal<Record<string, string>>({});
export const trustGiven = signal(false);
export const skillNote = signal('');

export async function loadSkills(): Promise<void> {
  const reply = await sendToWorker<{ skills: Skill[] }>({ type: 'skills/list' });
  if (reply.ok) skills.value = reply.value.skills;
}

/** The skill the draft names (`/name ...`), or undefined. */
export const draftSkill = computed(() => {
  const command = parseCommand(draft.value);
  return command ? skills.value.find((s) => s.name === command.name) : undefined;
});

/** While the user types `/na`: the skills whose name starts so (no space typed yet). */
export const completions = computed(() => {
  const m = /^\/([a-z0-9-]*)$/.exec(draft.value.trim() === '/' ? '/' : draft.value);
  if (!m) return [];
  return skills.value.filter((s) => s.name.startsWith(m[1]!) && s.name !== m[1]).slice(0, 8);
});

/** The run's values: the form's, else what the command line gives, else the defaults. */
export function runValues(skill: Skill): { values: Record<string, string>; missing: string[] } {
  const command = parseCommand(draft.value);
  const fromLine = command ? parseArgs(skill, command.rest) : {};
  const typed = Object.fromEntries(Object.entries(formValues.value).filter(([, v]) => v !== ''));
  return withDefaults(skill, { ...fromLine, ...typed });
}

/** Runs the skill the draft names; false when the form still needs something (it stays open). */
export async function runDraftSkill(): Promise<boolean> {
  const skill = draftSkill.value;
  const id = tabId.value;
  if (!skill || id === undefined) return false;
  const { values, missing } = runValues(skill);
  if (missing.length || (!skill.trusted && !trustGiven.value)) return false;
  const reply = await sendToWorker<{ started: boolean }>({
    type: 'skills/run',
    tabId: id,
    name: skill.name,
    args: '',
    values,
    trust: trustGiven.value,
  });
  if (!reply.ok) {
    skillNote.value = reply.error;
    return false;
  }
  draft.value = '';
  formValues.value = {};
  trustGiven.value = false;
  skillNote.value = '';
  if (!skill.trusted) void loadSkills();
  return true;
}

export async function saveAsSkill(name: string, description: string): Promise<{ ok: boolean; text: string }> {
  const id = tabId.value;
  if (id === undefined) return { ok: false, text: '' };
  const reply = await sendToWorker<Skill>({
    type: 'skills/save',
    tabId: id,
    name,
    ...(description ? { description } : {}),
  });
  if (!reply.ok) return { ok: false, text: reply.error };
  await loadSkills();
  return { ok: true, text: reply.value.name };
}
