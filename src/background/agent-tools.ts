import type { BrowserPort } from '../agent/browser-port';
import { allTools } from '../agent/tools';
import type { ToolDef } from '../agent/tools/types';
import { chromeBrowserPort } from './browser/port';

/** The tools the agent gets and the browser they act on (chrome.debugger + CDP + chrome.tabs). */
export function agentTools(): { tools: ToolDef[]; browser: BrowserPort } {
  return { tools: allTools, browser: chromeBrowserPort };
}
