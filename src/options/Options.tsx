import { useState } from 'preact/hooks';
import { t } from '../shared/i18n';
import type { ProviderConfig, Settings } from '../shared/settings';
import { saveSettings } from '../shared/settings-store';
import { ProviderEditor } from './ProviderEditor';

export function Options({ initial, problem }: { initial: Settings; problem?: string }) {
  const [settings, setSettings] = useState(initial);
  const [status, setStatus] = useState(problem ?? '');

  const patch = (change: Partial<Settings>) => setSettings({ ...settings, ...change });
  const setProvider = (index: number, provider: ProviderConfig | undefined) => {
    const providers = [...settings.providers];
    if (provider) providers[index] = provider;
    else providers.splice(index, 1);
    patch({ providers });
  };
  const addProvider = () => {
    const id = `p${Date.now().toString(36)}`;
    const provider: ProviderConfig = { id, kind: 'anthropic', label: '', apiKey: '', baseUrl: '', model: '', vision: 'auto' };
    patch({ providers: [...settings.providers, provider], defaultProviderId: settings.defaultProviderId || id });
  };
  const save = async (event: Event) => {
    event.preventDefault();
    try {
      await saveSettings(settings);
      setStatus(t('optionsSaved'));
    } catch (error) {
      setStatus(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <main class="options">
      <h1>{t('optionsTitle')}</h1>
      <form onSubmit={save}>
        <section aria-labelledby="providers-heading">
          <h2 id="providers-heading">{t('optionsProviders')}</h2>
          {settings.providers.map((provider, index) => (
            <ProviderEditor
              key={provider.id}
              provider={provider}
              isDefault={settings.defaultProviderId === provider.id}
              onDefault={() => patch({ defaultProviderId: provider.id })}
              onChange={(next) => setProvider(index, next)}
            />
          ))}
          <button type="button" onClick={addProvider}>
            {t('optionsAddProvider')}
          </button>
        </section>
        <section class="grid">
          <label>
            {t('optionsMaxSteps')}
            <input
              type="number"
              name="maxSteps"
              min={1}
              max={200}
              value={settings.maxSteps}
              onInput={(event) => patch({ maxSteps: Number(event.currentTarget.value) || 1 })}
            />
          </label>
          <label>
            {t('optionsLanguage')}
            <select
              name="language"
              value={settings.language}
              onChange={(event) => patch({ language: event.currentTarget.value as Settings['language'] })}
            >
              <option value="auto">{t('optionsLanguageAuto')}</option>
              <option value="en">English</option>
              <option value="zh_CN">简体中文</option>
            </select>
          </label>
        </section>
        <button type="submit">{t('optionsSave')}</button>
        <p role="status" class="status">
          {status}
        </p>
      </form>
    </main>
  );
}
