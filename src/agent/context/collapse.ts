/**
 * Only the newest page state stays in what the model reads; older state becomes a one-line placeholder. The model's
 * picture of the page is its newest snapshot plus the "changes since the last snapshot" that actions returned after
 * it, so older snapshots, and changes older than the newest snapshot, are stale (their refs may no longer resolve).
 * They are the bulk of the tokens, so this is the cheapest and most effective saving.
 * What an action did ("click: done…", the element it acted on) stays, so the model keeps its own history.
 * Placeholders are fixed text, so once a result is collapsed its bytes never change again and the provider's prompt
 * cache still hits up to the newest state.
 */
import type { Message, ToolResultMessage } from '../model';

export const SNAPSHOT_PLACEHOLDER = '[older snapshot removed: its refs are stale, use the newest snapshot]';
export const SCREENSHOT_PLACEHOLDER = '[older screenshot removed]';
export const CHANGES_PLACEHOLDER = '[older page changes removed: use the newest snapshot or changes]';

/** The diff block an action result carries (see tools/format.ts), up to the end of its untrusted block. */
const CHANGES = /changes since the last snapshot:\n[\s\S]*?(?=\n<\/untrusted_page>|$)/;

const carriesChanges = (m: ToolResultMessage) => CHANGES.test(m.text);

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
    // Changes from before the newest snapshot are already in it (or gone from the page).
    if (m.kind === 'other' && i < newest.snapshot && carriesChanges(m)) {
      return { ...m, text: m.text.replace(CHANGES, `changes since the last snapshot: ${CHANGES_PLACEHOLDER}`), collapsed: true };
    }
    return m;
  });
}

function collapsed(message: ToolResultMessage, placeholder: string): ToolResultMessage {
  const { image: _dropped, ...rest } = message;
  return { ...rest, text: placeholder, collapsed: true };
}
