import { t } from '../shared/i18n';
import { session } from './store/session';
import { Composer } from './components/Composer';
import { MessageList } from './components/MessageList';

export function App({ tabId }: { tabId: number | undefined }) {
  if (tabId === undefined) return <main class="panel"><p role="alert">{t('panelNoTab')}</p></main>;
  const view = session.value;
  return (
    <main class="panel" aria-busy={view?.status === 'running'}>
      <header class="panel-header">
        <h1>{t('panelTitle')}</h1>
      </header>
      <MessageList view={view} />
      {view?.error && (
        <div class="error" role="alert">
          <p>{view.error.message}</p>
          {view.error.kind === 'no_provider' && (
            <button type="button" onClick={() => void chrome.runtime.openOptionsPage()}>
              {t('panelOpenSettings')}
            </button>
          )}
        </div>
      )}
      <Composer tabId={tabId} running={view?.status === 'running'} />
    </main>
  );
}
