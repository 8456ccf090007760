import { t } from '../../shared/i18n';
import { historyOpen, refreshHistory } from '../store/history';
import { send, tabId } from '../store/session';
import { ModelPicker, ModelsNote } from './ModelPicker';

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
      <button
        type="button"
        class="icon-button"
        onClick={() => void chrome.runtime.openOptionsPage()}
        aria-label={t('panelOpenSettings')}
      >
        {t('panelSettingsShort')}
      </button>
      <ModelsNote />
    </header>
  );
}
