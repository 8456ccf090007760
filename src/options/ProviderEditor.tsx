import { t } from '../shared/i18n';
import { ProviderKind, type ProviderConfig } from '../shared/settings';

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
  return (
    <fieldset class="provider" data-provider={provider.id}>
      <legend>{provider.label || kindLabels[provider.kind]}</legend>
      <label>
        {t('optionsProviderKind')}
        <select name="kind" value={provider.kind} onChange={(e) => set({ kind: e.currentTarget.value as ProviderKind })}>
          {ProviderKind.options.map((kind) => (
            <option key={kind} value={kind}>
              {kindLabels[kind]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('optionsApiKey')}
        <input type="password" name="apiKey" autocomplete="off" value={provider.apiKey} onInput={(e) => set({ apiKey: e.currentTarget.value })} />
      </label>
      <label>
        {t('optionsBaseUrl')}
        <input type="url" name="baseUrl" value={provider.baseUrl} onInput={(e) => set({ baseUrl: e.currentTarget.value })} />
      </label>
      <label>
        {t('optionsModel')}
        <input type="text" name="model" value={provider.model} onInput={(e) => set({ model: e.currentTarget.value })} />
      </label>
      <label class="inline">
        <input type="radio" name="defaultProvider" checked={isDefault} onChange={onDefault} />
        {t('optionsDefault')}
      </label>
      <button type="button" onClick={() => onChange(undefined)}>
        {t('optionsRemove')}
      </button>
    </fieldset>
  );
}
