import { t } from '../shared/i18n';
import { loadSettings } from '../shared/settings-store';
import { activeProvider } from '../shared/settings';
import { sessions, type ChatTurn } from './sessions';

/** Starts the agent on a tab's session. The loop itself is wired in by the agent integration. */
export async function startTask(tabId: number, text: string): Promise<void> {
  const turn: ChatTurn = { id: crypto.randomUUID(), role: 'user', text, at: Date.now() };
  await sessions.update(tabId, (view) => {
    view.messages.push(turn);
    delete view.error;
  });
  const { settings } = await loadSettings();
  const provider = activeProvider(settings);
  if (!provider || !provider.model) {
    await sessions.update(tabId, (view) => {
      view.status = 'error';
      view.error = { kind: 'no_provider', message: t('errorNoProvider') };
    });
    return;
  }
  await sessions.update(tabId, (view) => {
    view.status = 'error';
    view.error = { kind: 'not_wired', message: 'The agent loop is not wired yet.' };
  });
}

export async function stopTask(_tabId: number): Promise<void> {}

export async function recentTasks(): Promise<string[]> {
  return [];
}
