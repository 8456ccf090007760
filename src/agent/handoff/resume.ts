/**
 * What the model reads when the user hands the tab back: why it stopped, what changed while the user had control
 * (the tab's URL and title, tabs that opened), and the user's note. Never what the user typed: no field value is
 * read here, and the fresh snapshot that follows redacts password and code fields (the worker collects them).
 * URLs and titles are page data and go inside an untrusted block; the note is the user's own words.
 */
import { wrapUntrusted } from '../prompts/untrusted';
import type { Handoff, TabState } from './types';

const WHY: Record<Handoff['kind'], string> = {
  login: 'a sign-in page',
  captcha: 'a CAPTCHA',
  otp: 'a one-time / two-factor code prompt',
  payment: 'a payment verification (3-D Secure)',
  asked: 'your ask_user request',
  takeover: 'the user pressing Take over',
};

export interface AfterHandoff {
  /** The worked-on tab now; undefined when it was closed. */
  tab?: TabState;
  /** Tabs that were not open at the hand-off. */
  newTabs: TabState[];
  note?: string;
  /** The browser restarted meanwhile (tab ids changed: "new tabs" cannot be told). */
  restarted?: boolean;
}

export function resumeMessage(handoff: Handoff, after: AfterHandoff): string {
  const lines = [
    handoff.kind === 'takeover'
      ? 'The user took over the tab (Take over) and has now handed it back.'
      : `The task was handed to the user because of ${WHY[handoff.kind]}: ${handoff.reason} The user has now pressed Continue.`,
    'While the user had control:',
  ];
  const page: string[] = [];
  const before = handoff.before;
  if (!after.tab) lines.push('- the tab the task worked in was closed.');
  else if (after.tab.url !== before.url) {
    lines.push('- the tab moved to another page (before and after in the block below).');
    page.push(`before: ${before.url} — ${before.title}`, `now: ${after.tab.url} — ${after.tab.title}`);
  } else if (after.tab.title !== before.title) {
    lines.push('- the page stayed at the same URL; its title changed (see the block below).');
    page.push(`before: ${before.title}`, `now: ${after.tab.title}`);
  } else lines.push('- the tab stayed on the same page (same URL and title).');
  if (after.restarted) lines.push('- the browser restarted; tabs it reopened cannot be told from new ones.');
  else if (after.newTabs.length) {
    lines.push(`- ${after.newTabs.length} new tab(s) opened (listed in the block below; the tabs tool switches).`);
    for (const tab of after.newTabs.slice(0, 5)) page.push(`new tab ${tab.tabId}: ${tab.url} — ${tab.title}`);
  } else lines.push('- no new tabs opened.');
  const note = after.note?.trim();
  lines.push(note ? `The user's note: ${note}` : 'The user left no note.');
  lines.push(
    'What the user typed in password or code fields is not shown to you. A fresh snapshot of the tab follows; go on with the task from it.',
  );
  return page.length
    ? `${lines.join('\n')}\n${wrapUntrusted(page.join('\n'), 'the tabs after the hand-off')}`
    : lines.join('\n');
}
