/**
 * The bridge's saved state in chrome.storage.local: whether the user turned it on (options page) and the clients
 * they paired. Kept apart from the settings object so the options page's own form never overwrites them.
 */
import { MCP_CONFIG_KEY, MCP_PAIRED_KEY, type PairedClient } from '../../shared/bridge-protocol';

export { MCP_CONFIG_KEY, MCP_PAIRED_KEY };

export interface McpConfig {
  enabled: boolean;
  /** How long a call waits for an answer in the side panel (a card or the pairing request). */
  askTimeoutMs: number;
}

const DEFAULTS: McpConfig = { enabled: false, askTimeoutMs: 120_000 };

export async function loadMcpConfig(): Promise<McpConfig> {
  const stored = (await chrome.storage.local.get(MCP_CONFIG_KEY))[MCP_CONFIG_KEY] as Partial<McpConfig> | undefined;
  return { ...DEFAULTS, ...stored };
}

export async function loadPaired(): Promise<PairedClient[]> {
  return ((await chrome.storage.local.get(MCP_PAIRED_KEY))[MCP_PAIRED_KEY] as PairedClient[] | undefined) ?? [];
}

export async function savePaired(list: PairedClient[]): Promise<void> {
  await chrome.storage.local.set({ [MCP_PAIRED_KEY]: list });
}
