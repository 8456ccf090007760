import { describeStep } from '../../agent/skills';
import { t } from '../../shared/i18n';
import { draft } from '../store/session';
import { completions, draftSkill, formValues, runDraftSkill, runValues, skillNote, trustGiven } from '../store/skills';

/**
 * Above the composer while the draft starts with `/`: the skills whose name fits (Tab or a click completes), and
 * for a named skill a small form with its parameters (pre-filled from the line and the defaults) and, for an
 * imported skill not yet approved, its steps and the approval.
 */
export function SkillForm() {
  const list = completions.value;
  const skill = draftSkill.value;
  if (list.length) {
    return (
      <ul class="skill-completions" aria-label={t('skillsCompletions')}>
        {list.map((s) => (
          <li key={s.id}>
            <button type="button" class="link" onClick={() => (draft.value = `/${s.name} `)}>
              <strong>/{s.name}</strong> <span>{s.description}</span>
            </button>
          </li>
        ))}
      </ul>
    );
  }
  if (!skill) return null;
  const { values, missing } = runValues(skill);
  return (
    <form
      class="skill-form"
      aria-label={t('skillsFormLabel', skill.name)}
      onSubmit={(e) => {
        e.preventDefault();
        void runDraftSkill();
      }}
    >
      <p class="skill-form-title">
        <strong>/{skill.name}</strong> {skill.description}
      </p>
      {skill.params.map((p) => (
        <label key={p.name} class="skill-param">
          <span>{p.description || p.name}</span>
          <input
            name={p.name}
            value={formValues.value[p.name] ?? values[p.name] ?? ''}
            aria-invalid={missing.includes(p.name)}
            required
            onInput={(e) => (formValues.value = { ...formValues.value, [p.name]: e.currentTarget.value })}
          />
        </label>
      ))}
      {!skill.trusted && (
        <div class="skill-untrusted" role="alert">
          <p>{t('skillsUntrustedNote')}</p>
          {/* The goal becomes the user's words once approved (the model's brief): it is read here with the steps. */}
          <p class="skill-goal">
            {t('skillsGoal')}: {skill.goal}
          </p>
          <ol>
            {skill.steps.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: steps have no id and never reorder here
              <li key={i}>{describeStep(s)}</li>
            ))}
          </ol>
          <label>
            <input
              type="checkbox"
              checked={trustGiven.value}
              onChange={(e) => (trustGiven.value = e.currentTarget.checked)}
            />{' '}
            {t('skillsTrust')}
          </label>
        </div>
      )}
      <button type="submit" disabled={missing.length > 0 || (!skill.trusted && !trustGiven.value)}>
        {t('skillsRun')}
      </button>
      {skillNote.value && <p role="status">{skillNote.value}</p>}
    </form>
  );
}
