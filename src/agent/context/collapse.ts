/**
 * Only the newest snapshot and the newest screenshot stay in what the model reads; older ones become a one-line
 * placeholder. Old page state is stale (its refs no longer resolve) and it is the bulk of the tokens: this is the
 * cheapest and most effective saving. The placeholder text is fixed, so once a result is collapsed its bytes never
 * change again and the provider's prompt cache can still hit up to the newest snapshot.
 */
import type { Message, ToolResultMessage } from '../model';

export const SNAPSHOT_PLACEHOLDER = '[older snapshot removed: its refs are stale, use the newest snapshot]';
export const SCREENSHOT_PLACEHOLDER = '[older screenshot removed]';

/** Returns a new array; messages that change are copied, the input is not mutated (the transcript stays whole). */
export function collapseStale(messages: readonly Message[]): Message[] {
  const newest = { snapshot: -1, screenshot: -1 };
  messages.forEach((m, i) => {
    if (m.role === 'toolResult' && !m.isError && (m.kind === 'snapshot' || m.kind === 'screenshot')) newest[m.kind] = i;
  });
  return messages.map((m, i) => {
    if (m.role !== 'toolResult' || m.isError || m.collapsed) return m;
    if (m.kind === 'snapshot' && i !== newest.snapshot) return collapsed(m, SNAPSHOT_PLACEHOLDER);
    if (m.kind === 'screenshot' && i !== newest.screenshot) return collapsed(m, SCREENSHOT_PLACEHOLDER);
    return m;
  });
}

function collapsed(message: ToolResultMessage, placeholder: string): ToolResultMessage {
  const { image: _dropped, ...rest } = message;
  return { ...rest, text: placeholder, collapsed: true };
}
