import { PANEL_PORT, PanelToWorker, type WorkerToPanel } from '../shared/protocol';
import { isFromExtensionPage } from '../shared/messaging';

/**
 * Long-lived ports from side panels. Messages on a port also keep the worker alive (Chrome 114+), which is why the
 * panel talks over a port rather than one-shot messages.
 */
type Handler = (message: PanelToWorker, port: chrome.runtime.Port) => void;

const portsByTab = new Map<number, Set<chrome.runtime.Port>>();

export function listenForPanels(handle: Handler): void {
  chrome.runtime.onConnect.addListener((port) => {
    if (port.name !== PANEL_PORT || !port.sender || !isFromExtensionPage(port.sender)) {
      port.disconnect();
      return;
    }
    let boundTab: number | undefined;
    port.onMessage.addListener((raw: unknown) => {
      const parsed = PanelToWorker.safeParse(raw);
      if (!parsed.success) {
        console.warn('Tabwright: rejected panel message', parsed.error.issues[0]?.message);
        return;
      }
      const message = parsed.data;
      if (message.type === 'panel/attach') {
        if (boundTab !== undefined) portsByTab.get(boundTab)?.delete(port);
        boundTab = message.tabId;
        if (!portsByTab.has(boundTab)) portsByTab.set(boundTab, new Set());
        portsByTab.get(boundTab)!.add(port);
      }
      handle(message, port);
    });
    port.onDisconnect.addListener(() => {
      if (boundTab !== undefined) portsByTab.get(boundTab)?.delete(port);
    });
  });
}

export function postToPanels(tabId: number, message: WorkerToPanel): void {
  for (const port of portsByTab.get(tabId) ?? []) {
    try {
      port.postMessage(message);
    } catch {
      portsByTab.get(tabId)?.delete(port);
    }
  }
}

/** A message for every panel, whatever tab it shows (the MCP bridge's state). */
export function postToAllPanels(message: WorkerToPanel): void {
  for (const tabId of portsByTab.keys()) postToPanels(tabId, message);
}

/** Is the browser's side panel (not the panel page opened as a tab) showing this tab's chat? */
export function hasSidePanel(tabId: number): boolean {
  // A panel page in a tab has a sender tab; the side panel has none.
  return [...(portsByTab.get(tabId) ?? [])].some((port) => port.sender?.tab === undefined);
}
