/**
 * The worker's end of the bridge: while the user has it on, a native messaging port to the host (Chrome starts
 * `tabwright-mcp native-host`). An open native port keeps the service worker alive (Chrome 105+), so clients can
 * call at any time. If the host is missing or quits, the error is shown and the worker tries again later.
 */
import { HostToWorker, NATIVE_HOST_NAME, type McpPanelState } from '../../shared/bridge-protocol';
import { closed, endAll, opened, received, attachHost } from './connections';
import { loadMcpConfig } from './store';

let port: chrome.runtime.Port | undefined;
let status: McpPanelState['bridge'] = 'off';
let lastError: string | undefined;
let retry: ReturnType<typeof setTimeout> | undefined;
const RETRY_MS = 15_000;

export function bridgeStatus(): Pick<McpPanelState, 'bridge' | 'bridgeError'> {
  return { bridge: status, ...(lastError ? { bridgeError: lastError } : {}) };
}

/** Connects or disconnects as the saved switch says; called at start and when the switch changes. */
export async function syncBridge(changed: () => void): Promise<void> {
  const { enabled } = await loadMcpConfig();
  if (enabled && !port) connect(changed);
  if (!enabled) {
    clearTimeout(retry);
    if (port) {
      endAll('The user turned off the Tabwright bridge.');
      port.disconnect();
      port = undefined;
    }
    status = 'off';
    lastError = undefined;
    changed();
  }
}

function connect(changed: () => void): void {
  clearTimeout(retry);
  const native = chrome.runtime.connectNative(NATIVE_HOST_NAME);
  port = native;
  attachHost((message) => native.postMessage(message), changed);
  native.onMessage.addListener((raw: unknown) => {
    const parsed = HostToWorker.safeParse(raw);
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.kind === 'ready') {
      status = 'connected';
      lastError = undefined;
      changed();
    } else if (message.kind === 'error') lastError = message.message;
    else if (message.kind === 'open') opened(message.conn);
    else if (message.kind === 'close') closed(message.conn);
    else void received(message.conn, message.message);
  });
  native.onDisconnect.addListener(() => {
    lastError = chrome.runtime.lastError?.message ?? lastError ?? 'The bridge host quit.';
    if (port === native) port = undefined;
    status = 'unavailable';
    endAll('The Tabwright bridge stopped.');
    changed();
    retry = setTimeout(() => void syncBridge(changed), RETRY_MS);
  });
}
