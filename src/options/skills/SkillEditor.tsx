import { useState } from 'preact/hooks';
import { describeStep, editableArgs, type Schedule, type Skill, withArg } from '../../agent/skills';
import { t } from '../../shared/i18n';
import { editorNotes, nextRuns, putSkill, removeSkill } from './store';

function scheduleOf(kind: string, minutes: string, times: string): Schedule | undefined {
  if (kind === 'interval') return { kind, minutes: Number(minutes) || 60 };
  if (kind === 'daily') return { kind, times: times.split(/[\s,]+/).filter(Boolean) };
  return undefined;
}

/**
 * One skill of the library: rename, description, goal, steps as readable lines (a step's values can be changed, a
 * step removed), favourite, schedule with its catch-up and site grants, delete. Saved as a whole; the worker validates it.
 */
export function SkillEditor({ skill }: { skill: Skill }) {
  const [edit, setEdit] = useState(skill);
  const [kind, setKind] = useState(skill.schedule?.kind ?? 'none');
  const [minutes, setMinutes] = useState(String(skill.schedule?.kind === 'interval' ? skill.schedule.minutes : 60));
  const [times, setTimes] = useState(skill.schedule?.kind === 'daily' ? skill.schedule.times.join(', ') : '08:00');
  const [grants, setGrants] = useState(skill.grants.join('\n'));
  const next = nextRuns.value[skill.id];
  const id = `skill-${skill.id}`;

  const save = async (event: Event) => {
    event.preventDefault();
    const schedule = scheduleOf(kind, minutes, times);
    const updated: Skill = {
      ...edit,
      ...(schedule ? { schedule } : { schedule: undefined }),
      grants: grants.split(/\s+/).filter(Boolean),
    };
    if (!schedule) delete updated.schedule;
    const error = await putSkill(updated);
    editorNotes.value = {
      ...editorNotes.value,
      [skill.id]: error ? t('skillsSaveFailed', error) : t('skillsLibrarySaved'),
    };
  };

  return (
    <form class="skill-editor" aria-labelledby={`${id}-name`} onSubmit={(e) => void save(e)}>
      <h3 id={`${id}-name`}>
        /{skill.name}
        {!skill.trusted && <span class="badge">{t('skillsUntrustedBadge')}</span>}
      </h3>
      <label>
        {t('skillsName')}
        <input name="name" value={edit.name} onInput={(e) => setEdit({ ...edit, name: e.currentTarget.value })} />
      </label>
      <label>
        {t('skillsDescription')}
        <textarea
          name="description"
          rows={2}
          value={edit.description}
          onInput={(e) => setEdit({ ...edit, description: e.currentTarget.value })}
        />
      </label>
      <label>
        {t('skillsGoal')}
        <textarea
          name="goal"
          rows={2}
          value={edit.goal}
          onInput={(e) => setEdit({ ...edit, goal: e.currentTarget.value })}
        />
      </label>
      {edit.params.length > 0 && (
        <p class="hint">
          {t('skillsParams')}: {edit.params.map((p) => `{{${p.name}}} = ${JSON.stringify(p.default ?? '')}`).join(', ')}
        </p>
      )}
      <ol class="skill-steps" aria-label={t('skillsSteps')}>
        {edit.steps.map((step, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps have no id; a removal re-renders the list
          <li key={i}>
            <code>{describeStep(step)}</code>{' '}
            {editableArgs(step).map(({ key, text }) => (
              <input
                key={key}
                name={`step-${i + 1}-${key}`}
                value={text}
                aria-label={t('skillsStepArg', String(i + 1), key)}
                onChange={(e) =>
                  setEdit({
                    ...edit,
                    steps: edit.steps.map((s, j) => (j === i ? withArg(s, key, e.currentTarget.value) : s)),
                  })
                }
              />
            ))}{' '}
            <button
              type="button"
              class="link"
              aria-label={t('skillsRemoveStep', String(i + 1))}
              onClick={() => setEdit({ ...edit, steps: edit.steps.filter((_, j) => j !== i) })}
            >
              ×
            </button>
          </li>
        ))}
        {edit.steps.length === 0 && <li class="hint">{t('skillsNoSteps')}</li>}
      </ol>
      <label class="inline">
        <input
          type="checkbox"
          name="favourite"
          checked={edit.favourite}
          onChange={(e) => setEdit({ ...edit, favourite: e.currentTarget.checked })}
        />{' '}
        {t('skillsFavourite')}
      </label>
      <fieldset>
        <legend>{t('skillsSchedule')}</legend>
        <select
          name="schedule"
          aria-label={t('skillsSchedule')}
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value as typeof kind)}
        >
          <option value="none">{t('skillsScheduleNone')}</option>
          <option value="interval">{t('skillsScheduleInterval')}</option>
          <option value="daily">{t('skillsScheduleDaily')}</option>
        </select>
        {kind === 'interval' && (
          <input
            name="minutes"
            type="number"
            min={1}
            value={minutes}
            aria-label={t('skillsMinutes')}
            onInput={(e) => setMinutes(e.currentTarget.value)}
          />
        )}
        {kind === 'daily' && (
          <input
            name="times"
            value={times}
            aria-label={t('skillsTimes')}
            onInput={(e) => setTimes(e.currentTarget.value)}
          />
        )}
        <label class="inline">
          <input
            type="checkbox"
            name="catchUp"
            checked={edit.catchUp}
            onChange={(e) => setEdit({ ...edit, catchUp: e.currentTarget.checked })}
          />{' '}
          {t('skillsCatchUp')}
        </label>
        <label>
          {t('skillsGrants')}
          <textarea
            name="grants"
            rows={2}
            value={grants}
            placeholder="https://example.com"
            onInput={(e) => setGrants(e.currentTarget.value)}
          />
        </label>
        {next !== undefined && skill.schedule && (
          <p class="hint">{t('skillsNextRun', new Date(next).toLocaleString())}</p>
        )}
      </fieldset>
      <div class="row">
        <button type="submit">{t('skillsLibrarySave')}</button>
        <button type="button" class="danger" onClick={() => void removeSkill(skill.id)}>
          {t('skillsDelete')}
        </button>
        <span role="status">{editorNotes.value[skill.id]}</span>
      </div>
    </form>
  );
}
