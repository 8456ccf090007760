import { signal } from '@preact/signals';
import type { McpPanelState } from '../../shared/bridge-protocol';
import type { WorkerToPanel } from '../../shared/protocol';
import { onWorkerMessage, send, tabId } from './session';

/** External agents (MCP bridge) as the worker reports them: the same for every panel. */
export const mcp = signal<McpPanelState | undefined>(undefined);

onWorkerMessage((message: WorkerToPanel) => {
  if (message.type === 'mcp/state') mcp.value = message.state;
});

export function answerPairing(conn: number, allow: boolean): void {
  send({ type: 'mcp/pair', conn, allow });
}

export function disconnectAgent(conn: number): void {
  send({ type: 'mcp/disconnect', conn });
}

export function grantThisTab(): void {
  if (tabId.value !== undefined) send({ type: 'mcp/grant-tab', tabId: tabId.value });
}
