import { useEffect, useRef, useState } from 'preact/hooks';
import { exportSkills } from '../../agent/skills';
import { t } from '../../shared/i18n';
import { SkillEditor } from './SkillEditor';
import { createFromPrompt, importText, library, libraryNote, pendingImport, reload, runs } from './store';

/** The skill library: every skill with its editor, export and import as JSON, a new skill from a prompt alone. */
export function SkillsLibrary() {
  const fileInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [goal, setGoal] = useState('');
  const [url, setUrl] = useState('');
  useEffect(() => {
    void reload();
    const listener = (changes: Record<string, unknown>, area: string) => {
      if (area === 'local' && (changes.skills || changes.skillRuns)) void reload();
    };
    chrome.storage.onChanged.addListener(listener);
    return () => chrome.storage.onChanged.removeListener(listener);
  }, []);

  const exportFile = () => {
    const url = URL.createObjectURL(new Blob([exportSkills(library.value)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'tabwright-skills.json';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const importFile = async (file: File | undefined) => {
    if (file) await importText(await file.text());
  };
  const pending = pendingImport.value;

  return (
    <section class="skills" aria-labelledby="skills-heading">
      <h2 id="skills-heading">{t('skillsLibrary')}</h2>
      {library.value.length === 0 && <p class="hint">{t('skillsLibraryEmpty')}</p>}
      {library.value.map((skill) => (
        <SkillEditor key={`${skill.id}:${skill.updatedAt}`} skill={skill} />
      ))}
      <div class="row">
        <button type="button" onClick={exportFile} disabled={library.value.length === 0}>
          {t('skillsExport')}
        </button>
        <button type="button" onClick={() => fileInput.current?.click()}>
          {t('skillsImport')}
        </button>
        <input
          ref={fileInput}
          type="file"
          name="skills-file"
          accept="application/json,.json"
          hidden
          onChange={(e) => {
            const input = e.currentTarget;
            void importFile(input.files?.[0]).finally(() => (input.value = ''));
          }}
        />
      </div>
      <p role="status" class="skills-status">
        {libraryNote.value}
      </p>
      {pending && (
        <div class="row skills-clash">
          <button type="button" onClick={() => void importText(pending.text, 'replace')}>
            {t('skillsImportReplace')}
          </button>
          <button type="button" onClick={() => void importText(pending.text, 'keep-both')}>
            {t('skillsImportKeepBoth')}
          </button>
          <button
            type="button"
            onClick={() => {
              pendingImport.value = undefined;
              libraryNote.value = t('skillsImportCancelled');
            }}
          >
            {t('skillsImportCancel')}
          </button>
        </div>
      )}
      <form
        class="skill-new"
        aria-label={t('skillsNewFromPrompt')}
        onSubmit={async (e) => {
          e.preventDefault();
          const error = await createFromPrompt(name, goal, url);
          libraryNote.value = error ? t('skillsSaveFailed', error) : t('skillsLibrarySaved');
          if (!error) setName(''), setGoal(''), setUrl('');
        }}
      >
        <h3>{t('skillsNewFromPrompt')}</h3>
        <label>
          {t('skillsName')}
          <input name="new-name" required value={name} onInput={(e) => setName(e.currentTarget.value)} />
        </label>
        <label>
          {t('skillsGoal')}
          <textarea name="new-goal" required rows={2} value={goal} onInput={(e) => setGoal(e.currentTarget.value)} />
        </label>
        <label>
          {t('skillsStartUrl')}
          <input name="new-url" type="url" value={url} onInput={(e) => setUrl(e.currentTarget.value)} />
        </label>
        <button type="submit">{t('skillsCreate')}</button>
      </form>
      {runs.value.length > 0 && (
        <details>
          <summary>{t('skillsRecentRuns')}</summary>
          <ul class="skill-runs">
            {runs.value.slice(0, 10).map((r) => (
              <li key={`${r.name}${r.at}`}>
                {new Date(r.at).toLocaleString()} /{r.name} ({r.trigger}):{' '}
                {r.ok
                  ? r.replayed
                    ? t('skillsRunReplayed')
                    : t('skillsRunRepaired')
                  : t('skillsRunFailed', r.reason ?? '')}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
