import { useState } from 'preact/hooks';
import { t } from '../shared/i18n';
import { sendToWorker } from '../shared/messaging';
import { ProviderKind, type ProviderConfig } from '../shared/settings';
import { save } from './store';
import { ChoiceField } from './fields';

interface Props {
  provider: ProviderConfig;
  isDefault: boolean;
  onDefault: () => void;
  onChange: (next: ProviderConfig | undefined) => void;
}

const kindLabels: Record<ProviderKind, string> = {
  anthropic: 'Anthropic',
  openai: 'OpenAI',
  'openai-compatible': 'OpenAI-compatible (Ollama, LM Studio, OpenRouter…)',
};

export function ProviderEditor({ provider, isDefault, onDefault, onChange }: Props) {
  const set = (change: Partial<ProviderConfig>) => onChange({ ...provider, ...change });
  const [test, setTest] = useState<{ ok: boolean; text: string } | undefined>();
  const id = (name: string) => `${provider.id}-${name}`;

  /** The worker tests the saved provider (keys never travel in messages), so save first. */
  const testConnection = async () => {
    setTest({ ok: true, text: t('optionsTesting') });
    if (!(await save())) return setTest(undefined);
    const result = await sendToWorker<{ model: string; reply: string }>({
      type: 'provider/test',
      providerId: provider.id,
    });
    setTest(
      result.ok ? { ok: true, text: t('optionsTestOk') } : { ok: false, text: t('optionsTestFailed', result.error) },
    );
  };

  return (
    <fieldset class="provider" data-provider={provider.id}>
      <legend>{provider.label || kindLabels[provider.kind]}</legend>
      <label>
        {t('optionsProviderKind')}
        <select
          name="kind"
          value={provider.kind}
          onChange={(e) => set({ kind: e.currentTarget.value as ProviderKind })}
        >
          {ProviderKind.options.map((kind) => (
            <option key={kind} value={kind}>
              {kindLabels[kind]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('optionsLabel')}
        <input type="text" name="label" value={provider.label} onInput={(e) => set({ label: e.currentTarget.value })} />
      </label>
      <label>
        {t('optionsApiKey')}
        <input
          type="password"
          name="apiKey"
          autocomplete="off"
          value={provider.apiKey}
          onInput={(e) => set({ apiKey: e.currentTarget.value })}
        />
      </label>
      <label>
        {t('optionsBaseUrl')}
        <input
          type="url"
          name="baseUrl"
          value={provider.baseUrl}
          aria-describedby={id('base-hint')}
          onInput={(e) => set({ baseUrl: e.currentTarget.value })}
        />
      </label>
      <p class="hint" id={id('base-hint')}>
        {t('optionsBaseUrlHint')}
      </p>
      <label>
        {t('optionsModel')}
        <input type="text" name="model" value={provider.model} onInput={(e) => set({ model: e.currentTarget.value })} />
      </label>
      <ChoiceField
        label={t('optionsVision')}
        name="vision"
        value={provider.vision}
        choices={[
          ['auto', t('optionsVisionAuto')],
          ['yes', t('optionsVisionYes')],
          ['no', t('optionsVisionNo')],
        ]}
        onChange={(vision) => set({ vision })}
      />
      <div class="row">
        <label class="inline">
          <input type="radio" name="defaultProvider" checked={isDefault} onChange={onDefault} />
          {t('optionsDefault')}
        </label>
        <button type="button" class="secondary test-connection" onClick={() => void testConnection()}>
          {t('optionsTestConnection')}
        </button>
        <button type="button" class="secondary" onClick={() => onChange(undefined)}>
          {t('optionsRemove')}
        </button>
      </div>
      <p class={test?.ok === false ? 'test-result error' : 'test-result'} aria-live="polite">
        {test?.text}
      </p>
    </fieldset>
  );
}
