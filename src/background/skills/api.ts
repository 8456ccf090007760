/**
 * The worker's side of the skills messages (router.ts routes them here after the sender check): the library for
 * the options page, "Save as skill" and `/name args` for the panel and the palette, the favourites shortcut.
 */
import { extractSkill, parseArgs, parseCommand, type Skill, withDefaults, type ParamValues } from '../../agent/skills';
import type { Result } from '../../shared/errors';
import { t } from '../../shared/i18n';
import type { ToWorker } from '../../shared/protocol';
import { sessions } from '../sessions';
import { runSkill, type RunOptions } from './run';
import { nextRuns } from './schedules';
import {
  deleteSkill,
  findSkill,
  freeName,
  importSkills,
  listSkills,
  putSkill,
  recentRuns,
  setScheduleState,
} from './store';

type SkillMessage = Extract<ToWorker, { type: `skills/${string}` | 'palette/skills' }>;

export function isSkillMessage(message: ToWorker): message is SkillMessage {
  return message.type.startsWith('skills/') || message.type === 'palette/skills';
}

export async function handleSkillMessage(message: SkillMessage): Promise<Result<unknown>> {
  switch (message.type) {
    case 'skills/list':
      return { ok: true, value: { skills: await listSkills(), nextRuns: await nextRuns(), runs: await recentRuns() } };
    case 'palette/skills':
      return {
        ok: true,
        value: (await listSkills()).map((s) => ({ name: s.name, description: s.description, favourite: s.favourite })),
      };
    case 'skills/put': {
      const before = await findSkill(String((message.skill as { id?: unknown })?.id ?? ''));
      const saved = await putSkill(message.skill as Skill);
      // A changed schedule starts over from now (the old next run belonged to the old schedule).
      if (saved.ok && JSON.stringify(before?.schedule) !== JSON.stringify(saved.value.schedule))
        await setScheduleState(saved.value.id, {});
      return saved;
    }
    case 'skills/delete':
      await deleteSkill(message.id);
      return { ok: true, value: null };
    case 'skills/import':
      return importSkills(message.text, message.onClash);
    case 'skills/save': {
      const { conversation } = await sessions.get(message.tabId);
      if (!conversation.messages.length) return { ok: false, error: t('skillsNothingToSave') };
      const draft = extractSkill(conversation.messages, {
        id: crypto.randomUUID(),
        name: await freeName(message.name),
        ...(message.description ? { description: message.description } : {}),
        now: Date.now(),
      });
      return putSkill(draft);
    }
    case 'skills/create':
      return putSkill({
        id: crypto.randomUUID(),
        name: await freeName(message.name),
        goal: message.goal,
        description: message.goal.slice(0, 1000),
        ...(message.startUrl ? { startUrl: message.startUrl } : {}),
        createdAt: Date.now(),
      });
    case 'skills/run':
      return runCommand(message.tabId, message.name, message.args, message.values, {
        trigger: 'manual',
        trust: message.trust,
      });
  }
}

/**
 * Starts a skill on a tab; answers once it has started (the run itself goes on, visible in the panel). Missing
 * values or an untrusted skill are answered with what the panel's small form needs, and nothing runs.
 */
export async function runCommand(
  tabId: number,
  name: string,
  args: string,
  given: ParamValues,
  options: RunOptions,
): Promise<Result<{ started: boolean; missing: string[]; untrusted: boolean }>> {
  const skill = await findSkill(name);
  if (!skill) return { ok: false, error: t('skillsUnknown', name) };
  const { values, missing } = withDefaults(skill, { ...parseArgs(skill, args), ...given });
  const untrusted = !skill.trusted && !options.trust;
  if (missing.length || untrusted) return { ok: true, value: { started: false, missing, untrusted } };
  const started = runSkill(tabId, skill, values, options);
  // Refusals (busy tab) come at once; a started run is not awaited.
  const early = await Promise.race([started, new Promise<undefined>((r) => setTimeout(r, 200))]);
  if (early && !early.ok) return { ok: false, error: early.error };
  return { ok: true, value: { started: true, missing: [], untrusted: false } };
}

/** `/name args` typed in the palette or sent as a chat message: true when it named a skill (run, or form shown). */
export async function runTypedCommand(tabId: number, text: string, trigger: RunOptions['trigger']): Promise<boolean> {
  const command = parseCommand(text);
  if (!command || !(await findSkill(command.name))) return false;
  const result = await runCommand(tabId, command.name, command.rest, {}, { trigger });
  // Values missing or a skill to approve: the panel's form asks for them.
  if (!result.ok || !result.value.started) sessions.prefill(tabId, text.trim());
  return true;
}

/** The favourites shortcut: the first favourite skill, with its defaults, on the active tab. */
export async function runFavourite(tabId: number): Promise<Result<unknown>> {
  const favourite = (await listSkills()).find((s) => s.favourite);
  if (!favourite) return { ok: false, error: t('skillsNoFavourite') };
  return runCommand(tabId, favourite.name, '', {}, { trigger: 'shortcut' });
}
