import { useRef, useState } from 'preact/hooks';
import { t } from '../shared/i18n';
import { exportSettings, parseSettings } from '../shared/settings';
import { draft, save, status } from './store';
import { checkSecrets } from './validate';

/** Settings to and from a JSON file. API keys and secret values stay out of the file unless the user ticks the box. */
export function ImportExport() {
  const [withKeys, setWithKeys] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const exportFile = () => {
    if (!draft.value) return;
    // The file gets origins cleaned as Save would store them (the draft keeps them as typed).
    const checked = checkSecrets(draft.value);
    const json = JSON.stringify(exportSettings(checked.ok ? checked.settings : draft.value, withKeys), null, 2);
    const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'tabwright-settings.json';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    let raw: unknown;
    try {
      raw = JSON.parse(await file.text());
    } catch {
      status.value = t('optionsImportNotJson');
      return;
    }
    const read = parseSettings(raw);
    if (read.problem) {
      status.value = t('optionsImportFailed', read.problem);
      return;
    }
    const current = draft.value;
    // A file without keys keeps the keys already set here for the same provider ids.
    const providers = read.settings.providers.map((p) => ({
      ...p,
      apiKey: p.apiKey || current?.providers.find((q) => q.id === p.id)?.apiKey || '',
    }));
    // Likewise secret values, by name: a file shared without them must not wipe the ones saved here.
    const secrets = read.settings.secrets.map((s) => ({
      ...s,
      value: s.value || current?.secrets.find((q) => q.name === s.name)?.value || '',
    }));
    draft.value = { ...read.settings, providers, secrets };
    if (await save()) status.value = t('optionsImported');
  };

  return (
    <section aria-labelledby="transfer-heading">
      <h2 id="transfer-heading">{t('optionsTransfer')}</h2>
      <label class="inline">
        <input
          type="checkbox"
          name="includeKeys"
          checked={withKeys}
          onChange={(e) => setWithKeys(e.currentTarget.checked)}
        />
        {t('optionsIncludeKeys')}
      </label>
      <div class="row">
        <button type="button" class="secondary" onClick={exportFile}>
          {t('optionsExport')}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          name="importFile"
          hidden
          tabIndex={-1}
          onChange={(e) => {
            // Cleared so picking the same file again fires change again (currentTarget is gone after the await).
            const input = e.currentTarget;
            void importFile(input.files?.[0]).finally(() => (input.value = ''));
          }}
        />
        <button type="button" class="secondary" onClick={() => fileInput.current?.click()}>
          {t('optionsImport')}
        </button>
      </div>
    </section>
  );
}
