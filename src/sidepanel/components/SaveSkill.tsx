import { useState } from 'preact/hooks';
import { t } from '../../shared/i18n';
import { running, session } from '../store/session';
import { saveAsSkill } from '../store/skills';

/** "Save as skill" under a finished conversation: a name and a description the user can edit, then saved. */
export function SaveSkill() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [note, setNote] = useState('');
  const view = session.value;
  if (!view || running.value || view.status !== 'idle' || !view.messages.some((m) => m.role === 'toolResult'))
    return note ? (
      <p class="skill-saved" role="status">
        {note}
      </p>
    ) : null;
  if (!open)
    return (
      <div class="skill-save">
        <button type="button" class="secondary" onClick={() => setOpen(true)}>
          {t('skillsSave')}
        </button>
        {note && <span role="status">{note}</span>}
      </div>
    );
  return (
    <form
      class="skill-save"
      aria-label={t('skillsSave')}
      onSubmit={async (e) => {
        e.preventDefault();
        const saved = await saveAsSkill(name, description);
        setNote(saved.ok ? t('skillsSaved', saved.text) : saved.text);
        if (saved.ok) setOpen(false);
      }}
    >
      <label>
        {t('skillsName')}
        <input name="skill-name" required value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <label>
        {t('skillsDescription')}
        <textarea
          name="skill-description"
          rows={2}
          value={description}
          onInput={(e) => setDescription(e.currentTarget.value)}
        />
      </label>
      <button type="submit">{t('skillsSaveConfirm')}</button>
      <button type="button" class="secondary" onClick={() => setOpen(false)}>
        {t('skillsCancel')}
      </button>
    </form>
  );
}
