import { t } from '../shared/i18n';
import type { Settings } from '../shared/settings';
import { CodingAgents } from './CodingAgents';
import { ChoiceField, CountField } from './fields';
import { ImportExport } from './ImportExport';
import { ProviderEditor } from './ProviderEditor';
import { Secrets } from './Secrets';
import { Shortcuts } from './Shortcuts';
import { SitePermissions } from './SitePermissions';
import { SkillsLibrary } from './skills/SkillsLibrary';
import { addProvider, draft, patch, save, setProvider, status } from './store';

function Providers({ settings }: { settings: Settings }) {
  return (
    <section aria-labelledby="providers-heading">
      <h2 id="providers-heading">{t('optionsProviders')}</h2>
      {settings.providers.length === 0 && <p class="hint">{t('optionsNoProviders')}</p>}
      {settings.providers.map((provider) => (
        <ProviderEditor
          key={provider.id}
          provider={provider}
          isDefault={settings.defaultProviderId === provider.id}
          onDefault={() => patch({ defaultProviderId: provider.id })}
          onChange={(next) => setProvider(provider.id, next)}
        />
      ))}
      <button type="button" onClick={addProvider}>
        {t('optionsAddProvider')}
      </button>
    </section>
  );
}

function providerName(p: Settings['providers'][number]): string {
  return [p.label, p.model].filter(Boolean).join(' · ') || p.kind;
}

function General({ settings }: { settings: Settings }) {
  return (
    <section class="grid" aria-labelledby="general-heading">
      <h2 id="general-heading">{t('optionsGeneral')}</h2>
      <label>
        {t('optionsVisionProvider')}
        <select
          name="visionProvider"
          value={settings.visionProviderId}
          onChange={(e) => patch({ visionProviderId: e.currentTarget.value })}
        >
          <option value="">{t('optionsVisionNone')}</option>
          {settings.providers.map((p) => (
            <option key={p.id} value={p.id}>
              {providerName(p)}
            </option>
          ))}
        </select>
      </label>
      <ChoiceField
        label={t('optionsMode')}
        name="mode"
        value={settings.mode}
        choices={[
          ['act-without-asking', t('optionsModeAct')],
          ['ask-before-acting', t('optionsModeAsk')],
        ]}
        onChange={(mode) => patch({ mode })}
      />
      <CountField
        label={t('optionsMaxSteps')}
        name="maxSteps"
        max={200}
        value={settings.maxSteps}
        onChange={(maxSteps) => patch({ maxSteps })}
      />
      <CountField
        label={t('optionsMaxMinutes')}
        name="maxTaskMinutes"
        max={120}
        value={settings.maxTaskMinutes}
        onChange={(maxTaskMinutes) => patch({ maxTaskMinutes })}
      />
      <ChoiceField
        label={t('optionsLanguage')}
        name="language"
        value={settings.language}
        choices={[
          ['auto', t('optionsLanguageAuto')],
          ['en', 'English', 'en'],
          ['zh_CN', '简体中文', 'zh-CN'],
        ]}
        onChange={(language) => patch({ language })}
      />
    </section>
  );
}

export function Options({ initialLanguage }: { initialLanguage: Settings['language'] }) {
  const settings = draft.value;
  if (!settings) return null;
  const submit = async (event: Event) => {
    event.preventDefault();
    // A new language needs this page's strings reloaded.
    if ((await save()) && settings.language !== initialLanguage) location.reload();
  };
  return (
    <main class="options">
      <h1>{t('optionsTitle')}</h1>
      <form onSubmit={(e) => void submit(e)}>
        <Providers settings={settings} />
        <General settings={settings} />
        <SitePermissions />
        <Secrets />
        <div class="save-bar">
          <button type="submit">{t('optionsSave')}</button>
          <p role="status" class="status">
            {status.value}
          </p>
        </div>
      </form>
      <ImportExport />
      <SkillsLibrary />
      <Shortcuts />
      <CodingAgents />
    </main>
  );
}
