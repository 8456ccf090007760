/**
 * The running task's policy state (visited origins, grants, seen data, plan) in chrome.storage.session: small, hot,
 * and gone when the browser closes, which is the lifetime "allow once" promises. Keyed by tab and tied to the
 * conversation, so "continue" after a worker restart keeps the grants, and a new chat starts from nothing.
 */
import { newTaskState, noteSeen, type TaskState } from '../../agent/policy';

/** By tab; an external agent's calls share one state across its tabs, under a key of the connection's. */
const KEY = (tabId: number | string) => `policy:task:${tabId}`;

interface Stored {
  conversationId: string;
  state: TaskState;
}

export async function loadTaskState(
  tabId: number | string,
  conversationId: string,
  startUrl: string | undefined,
  userText: string,
): Promise<TaskState> {
  const stored = (await chrome.storage.session.get(KEY(tabId)))[KEY(tabId)] as Stored | undefined;
  if (stored?.conversationId === conversationId)
    return userText ? noteSeen(stored.state, userText, 'user') : stored.state;
  return newTaskState(startUrl, userText);
}

export async function saveTaskState(tabId: number | string, conversationId: string, state: TaskState): Promise<void> {
  await chrome.storage.session.set({ [KEY(tabId)]: { conversationId, state } satisfies Stored });
}
