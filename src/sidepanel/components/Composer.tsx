import { t } from '../../shared/i18n';
import { draft, send } from '../store/session';

export function Composer({ tabId, running }: { tabId: number; running: boolean }) {
  const submit = (event: Event) => {
    event.preventDefault();
    const text = draft.value.trim();
    if (!text) return;
    send({ type: 'chat/send', tabId, text, attachments: [] });
    draft.value = '';
  };
  return (
    <form class="composer" onSubmit={submit}>
      <textarea
        aria-label={t('panelInputLabel')}
        placeholder={t('panelInputPlaceholder')}
        value={draft.value}
        rows={3}
        onInput={(event) => (draft.value = event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) submit(event);
        }}
      />
      {running ? (
        <button type="button" onClick={() => send({ type: 'chat/stop', tabId })}>
          {t('panelStop')}
        </button>
      ) : (
        <button type="submit">{t('panelSend')}</button>
      )}
    </form>
  );
}
