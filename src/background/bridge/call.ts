/**
 * One MCP tool call, through exactly the path a task's call takes (agent-step.ts does the same for benchmarks):
 * the loop's executeToolCalls with the policy gate's approve (site permissions, cards in the side panel), secret
 * substitution and redaction, untrusted blocks. The port is scoped to the agent's tabs. A card left unanswered
 * ends the call after the configured time with an error that says so.
 */
import { executeToolCalls } from '../../agent/loop/execute';
import { allTools } from '../../agent/tools';
import type { CallResult } from '../../shared/bridge-protocol';
import { loadSettings } from '../../shared/settings-store';
import { chromeBrowserPort } from '../browser/port';
import { debuggers } from '../browser/tab';
import { createPolicyGate } from '../policy/gate';
import { sessions } from '../sessions';
import { scopedPort } from './scope';

export interface CallTarget {
  tabId: number;
  /**
   * The client's own key (its connection): its calls share one task state whichever tab each acts in, so data read
   * in one tab is still known as page data when a call in a tab it opened sends it (red team c14-mcp-new-tab-*).
   */
  stateKey: string;
  askTimeoutMs: number;
  signal: AbortSignal;
}

let seq = 0;

/** Runs the tool; returns the result and the tab the agent works in afterwards (`tabs` may have moved it). */
export async function runBrowserTool(
  name: string,
  args: Record<string, unknown>,
  { tabId, stateKey, askTimeoutMs, signal }: CallTarget,
): Promise<{ result: CallResult; tabId: number }> {
  const { settings } = await loadSettings();
  const live = await sessions.get(tabId);
  const timeout = AbortSignal.timeout(askTimeoutMs);
  const gate = await createPolicyGate({
    tabId,
    conversationId: live.conversation.id,
    stateKey,
    // The user said nothing to this agent in Tabwright: no site counts as named by them.
    userText: '',
    settings,
    signal: AbortSignal.any([signal, timeout]),
    tools: allTools,
    browser: scopedPort(chromeBrowserPort),
  });
  const toolContext = { tabId, browser: gate.browser };
  const release = debuggers.hold(tabId);
  let message: Awaited<ReturnType<typeof executeToolCalls>>[number] | undefined;
  try {
    [message] = await executeToolCalls([{ type: 'toolCall', id: `mcp_${Date.now()}_${seq++}`, name, args }], {
      tools: new Map(gate.tools.map((t) => [t.name, t])),
      toolContext,
      approve: gate.approve,
      signal,
      now: Date.now,
    });
  } finally {
    // An outside agent's calls come one by one: the page's own loads are judged during each call only.
    gate.end();
    release();
  }
  if (!message) return { result: { ok: false, text: 'Error: the call returned nothing.' }, tabId };
  if (message.isError && timeout.aborted && !signal.aborted) {
    const seconds = Math.round(askTimeoutMs / 1000);
    return {
      result: {
        ok: false,
        text:
          `Error: no answer in the Tabwright side panel within ${seconds} s, so this action did not run. ` +
          `Ask the user to answer the card in the side panel of tab ${tabId}, then call the tool again.`,
      },
      tabId: toolContext.tabId,
    };
  }
  const image = message.image ? { mimeType: message.image.mediaType, data: message.image.data } : undefined;
  return {
    result: { ok: !message.isError, text: message.text, ...(image ? { image } : {}) },
    tabId: toolContext.tabId,
  };
}
