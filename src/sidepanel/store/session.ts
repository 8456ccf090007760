import { computed, signal } from '@preact/signals';
import {
  PANEL_PORT,
  parseWorkerToPanel,
  type Attachment,
  type PanelToWorker,
  type Quote,
  type SessionView,
  type WorkerToPanel,
} from '../../shared/protocol';
import { applyEvent, EMPTY_LIVE, mergeLive, type LiveState } from '../lib/live';
import { toItems } from '../lib/conversation';

/**
 * The panel's view of one tab's session, fed by the worker over a port that reconnects when the worker restarts:
 * the saved state (`session/state`) plus the agent's events since (`session/event`), merged by lib/live.
 */
export const session = signal<SessionView | undefined>(undefined);
export const live = signal<LiveState>(EMPTY_LIVE);
export const draft = signal('');
export const attachments = signal<Attachment[]>([]);
/** Page text attached to the next message (context menu, "add selection"): sent apart from the user's words. */
export const quotes = signal<Quote[]>([]);
/** The running task's reach (policy origin sets): where it may read, where it may send data. */
export const origins = signal<{ read: string[]; write: string[] } | undefined>(undefined);
export const connected = signal(false);
export const tabId = signal<number | undefined>(undefined);

export const running = computed(() => session.value?.status === 'running');
export const messages = computed(() => mergeLive(session.value?.messages ?? [], live.value));
export const items = computed(() => toItems(messages.value, live.value.running));

let port: chrome.runtime.Port | undefined;

/** `?tab=<id>`: the worker binds each tab's panel to its tab (tests and power users open the same URL). */
export function tabFromUrl(): number | undefined {
  const fromUrl = new URLSearchParams(location.search).get('tab');
  return fromUrl && /^\d+$/.test(fromUrl) ? Number(fromUrl) : undefined;
}

async function activeTabId(): Promise<number | undefined> {
  const [active] = await chrome.tabs.query({ active: true, currentWindow: true });
  return active?.id;
}

/** Other stores (confirmation cards) read the same port instead of opening their own. */
const listeners = new Set<(message: WorkerToPanel) => void>();

export function onWorkerMessage(listener: (message: WorkerToPanel) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function onMessage(raw: unknown) {
  const parsed = parseWorkerToPanel(raw);
  if (!parsed.ok) {
    // A worker of another build (mid-update) or a bug: drop it rather than draw half of it.
    console.warn('[tabwright] panel:', parsed.error);
    return;
  }
  const message = parsed.value;
  // The bridge's state is the same for every panel; everything else belongs to one tab.
  if (message.type === 'mcp/state') {
    for (const listener of listeners) listener(message);
    return;
  }
  if (message.tabId !== tabId.value) return;
  for (const listener of listeners) listener(message);
  if (message.type === 'session/state') {
    const previous = session.value;
    session.value = message.state;
    // A new conversation, or a finished run: what the events added is now in the state.
    if (previous?.conversationId !== message.state.conversationId || message.state.status !== 'running')
      live.value = EMPTY_LIVE;
  } else if (message.type === 'session/event') {
    live.value = applyEvent(live.value, message.event);
  } else if (message.type === 'prefill') {
    draft.value = message.text + draft.value;
    if (message.quotes?.length) quotes.value = [...quotes.value, ...message.quotes].slice(-8);
  } else if (message.type === 'policy/origins') {
    origins.value = message.origins;
  }
}

function connect(id: number): void {
  const next = chrome.runtime.connect({ name: PANEL_PORT });
  port = next;
  connected.value = true;
  next.onMessage.addListener(onMessage);
  next.onDisconnect.addListener(() => {
    if (port !== next) return;
    // The worker was stopped (idle or killed): reconnect, which wakes it and re-sends the saved state.
    connected.value = false;
    port = undefined;
    setTimeout(() => tabId.value === id && !port && connect(id), 250);
  });
  next.postMessage({ type: 'panel/attach', tabId: id } satisfies PanelToWorker);
}

/** Shows a tab's chat. Switching drops the old tab's view at once so one tab's chat never shows on another. */
export function bindTab(id: number): void {
  if (tabId.value === id && port) return;
  tabId.value = id;
  session.value = undefined;
  origins.value = undefined;
  live.value = EMPTY_LIVE;
  if (port) {
    port.postMessage({ type: 'panel/attach', tabId: id } satisfies PanelToWorker);
  } else {
    connect(id);
  }
}

/**
 * The panel opened with a tab in its URL stays on that tab. Opened without one (the global panel), it follows the
 * active tab of its window, so switching tabs shows each tab's own chat.
 */
export async function startSession(): Promise<number | undefined> {
  const fixed = tabFromUrl();
  if (fixed !== undefined) {
    bindTab(fixed);
    return fixed;
  }
  const id = await activeTabId();
  if (id !== undefined) bindTab(id);
  const { id: windowId } = await chrome.windows.getCurrent();
  chrome.tabs.onActivated.addListener((info) => {
    if (info.windowId === windowId) bindTab(info.tabId);
  });
  return id;
}

export function send(message: PanelToWorker): void {
  if (!port && tabId.value !== undefined) connect(tabId.value);
  port?.postMessage(message);
}

/** Sends the draft (and attachments). While the agent runs the worker queues it for the agent's next step. */
export function submitDraft(): boolean {
  const id = tabId.value;
  const text = draft.value.trim();
  if (id === undefined || !text) return false;
  send({ type: 'chat/send', tabId: id, text, attachments: attachments.value, quotes: quotes.value });
  draft.value = '';
  attachments.value = [];
  quotes.value = [];
  return true;
}
