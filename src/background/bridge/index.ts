/**
 * The MCP bridge in the worker (README, "Bring your own agent"): wiring for index.ts. Starts the native port when
 * the user has the bridge on, follows the switch and the paired list in storage, and keeps every panel told.
 */
import type { PanelToWorker, WorkerToPanel } from '../../shared/protocol';
import { runBrowserTool } from './call';
import { runTask } from './run-task';
import { dropForgotten } from './connections';
import { syncBridge } from './native';
import { broadcastMcp, mcpState, onMcpPanelMessage } from './panel';
import { followOpenedTab, forgetGrant } from './scope';
import { MCP_CONFIG_KEY, MCP_PAIRED_KEY } from './store';

export function startBridge() {
  void syncBridge(broadcastMcp);
  chrome.storage.onChanged.addListener((changes, area) => {
    if (area !== 'local') return;
    if (changes[MCP_CONFIG_KEY]) void syncBridge(broadcastMcp);
    if (changes[MCP_PAIRED_KEY]) void dropForgotten();
  });
  chrome.tabs.onRemoved.addListener((tabId) => forgetGrant(tabId));
  chrome.tabs.onCreated.addListener((tab) => void followOpenedTab(tab).catch(() => undefined));
  return {
    onPanelMessage: (message: PanelToWorker) => onMcpPanelMessage(message),
    showTo(port: chrome.runtime.Port) {
      port.postMessage({ type: 'mcp/state', state: mcpState() } satisfies WorkerToPanel);
    },
    /**
     * For tests and the worker console. `call`: one client call in a tab as the bridge makes it (the red team's
     * external agent; `stateKey` stands for its connection), with the tab the agent works in afterwards.
     */
    debug: {
      state: mcpState,
      call: (tabId: number, tool: string, args: Record<string, unknown>, stateKey: string) =>
        tool === 'run_task'
          ? runTask(tabId, args, new AbortController().signal).then((result) => ({ result, tabId }))
          : runBrowserTool(tool, args, { tabId, stateKey, askTimeoutMs: 15_000, signal: new AbortController().signal }),
    },
  };
}
