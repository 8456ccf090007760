import { useState } from 'preact/hooks';
import { t } from '../../shared/i18n';
import { sendToWorker } from '../../shared/messaging';
import type { ProviderConfig, ProviderKind } from '../../shared/settings';
import { updateSettings } from '../../shared/settings-store';
import { setupOpen } from '../store/settings';

/** First run: one provider, working, in a few fields. Local Ollama needs no key. */
interface Preset {
  id: string;
  kind: ProviderKind;
  label: string;
  baseUrl: string;
  model: string;
  needsKey: boolean;
}

const PRESETS: Preset[] = [
  { id: 'anthropic', kind: 'anthropic', label: 'Anthropic', baseUrl: '', model: 'claude-sonnet-4-5', needsKey: true },
  { id: 'openai', kind: 'openai', label: 'OpenAI', baseUrl: '', model: 'gpt-4.1', needsKey: true },
  {
    id: 'ollama',
    kind: 'openai-compatible',
    label: 'Ollama',
    baseUrl: 'http://127.0.0.1:11434/v1',
    model: 'qwen2.5:7b',
    needsKey: false,
  },
  { id: 'other', kind: 'openai-compatible', label: '', baseUrl: '', model: '', needsKey: true },
];

export function Onboarding() {
  const [preset, setPreset] = useState<Preset>(PRESETS[0]!);
  const [apiKey, setApiKey] = useState('');
  const [baseUrl, setBaseUrl] = useState(preset.baseUrl);
  const [model, setModel] = useState(preset.model);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const pick = (next: Preset) => {
    setPreset(next);
    setBaseUrl(next.baseUrl);
    setModel(next.model);
  };

  /** Saves the provider (tests need it saved: the worker reads keys from settings, never from a page). */
  const save = async (): Promise<ProviderConfig> => {
    const provider: ProviderConfig = {
      id: `p${Date.now().toString(36)}`,
      kind: preset.kind,
      label: preset.label,
      apiKey: apiKey.trim(),
      baseUrl: baseUrl.trim(),
      model: model.trim(),
      vision: 'auto',
    };
    await updateSettings((current) => ({
      ...current,
      providers: [...current.providers, provider],
      defaultProviderId: provider.id,
    }));
    return provider;
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setupOpen.value = true;
    setStatus(t('optionsTesting'));
    try {
      const provider = await save();
      const result = await sendToWorker({ type: 'provider/test', providerId: provider.id });
      setStatus(result.ok ? t('optionsTestOk') : t('onboardingSavedButFailed', result.error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section class="onboarding" aria-labelledby="onboarding-heading">
      <h2 id="onboarding-heading">{t('onboardingTitle')}</h2>
      <p>{t('onboardingIntro')}</p>
      <form onSubmit={(e) => void submit(e)}>
        <fieldset>
          <legend>{t('onboardingChoose')}</legend>
          {PRESETS.map((p) => (
            <label key={p.id} class="inline">
              <input type="radio" name="preset" value={p.id} checked={preset.id === p.id} onChange={() => pick(p)} />
              {t(`onboardingPreset_${p.id}`)}
            </label>
          ))}
        </fieldset>
        {preset.needsKey && (
          <label>
            {t('optionsApiKey')}
            <input
              type="password"
              name="apiKey"
              autocomplete="off"
              required={preset.kind !== 'openai-compatible'}
              value={apiKey}
              onInput={(e) => setApiKey(e.currentTarget.value)}
            />
          </label>
        )}
        {preset.kind === 'openai-compatible' && (
          <label>
            {t('optionsBaseUrl')}
            <input
              type="url"
              name="baseUrl"
              required
              value={baseUrl}
              onInput={(e) => setBaseUrl(e.currentTarget.value)}
            />
          </label>
        )}
        <label>
          {t('optionsModel')}
          <input type="text" name="model" required value={model} onInput={(e) => setModel(e.currentTarget.value)} />
        </label>
        {preset.id === 'ollama' && <p class="hint">{t('onboardingOllamaHint')}</p>}
        <button type="submit" disabled={busy}>
          {t('onboardingSave')}
        </button>
        <p role="status" class="status">
          {status}
        </p>
        {setupOpen.value && !busy && (
          <button type="button" onClick={() => (setupOpen.value = false)}>
            {t('onboardingStart')}
          </button>
        )}
      </form>
    </section>
  );
}
