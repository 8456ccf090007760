/**
 * Only the newest page state stays in what the model reads; older state becomes a short placeholder. The model's
 * picture of the page is its newest full view (a snapshot, or the page an action returned: navigate, scroll, a
 * change too big for a diff) plus the changes actions returned after it. Older views, and changes older than the
 * newest view, are already in it or gone from the page. They are the bulk of the tokens, so this is the cheapest and
 * most effective saving.
 * What an action did ("click: done.", the element it acted on, "navigated to ...", "Switched to tab 7") stays, so the
 * model keeps its own history; what it changed goes, and so does the page URL on the untrusted block of a superseded
 * action (the same on every action of a page; navigations are kept as lines of their own). Every kept message is
 * repeated in every later request, so placeholders are as short as still say what was there. Refs seen in removed
 * text stay valid while their elements exist (snapshot/FORMAT.md), so a placeholder does not send the model to take
 * a new snapshot.
 * Placeholders are fixed text, so once a result is collapsed its bytes never change again and the provider's prompt
 * cache still hits up to the newest state.
 */
import type { Message, ToolResultMessage } from '../../shared/model';

export const SNAPSHOT_PLACEHOLDER = '[older snapshot removed]';
export const SCREENSHOT_PLACEHOLDER = '[older screenshot removed]';
export const CHANGES_PLACEHOLDER = '[older changes removed]';

/** The changes block an action result carries (see tools/format.ts), up to the end of its untrusted block. */
const CHANGES = /\nchanges since the last snapshot[^\n]*:\n[\s\S]*?(?=\n<\/untrusted_page>|$)/;
/** Our own opening tag (prompts/untrusted.ts); page text cannot forge one, it is neutralised. */
const UNTRUSTED_OPEN = /<untrusted_page source="[^"]*">/;
/** Changes that are a whole page (snapshot/FORMAT.md header line): a full view, like a snapshot. */
const PAGE_AS_CHANGES = /\nchanges since the last snapshot[^\n]*:\n\[page\] /;

const carriesChanges = (m: ToolResultMessage) => CHANGES.test(m.text);
const isFullView = (m: ToolResultMessage) =>
  m.kind === 'snapshot' || (m.kind === 'other' && PAGE_AS_CHANGES.test(m.text));

/** Returns a new array; messages that change are copied, the input is not mutated (the transcript stays whole). */
export function collapseStale(messages: readonly Message[]): Message[] {
  let newestView = -1;
  let newestScreenshot = -1;
  messages.forEach((m, i) => {
    if (m.role !== 'toolResult' || m.isError || m.collapsed) return;
    if (isFullView(m)) newestView = i;
    if (m.kind === 'screenshot') newestScreenshot = i;
  });
  return messages.map((m, i) => {
    if (m.role !== 'toolResult' || m.isError || m.collapsed) return m;
    if (m.kind === 'snapshot' && i < newestView) return collapsed(m, SNAPSHOT_PLACEHOLDER, framingOf(m.text));
    if (m.kind === 'screenshot' && i !== newestScreenshot) return collapsed(m, SCREENSHOT_PLACEHOLDER);
    if (m.kind === 'other' && i < newestView && carriesChanges(m)) {
      const done = m.text.replace(CHANGES, '').replace(UNTRUSTED_OPEN, '<untrusted_page>');
      return { ...m, text: `${done}\n${CHANGES_PLACEHOLDER}`, collapsed: true };
    }
    return m;
  });
}

function collapsed(message: ToolResultMessage, placeholder: string, framing = ''): ToolResultMessage {
  const { image: _dropped, ...rest } = message;
  return { ...rest, text: framing ? `${framing}\n${placeholder}` : placeholder, collapsed: true };
}

/** Our words before a snapshot's page data, e.g. "Switched to tab 7; the other tools now act on it." (tabs). */
function framingOf(text: string): string {
  const start = text.search(UNTRUSTED_OPEN);
  return start > 0 ? text.slice(0, start).trim() : '';
}
