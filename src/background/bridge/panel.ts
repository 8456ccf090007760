/**
 * The side panel's view of external agents (one state for every panel: agents are not bound to the panel's tab)
 * and the panel's answers: pair or refuse, disconnect, grant the panel's tab.
 */
import type { McpPanelState } from '../../shared/bridge-protocol';
import type { PanelToWorker } from '../../shared/protocol';
import { postToAllPanels } from '../panel-ports';
import { answerPairing, connectionsView, disconnect } from './connections';
import { bridgeStatus } from './native';
import { grantedTabs, grantTab } from './scope';

export function mcpState(): McpPanelState {
  return { ...bridgeStatus(), ...connectionsView(), granted: grantedTabs() };
}

export function broadcastMcp(): void {
  postToAllPanels({ type: 'mcp/state', state: mcpState() });
}

/** Handles the bridge's panel messages; false for any other message. */
export function onMcpPanelMessage(message: PanelToWorker): boolean {
  if (message.type === 'mcp/pair') answerPairing(message.conn, message.allow);
  else if (message.type === 'mcp/disconnect')
    disconnect(message.conn, 'The user disconnected this agent in Tabwright.');
  else if (message.type === 'mcp/grant-tab') grantTab(message.tabId);
  else return false;
  broadcastMcp();
  return true;
}
