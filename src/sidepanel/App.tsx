import { t } from '../shared/i18n';
import { Composer } from './components/Composer';
import { ErrorNotice } from './components/ErrorNotice';
import { Header } from './components/Header';
import { HistoryPanel } from './components/HistoryPanel';
import { MessageList } from './components/MessageList';
import { Onboarding } from './components/Onboarding';
import { UsageBar } from './components/UsageBar';
import { historyOpen } from './store/history';
import { running, send, session, tabId } from './store/session';
import { needsSetup } from './store/settings';

function Interrupted() {
  return (
    <div class="notice-bar" role="status">
      <p>{t('panelInterrupted')}</p>
      <button type="button" onClick={() => tabId.value !== undefined && send({ type: 'chat/continue', tabId: tabId.value })}>
        {t('panelContinue')}
      </button>
    </div>
  );
}

export function App() {
  if (tabId.value === undefined) {
    return (
      <main class="panel">
        <p role="alert">{t('panelNoTab')}</p>
      </main>
    );
  }
  const view = session.value;
  return (
    <main class="panel" aria-busy={running.value} data-status={view?.status ?? 'loading'}>
      <Header />
      {historyOpen.value ? <HistoryPanel /> : needsSetup.value ? <Onboarding /> : <MessageList />}
      {view?.status === 'interrupted' && <Interrupted />}
      {view?.error && <ErrorNotice error={view.error} />}
      <UsageBar />
      <Composer />
    </main>
  );
}
