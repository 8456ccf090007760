import { t } from '../../shared/i18n';
import { historyOpen, refreshHistory } from '../store/history';
import { send, tabId } from '../store/session';
import { chooseProvider, currentProvider, settings } from '../store/settings';

/** The model picker lists the configured providers with their model; picking one makes it the default. */
function ModelPicker() {
  const providers = (settings.value?.providers ?? []).filter((p) => p.model);
  if (providers.length === 0) return null;
  return (
    <select
      class="model-picker"
      aria-label={t('panelModel')}
      value={currentProvider.value?.id ?? ''}
      onChange={(event) => void chooseProvider(event.currentTarget.value)}
    >
      {providers.map((p) => (
        <option key={p.id} value={p.id}>
          {p.label ? `${p.label} · ${p.model}` : p.model}
        </option>
      ))}
    </select>
  );
}

export function Header() {
  const toggleHistory = () => {
    historyOpen.value = !historyOpen.value;
    if (historyOpen.value) void refreshHistory();
  };
  return (
    <header class="panel-header">
      <h1>{t('panelTitle')}</h1>
      <ModelPicker />
      <button
        type="button"
        class="icon-button"
        onClick={() => {
          historyOpen.value = false;
          if (tabId.value !== undefined) send({ type: 'chat/new', tabId: tabId.value });
        }}
      >
        {t('panelNewChat')}
      </button>
      <button type="button" class="icon-button" aria-pressed={historyOpen.value} onClick={toggleHistory}>
        {t('panelHistory')}
      </button>
      <button type="button" class="icon-button" onClick={() => void chrome.runtime.openOptionsPage()} aria-label={t('panelOpenSettings')}>
        {t('panelSettingsShort')}
      </button>
    </header>
  );
}
