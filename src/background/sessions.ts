import { ZERO_USAGE, type Message } from '../shared/model';
import type { Attachment, Quote, SessionView, WorkerToPanel } from '../shared/protocol';
import {
  getAttachments,
  getConversation,
  saveAttachments,
  saveConversation,
  titleFrom,
  type Conversation,
} from '../shared/history-store';
import type { RunHandoff } from './handoff/control';
import { postToPanels } from './panel-ports';
import { anyWaiting, orphanFor } from './handoff/rebind';
import { markYourTurn } from './handoff/page';

/**
 * One session per tab. The conversation lives in IndexedDB (history), saved after every change, so neither a worker
 * restart nor a browser restart loses it. chrome.storage.session remembers which conversation each tab shows and
 * any context waiting for the panel; this module keeps a live copy in memory while the worker runs.
 */
const BOUND = 'tab:';
const BINDING = (tabId: number) => `${BOUND}${tabId}`;
const PREFILL = (tabId: number) => `prefill:${tabId}`;

/** The conversation ids the tabs show now. */
async function shownConversations(): Promise<Set<string>> {
  const all = await chrome.storage.session.get(null);
  return new Set(
    Object.entries(all)
      .filter(([key]) => key.startsWith(BOUND))
      .map(([, id]) => id as string),
  );
}

export interface Live {
  conversation: Conversation;
  /** Present while a task runs in this worker. */
  controller?: AbortController;
  queued: string[];
  /** Files the user attached in this chat, for upload_file (also in IndexedDB, see `addFiles`). */
  attachments: Attachment[];
  /** The running task's hand-off switch (Take over, ask_user, policy), while a task runs in this worker. */
  handoff?: RunHandoff;
}

function fresh(tabId: number): Conversation {
  const now = Date.now();
  return {
    id: crypto.randomUUID(),
    tabId,
    title: '',
    createdAt: now,
    updatedAt: now,
    status: 'idle',
    messages: [],
    usage: { ...ZERO_USAGE },
  };
}

class Sessions {
  private live = new Map<number, Live>();
  private loading = new Map<number, Promise<Live>>();

  /** Loads (once, even under concurrent calls) the conversation the tab shows. */
  get(tabId: number): Promise<Live> {
    const cached = this.live.get(tabId);
    if (cached) return Promise.resolve(cached);
    let pending = this.loading.get(tabId);
    if (!pending) {
      pending = this.load(tabId).finally(() => this.loading.delete(tabId));
      this.loading.set(tabId, pending);
    }
    return pending;
  }

  private async load(tabId: number): Promise<Live> {
    const bound = (await chrome.storage.session.get(BINDING(tabId)))[BINDING(tabId)] as string | undefined;
    const orphan = bound ? undefined : await orphanFor(tabId, shownConversations);
    const id = bound ?? orphan;
    const stored = id ? await getConversation(id) : undefined;
    if (orphan && stored?.handoff) {
      // A hand-off from before a browser restart, on this tab's page: the tab shows it again, as waiting. Tab ids
      // started over, so the old one may name another tab now: the hand-off's tab is this one.
      stored.tabId = tabId;
      stored.handoff.before = { ...stored.handoff.before, tabId };
      await saveConversation(stored);
      await chrome.storage.session.set({ [BINDING(tabId)]: orphan });
      markYourTurn(tabId, true);
    }
    const conversation = stored ?? fresh(tabId);
    // "running" in storage but no task in this (new) worker: the old worker died mid-task.
    if (conversation.status === 'running') {
      conversation.status = 'interrupted';
      await saveConversation(conversation);
    }
    const live: Live = { conversation, queued: [], attachments: stored ? await getAttachments(stored.id) : [] };
    this.live.set(tabId, live);
    return live;
  }

  async view(tabId: number): Promise<SessionView> {
    const { conversation, queued, handoff } = await this.get(tabId);
    const waiting = conversation.status === 'waiting' ? conversation.handoff : undefined;
    const site = siteOf(waiting?.url ?? waiting?.before?.url);
    return {
      tabId,
      conversationId: conversation.id,
      title: conversation.title,
      status: conversation.status,
      messages: conversation.messages,
      queued: [...queued],
      usage: conversation.usage,
      ...(conversation.error ? { error: conversation.error } : {}),
      ...(conversation.model ? { model: conversation.model } : {}),
      ...(waiting
        ? {
            handoff: {
              kind: waiting.kind,
              reason: waiting.reason,
              instructions: waiting.instructions,
              since: waiting.since,
              ...(site ? { site } : {}),
            },
          }
        : {}),
      ...(conversation.status === 'running' && handoff?.pending?.kind === 'takeover' ? { takingOver: true } : {}),
    };
  }

