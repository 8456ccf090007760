import { signal } from '@preact/signals';
import { PANEL_PORT, type PanelToWorker, type SessionView, type WorkerToPanel } from '../../shared/protocol';

/** The panel's view of its tab's session, fed by the worker over a port that reconnects when the worker restarts. */
export const session = signal<SessionView | undefined>(undefined);
export const draft = signal('');
export const connected = signal(false);

let port: chrome.runtime.Port | undefined;
let currentTab: number | undefined;

/** The tab this panel belongs to: `?tab=<id>` (set by the worker, or by tests and power users), else the active tab. */
export async function boundTabId(): Promise<number | undefined> {
  const fromUrl = new URLSearchParams(location.search).get('tab');
  if (fromUrl && /^\d+$/.test(fromUrl)) return Number(fromUrl);
  const [active] = await chrome.tabs.query({ active: true, currentWindow: true });
  return active?.id;
}

export function connectSession(tabId: number): void {
  currentTab = tabId;
  port = chrome.runtime.connect({ name: PANEL_PORT });
  connected.value = true;
  port.onMessage.addListener((message: WorkerToPanel) => {
    if (message.tabId !== currentTab) return;
    if (message.type === 'session/state') session.value = message.state;
    if (message.type === 'prefill') draft.value = message.text + draft.value;
  });
  port.onDisconnect.addListener(() => {
    // The worker was stopped (idle or killed): reconnect, which wakes it and re-sends the saved state.
    connected.value = false;
    port = undefined;
    setTimeout(() => connectSession(tabId), 250);
  });
  send({ type: 'panel/attach', tabId });
}

export function send(message: PanelToWorker): void {
  if (!port && currentTab !== undefined) connectSession(currentTab);
  port?.postMessage(message);
}
