import { t } from '../shared/i18n';
import { Composer } from './components/Composer';
import { ConfirmationCards } from './components/ConfirmationCard';
import { ErrorNotice } from './components/ErrorNotice';
import { Header } from './components/Header';
import { YourTurn } from './components/Handoff';
import { HistoryPanel } from './components/HistoryPanel';
import { MessageList } from './components/MessageList';
import { OriginsLine } from './components/OriginsLine';
import { Onboarding } from './components/Onboarding';
import { UsageBar } from './components/UsageBar';
import { McpBar } from './components/McpBar';
import { SaveSkill } from './components/SaveSkill';
import { SkillForm } from './components/SkillForm';
import { historyOpen } from './store/history';
import { items, running, send, session, tabId } from './store/session';
import { needsSetup } from './store/settings';

function Interrupted() {
  return (
    <div class="notice-bar" role="status">
      <p>{t('panelInterrupted')}</p>
      <button
        type="button"
        onClick={() => tabId.value !== undefined && send({ type: 'chat/continue', tabId: tabId.value })}
      >
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
  // The run's error is often the last answer's own error: show it once, inline.
  const last = items.value.at(-1);
  const errorShownInline = last?.kind === 'assistant' && last.error?.message === view?.error?.message;
  return (
    <main class="panel" aria-busy={running.value} data-status={view?.status ?? 'loading'}>
      <Header />
      <McpBar />
      {/* Setup shows on an empty chat only: a message sent without a model stays visible with its "open settings" fix. */}
      {historyOpen.value ? (
        <HistoryPanel />
      ) : needsSetup.value && items.value.length === 0 ? (
        <Onboarding />
      ) : (
        <MessageList />
      )}
      <ConfirmationCards />
      {view?.status === 'interrupted' && <Interrupted />}
      {view?.status === 'waiting' && view.handoff && <YourTurn handoff={view.handoff} />}
      {view?.error && !errorShownInline && <ErrorNotice error={view.error} />}
      <OriginsLine />
      <UsageBar />
      <SaveSkill />
      <SkillForm />
      <Composer />
    </main>
  );
}