  /** Applies a change, saves it, and shows it in every panel bound to the tab. */
  async update(tabId: number, change: (conversation: Conversation, live: Live) => void): Promise<void> {
    const live = await this.get(tabId);
    change(live.conversation, live);
    live.conversation.updatedAt = Date.now();
    if (!live.conversation.title) {
      const first = live.conversation.messages.find((m): m is Extract<Message, { role: 'user' }> => m.role === 'user');
      const text = first?.content.find((p) => p.type === 'text');
      if (text && text.type === 'text') live.conversation.title = titleFrom(text.text);
    }
    if (live.conversation.messages.length > 0) {
      await saveConversation(live.conversation);
      await chrome.storage.session.set({ [BINDING(tabId)]: live.conversation.id });
    }
    await this.broadcastState(tabId);
  }

  /**
   * A change from a running task to the conversation it started in. If the user has since started a new chat or
   * opened another one in this tab, the task's conversation is no longer shown: it is saved to history only, and
   * must not overwrite what the tab shows now.
   */
  async updateOwn(tabId: number, owner: Live, change: (conversation: Conversation, live: Live) => void): Promise<void> {
    if (this.live.get(tabId) === owner) return this.update(tabId, change);
    change(owner.conversation, owner);
    owner.conversation.updatedAt = Date.now();
    await saveConversation(owner.conversation);
  }

  /** Files attached to the session's chat: in memory for this worker, in IndexedDB for the next one. */
  async addFiles(live: Live, files: Attachment[]): Promise<void> {
    if (files.length === 0) return;
    live.attachments.push(...files);
    await saveAttachments(live.conversation.id, live.attachments);
  }

  isCurrent(tabId: number, owner: Live): boolean {
    return this.live.get(tabId) === owner;
  }

  async broadcastState(tabId: number): Promise<void> {
    postToPanels(tabId, { type: 'session/state', tabId, state: await this.view(tabId) });
  }

  /** Shows another conversation (from history) in this tab's panel. */
  async open(tabId: number, conversationId: string): Promise<boolean> {
    const conversation = await getConversation(conversationId);
    if (!conversation) return false;
    this.live.get(tabId)?.controller?.abort();
    this.live.set(tabId, { conversation, queued: [], attachments: await getAttachments(conversation.id) });
    await chrome.storage.session.set({ [BINDING(tabId)]: conversation.id });
    await this.broadcastState(tabId);
    return true;
  }

  /** At browser start: the restored tabs take up the hand-offs that wait on their pages (badge, "Your turn"). */
  async takeUpWaiting(): Promise<void> {
    if (!(await anyWaiting())) return;
    for (const tab of await chrome.tabs.query({})) if (tab.id !== undefined) await this.get(tab.id);
  }

  async reset(tabId: number): Promise<void> {
    this.live.get(tabId)?.controller?.abort();
    this.live.set(tabId, { conversation: fresh(tabId), queued: [], attachments: [] });
    await chrome.storage.session.remove(BINDING(tabId));
    await this.broadcastState(tabId);
  }

  /** Context from a menu or palette waits here until the panel for that tab attaches. */
  async prefill(tabId: number, text: string, quotes: Quote[] = []): Promise<void> {
    await chrome.storage.session.set({ [PREFILL(tabId)]: { text, quotes } });
    postToPanels(tabId, { type: 'prefill', tabId, text, quotes });
  }

  async attach(tabId: number, port: chrome.runtime.Port): Promise<void> {
    port.postMessage({ type: 'session/state', tabId, state: await this.view(tabId) } satisfies WorkerToPanel);
    const key = PREFILL(tabId);
    const stored = (await chrome.storage.session.get(key))[key] as { text: string; quotes: Quote[] } | undefined;
    if (stored) {
      port.postMessage({ type: 'prefill', tabId, ...stored } satisfies WorkerToPanel);
      await chrome.storage.session.remove(key);
    }
  }

  /** The tab closed: stop its task; the conversation stays in history. */
  forget(tabId: number): void {
    this.live.get(tabId)?.controller?.abort();
    this.live.delete(tabId);
    void chrome.storage.session.remove([BINDING(tabId), PREFILL(tabId)]);
  }
}

export const sessions = new Sessions();

/** The host a hand-off's page is on, as the panel names it ("sign in on this page" alone names no site). */
function siteOf(url: string | undefined): string | undefined {
  try {
    const u = new URL(url ?? '');
    return /^https?:$/.test(u.protocol) ? u.host : undefined;
  } catch {
    return undefined;
  }
}
