import { t } from '../../shared/i18n';
import type { SessionView } from '../../shared/protocol';

interface Turn {
  id: string;
  role: string;
  text: string;
}

function isTurn(value: unknown): value is Turn {
  return typeof value === 'object' && value !== null && 'role' in value && 'text' in value;
}

export function MessageList({ view }: { view: SessionView | undefined }) {
  const turns = (view?.messages ?? []).filter(isTurn);
  if (turns.length === 0) return <p class="empty">{t('panelEmpty')}</p>;
  return (
    <ol class="messages" aria-live="polite">
      {turns.map((turn) => (
        <li key={turn.id} class={`message message-${turn.role}`}>
          <span class="author">{turn.role === 'user' ? t('panelYou') : t('panelAssistant')}</span>
          <div class="text">{turn.text}</div>
        </li>
      ))}
    </ol>
  );
}
