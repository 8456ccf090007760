/**
 * `run_task`: Tabwright's own agent does a whole task in the external agent's tab, with the user's model and the
 * tab's chat (so the user sees it in the side panel like any task), and the caller gets the answer and the steps.
 */
import type { AssistantMessage, Message, ToolResultMessage } from '../../shared/model';
import { type CallResult, RunTaskArgs } from '../../shared/bridge-protocol';
import { agentRequest } from '../policy/quotes';
import { sessions } from '../sessions';
import { startTask, stopTask } from '../task-runner';

export async function runTask(tabId: number, args: unknown, signal: AbortSignal): Promise<CallResult> {
  const parsed = RunTaskArgs.safeParse(args);
  if (!parsed.success) return { ok: false, text: 'Error: run_task needs `task`: what to do, in plain words.' };
  const live = await sessions.get(tabId);
  if (live.controller) return { ok: false, text: 'Error: a task is already running in this tab; wait for it to end.' };
  const from = live.conversation.messages.length;
  const stop = () => void stopTask(tabId);
  signal.addEventListener('abort', stop, { once: true });
  try {
    // The outside agent's words, not the user's (quotes.ts agentRequest).
    await startTask(tabId, agentRequest(parsed.data.task));
  } finally {
    signal.removeEventListener('abort', stop);
  }
  const { conversation } = await sessions.get(tabId);
  const added = conversation.messages.slice(from);
  const answer = added
    .filter((m): m is AssistantMessage => m.role === 'assistant')
    .map((m) => m.content.map((p) => (p.type === 'text' ? p.text : '')).join(''))
    .filter(Boolean)
    .at(-1);
  const lines = [
    conversation.error ? `The task ended with an error: ${conversation.error.message}` : undefined,
    `Answer: ${answer ?? '(none)'}`,
    `Steps:\n${stepLines(added).join('\n') || '(none)'}`,
  ].filter(Boolean);
  return { ok: !conversation.error && !signal.aborted, text: lines.join('\n\n') };
}

/** "1. click {"ref":"e5"} -> ok" per tool call, with the first line of an error. */
export function stepLines(messages: readonly Message[]): string[] {
  const results = new Map(
    messages.filter((m): m is ToolResultMessage => m.role === 'toolResult').map((m) => [m.toolCallId, m]),
  );
  const lines: string[] = [];
  for (const m of messages) {
    if (m.role !== 'assistant') continue;
    for (const part of m.content) {
      if (part.type !== 'toolCall') continue;
      const result = results.get(part.id);
      const outcome = !result ? 'not run' : result.isError ? result.text.split('\n')[0]!.slice(0, 200) : 'ok';
      lines.push(`${lines.length + 1}. ${part.name} ${JSON.stringify(part.args).slice(0, 200)} -> ${outcome}`);
    }
  }
  return lines;
}
