/**
 * The date, for the model: without it "the 15th of next month" or "this week's orders" can only be guessed from the
 * page (relay log C12: a date picker and a calendar that opened on another month). The system prompt stays free of
 * dates so its cache holds across days (prompts.test.ts); the note rides on the task's first message instead, the
 * same bytes on every turn of a run, and only in what the model is sent: the transcript and the panel keep the
 * user's own words.
 */
import type { Message } from '../../shared/model';

/** `[Today is Monday 30 November 2026 (2026-11-30), the user's local date.]` */
export function dateNote(at: number): string {
  const d = new Date(at);
  const words = d.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const iso = [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
  return `[Today is ${words.replace(',', '')} (${iso}), the user's local date.]`;
}

/** A copy of `messages` whose first user message ends with the note (the input is not changed). */
export function withDateNote(messages: readonly Message[], note: string): Message[] {
  const i = messages.findIndex((m) => m.role === 'user');
  const out = [...messages];
  const first = out[i];
  if (first?.role !== 'user') return out;
  out[i] = { ...first, content: [...first.content, { type: 'text', text: `\n\n${note}` }] };
  return out;
}
