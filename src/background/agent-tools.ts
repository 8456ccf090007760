import type { BrowserPort } from '../agent/browser-port';
import type { ToolDef } from '../agent/tools/types';

/**
 * The tools the agent gets and the browser they act on. Until the browser tools land this offers none, so the
 * agent can only answer from the conversation.
 */
export function agentTools(): { tools: ToolDef[]; browser: BrowserPort } {
  return { tools: [], browser: {} as BrowserPort };
}
