/**
 * A worker killed mid-step leaves a transcript whose last assistant message may have tool calls without results.
 * Both APIs reject that, so before resuming, each missing result is filled in with an error that tells the model
 * what happened. Nothing already in the conversation is removed.
 */
import { newId, toolCallsOf, type Message, type ToolResultMessage } from '../../shared/model';

export const INTERRUPTED =
  'Error: Interrupted: the extension restarted before this tool finished, so it may or may not have run.\n' +
  'Hint: Take a new snapshot to see the page as it is now before doing anything else.';

export function repairTranscript(messages: readonly Message[], now = Date.now()): Message[] {
  const answered = new Set(
    messages.filter((m) => m.role === 'toolResult').map((m) => (m as ToolResultMessage).toolCallId),
  );
  const out: Message[] = [];
  for (let i = 0; i < messages.length; i++) {
    const message = messages[i]!;
    out.push(message);
    if (message.role !== 'assistant') continue;
    // Results belong right after their assistant message, before any later user message.
    let j = i + 1;
    while (j < messages.length && messages[j]!.role === 'toolResult') out.push(messages[j++]!);
    for (const call of toolCallsOf(message)) {
      if (answered.has(call.id)) continue;
      out.push({
        role: 'toolResult',
        id: newId('msg'),
        createdAt: now,
        toolCallId: call.id,
        toolName: call.name,
        isError: true,
        kind: 'other',
        text: INTERRUPTED,
      });
    }
    i = j - 1;
  }
  return out;
}
