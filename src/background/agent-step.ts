/**
 * One tool call the way a task makes it, without the model: the loop's own executeToolCalls (validation, the
 * policy gate's approve with the target's facts, execute), over the tools and port the task runner builds
 * (secret substitution, redaction with the password values of every frame). Exposed as
 * `globalThis.tabwright.runAgentStep` for bench:actions, so it times what the agent pays, not a shorter path.
 * The gate is built once per tab and conversation, as a task builds it once.
 */
import { executeToolCalls } from '../agent/loop/execute';
import type { ToolDef, ToolResult } from '../agent/tools/types';
import { loadSettings } from '../shared/settings-store';
import { agentTools } from './agent-tools';
import { debuggers } from './browser/tab';
import { createPolicyGate, type PolicyGate } from './policy/gate';
import { sessions } from './sessions';

export interface AgentStep {
  ok: boolean;
  text: string;
  ms: number;
  timing?: { totalMs: number; settleMs: number };
}

const gates = new Map<string, Promise<{ gate: PolicyGate; tools: Map<string, ToolDef>; last: { r?: ToolResult } }>>();

async function gateFor(tabId: number) {
  const live = await sessions.get(tabId);
  const key = `${tabId}|${live.conversation.id}`;
  let made = gates.get(key);
  if (!made) {
    made = (async () => {
      const { settings } = await loadSettings();
      const gate = await createPolicyGate({
        tabId,
        conversationId: live.conversation.id,
        userText: '',
        settings,
        signal: new AbortController().signal,
        ...agentTools(),
      });
      // The outermost wrap keeps the port's timing, which the result message does not carry.
      const last: { r?: ToolResult } = {};
      const tools = new Map(
        gate.tools.map((t) => [
          t.name,
          { ...t, execute: async (a, c) => (last.r = await t.execute(a, c)) } satisfies ToolDef,
        ]),
      );
      return { gate, tools, last };
    })();
    gates.set(key, made);
  }
  return made;
}

export async function runAgentStep(tabId: number, name: string, args: Record<string, unknown>): Promise<AgentStep> {
  const { gate, tools, last } = await gateFor(tabId);
  const release = debuggers.hold(tabId); // a task holds the debugger for its whole run
  const started = performance.now();
  try {
    last.r = undefined;
    const [message] = await executeToolCalls([{ type: 'toolCall', id: `bench_${started}`, name, args }], {
      tools,
      toolContext: { tabId, browser: gate.browser },
      approve: gate.approve,
      signal: new AbortController().signal,
      now: Date.now,
    });
    const step: AgentStep = { ok: !message!.isError, text: message!.text, ms: performance.now() - started };
    const result = last.r as ToolResult | undefined; // set by the wrapped execute
    if (result?.ok && result.timing) step.timing = result.timing;
    return step;
  } finally {
    release();
  }
}
