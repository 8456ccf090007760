/**
 * A hand-off waits without limit, a browser restart included. A restart clears which conversation each tab shows
 * (chrome.storage.session) and gives the restored tabs new ids, so the waiting task would only be in history. The
 * pages of waiting hand-offs are kept in chrome.storage.local; a tab that shows no conversation and shows the page
 * of a hand-off no other tab shows takes it up again: its panel says "Your turn" and Continue goes on.
 */
import { getConversation } from '../../shared/history-store';

const KEY = 'handoff:waiting';

type Waiting = Record<string, { url: string }>;

async function waiting(): Promise<Waiting> {
  return ((await chrome.storage.local.get(KEY))[KEY] as Waiting | undefined) ?? {};
}

/** The page a hand-off waits on (the tab as it was when the user got the turn). */
export async function noteWaiting(conversationId: string, url: string): Promise<void> {
  await chrome.storage.local.set({ [KEY]: { ...(await waiting()), [conversationId]: { url } } });
}

export async function clearWaiting(conversationId: string): Promise<void> {
  const all = await waiting();
  if (!(conversationId in all)) return;
  delete all[conversationId];
  await chrome.storage.local.set({ [KEY]: all });
}

const samePage = (a: string, b: string) => a.split('#')[0] === b.split('#')[0];

/**
 * The waiting hand-off this tab takes up, if any: one on this tab's page that no tab shows now (`shown`: the
 * conversation ids tabs show, read only when a hand-off waits) and that is still waiting.
 */
export async function orphanFor(tabId: number, shown: () => Promise<Set<string>>): Promise<string | undefined> {
  const all = await waiting();
  if (Object.keys(all).length === 0) return undefined;
  const showing = await shown();
  const ids = Object.keys(all).filter((id) => !showing.has(id));
  if (ids.length === 0) return undefined;
  const url = (await chrome.tabs.get(tabId).catch(() => undefined))?.url;
  if (!url) return undefined;
  for (const id of ids) {
    if (!samePage(all[id]!.url, url)) continue;
    const conversation = await getConversation(id);
    if (conversation?.status === 'waiting') return id;
    await clearWaiting(id); // finished or deleted meanwhile
  }
  return undefined;
}

/** Whether any hand-off waits (at browser start: only then are the open tabs worth matching). */
export async function anyWaiting(): Promise<boolean> {
  return Object.keys(await waiting()).length > 0;
}
