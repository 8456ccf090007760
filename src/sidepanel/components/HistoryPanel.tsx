import { t, uiLanguage } from '../../shared/i18n';
import {
  exportConversation,
  historyError,
  historyItems,
  historyQuery,
  openConversation,
  refreshHistory,
  removeConversation,
} from '../store/history';
import { session, tabId } from '../store/session';

export function HistoryPanel() {
  const when = new Intl.DateTimeFormat(uiLanguage().replace('_', '-'), { dateStyle: 'medium', timeStyle: 'short' });
  const open = (id: string) => tabId.value !== undefined && void openConversation(tabId.value, id);
  return (
    <section class="history" aria-labelledby="history-heading">
      <h2 id="history-heading">{t('panelHistory')}</h2>
      <input
        type="search"
        class="history-search"
        aria-label={t('historySearch')}
        placeholder={t('historySearch')}
        value={historyQuery.value}
        onInput={(event) => {
          historyQuery.value = event.currentTarget.value;
          void refreshHistory();
        }}
      />
      {historyError.value && <p role="alert">{historyError.value}</p>}
      {historyItems.value.length === 0 ? (
        <p class="empty">{historyQuery.value ? t('historyNoMatch') : t('historyEmpty')}</p>
      ) : (
        <ul class="history-list">
          {historyItems.value.map((c) => {
            const title = c.title || t('historyUntitled');
            const current = c.id === session.value?.conversationId;
            return (
              <li key={c.id} class="history-item" data-conversation={c.id}>
                <button
                  type="button"
                  class="history-open link-button"
                  onClick={() => open(c.id)}
                  aria-current={current ? 'true' : undefined}
                >
                  <span class="history-title">{title}</span>
                  <span class="history-meta">{when.format(c.updatedAt)}</span>
                </button>
                <div class="history-actions">
                  <button type="button" class="secondary" onClick={() => void exportConversation(c.id, 'md')}>
                    {t('historyExportMd')}
                    <span class="visually-hidden"> {title}</span>
                  </button>
                  <button type="button" class="secondary" onClick={() => void exportConversation(c.id, 'json')}>
                    {t('historyExportJson')}
                    <span class="visually-hidden"> {title}</span>
                  </button>
                  <button type="button" class="secondary danger-text" onClick={() => void removeConversation(c.id)}>
                    {t('historyDelete')}
                    <span class="visually-hidden"> {title}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
