import { effect, signal } from '@preact/signals';
import { PANEL_PORT, type PanelToWorker, type PolicyAsk, type WorkerToPanel } from '../../shared/protocol';
import { tabId } from './session';

/**
 * Confirmation cards of the bound tab, pending and answered (an answered card stays, with its answer). The store
 * keeps its own port to the worker, bound to the same tab as the chat's: the worker sends every card it has shown
 * when a port attaches, so a panel opened (or reconnected) while the agent waits still shows the question.
 */
export const asks = signal<PolicyAsk[]>([]);

let port: chrome.runtime.Port | undefined;
let boundTab: number | undefined;

function onMessage(message: WorkerToPanel): void {
  if (message.tabId !== boundTab) return;
  if (message.type === 'policy/ask') {
    const rest = asks.value.filter((a) => a.askId !== message.ask.askId);
    asks.value = [...rest, message.ask].sort((a, b) => a.at - b.at);
  } else if (message.type === 'policy/answered') {
    asks.value = asks.value.map((a) => (a.askId === message.askId ? { ...a, answer: message.answer } : a));
  } else if (message.type === 'session/state' && message.state.messages.length === 0) {
    asks.value = []; // a new chat: the old cards belong to the old conversation
  }
}

function connect(id: number): void {
  const next = chrome.runtime.connect({ name: PANEL_PORT });
  port = next;
  next.onMessage.addListener(onMessage);
  next.onDisconnect.addListener(() => {
    if (port !== next) return;
    port = undefined;
    // The worker restarted: reconnect; it re-sends the cards it still has.
    setTimeout(() => boundTab === id && !port && connect(id), 250);
  });
  next.postMessage({ type: 'panel/attach', tabId: id } satisfies PanelToWorker);
}

/** Follows the chat's tab (tabs switch in a global panel). */
export function startAsks(): () => void {
  return effect(() => {
    const id = tabId.value;
    if (id === boundTab) return;
    boundTab = id;
    asks.value = [];
    if (id === undefined) return;
    if (port) port.postMessage({ type: 'panel/attach', tabId: id } satisfies PanelToWorker);
    else connect(id);
  });
}

export function answer(ask: PolicyAsk, choice: Extract<PanelToWorker, { type: 'ask/answer' }>['answer']): void {
  if (boundTab === undefined || !port) return;
  port.postMessage({ type: 'ask/answer', tabId: boundTab, askId: ask.askId, answer: choice } satisfies PanelToWorker);
}
