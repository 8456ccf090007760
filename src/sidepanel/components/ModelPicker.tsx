import { t } from '../../shared/i18n';
import { cachedModelsRead, chooseModel, loadMoreModels, modelsLoading, modelsNote, modelsOf } from '../store/models';
import { currentProvider, settings } from '../store/settings';

/** Option values carry provider and model together; JSON so a model id with any character round-trips. */
const encode = (providerId: string, model: string) => JSON.stringify([providerId, model]);

/**
 * The configured providers' models grouped by provider, and a button that adds what each endpoint lists. The
 * option text repeats the provider because a closed select shows the option only, not its group.
 */
export function ModelPicker() {
  const providers = (settings.value?.providers ?? []).filter((p) => modelsOf(p).length > 0);
  if (providers.length === 0) return null;
  const current = currentProvider.value;
  return (
    <>
      <select
        class="model-picker"
        aria-label={t('panelModel')}
        aria-busy={!cachedModelsRead.value}
        value={current ? encode(current.id, current.model) : ''}
        onChange={(event) => {
          const [providerId, model] = JSON.parse(event.currentTarget.value) as [string, string];
          void chooseModel(providerId, model);
        }}
      >
        {providers.map((p) => (
          <optgroup key={p.id} label={p.label || p.kind}>
            {modelsOf(p).map((model) => (
              <option key={model} value={encode(p.id, model)}>
                {p.label ? `${p.label} · ${model}` : model}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <button
        type="button"
        class="icon-button more-models"
        disabled={modelsLoading.value}
        onClick={() => void loadMoreModels()}
      >
        {t('panelMoreModels')}
      </button>
    </>
  );
}

/** Loading, how many were listed, an endpoint's own error: on its own line at the end of the header. */
export function ModelsNote() {
  return (
    <p class="models-note" role="status">
      {modelsNote.value}
    </p>
  );
}
