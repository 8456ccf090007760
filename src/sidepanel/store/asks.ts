import { effect, signal } from '@preact/signals';
import type { PanelToWorker, PolicyAsk, WorkerToPanel } from '../../shared/protocol';
import { onWorkerMessage, send, tabId } from './session';

/**
 * Confirmation cards of the bound tab, pending and answered (an answered card stays, with its answer). They arrive
 * on the chat's own port (store/session.ts): the worker sends every card it has shown when a panel attaches, so a
 * panel opened (or reconnected) while the agent waits still shows the question.
 */
export const asks = signal<PolicyAsk[]>([]);
/** The conversation the cards belong to: a new one (New chat) clears them. */
let conversationId: string | undefined;

function onMessage(message: WorkerToPanel): void {
  if (message.type === 'policy/ask') {
    const rest = asks.value.filter((a) => a.askId !== message.ask.askId);
    asks.value = [...rest, message.ask].sort((a, b) => a.at - b.at);
  } else if (message.type === 'policy/answered') {
    asks.value = asks.value.map((a) => (a.askId === message.askId ? { ...a, answer: message.answer } : a));
  } else if (message.type === 'session/state') {
    // A new chat: the old cards belong to the old conversation. (Not every empty state: an external agent's calls
    // ask in a tab whose chat stays empty, and the cards re-sent on attach come before the first state.)
    if (conversationId !== undefined && message.state.conversationId !== conversationId) asks.value = [];
    conversationId = message.state.conversationId;
  }
}

// Listening from module load: the cards re-sent when the panel attaches can arrive before any component mounts.
onWorkerMessage(onMessage);

/** Follows the chat's tab (tabs switch in a global panel): another tab's cards are not this tab's. */
export function startAsks(): () => void {
  let boundTab = tabId.value;
  return effect(() => {
    if (tabId.value === boundTab) return;
    boundTab = tabId.value;
    conversationId = undefined;
    asks.value = [];
  });
}

export function answer(ask: PolicyAsk, choice: Extract<PanelToWorker, { type: 'ask/answer' }>['answer']): void {
  if (tabId.value === undefined) return;
  send({ type: 'ask/answer', tabId: tabId.value, askId: ask.askId, answer: choice });
}
