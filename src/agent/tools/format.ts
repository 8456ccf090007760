/**
 * Turns port answers into what the model reads. Page-derived text (element names, diffs, dialog messages, tab
 * titles) goes inside one untrusted block; our own framing (status, timing, warnings) stays outside it.
 */
import type { ActionReport, PortResult } from '../browser-port';
import { fenceQuoted, wrapUntrusted } from '../prompts/untrusted';
import { onlyOwnChange } from './own-change';
import type { ToolResult } from './types';

export function fromPortError(result: { ok: false; error: string; hint?: string }): ToolResult {
  return { ok: false, error: result.error, ...(result.hint ? { hint: result.hint } : {}) };
}

const SLOW_SETTLE_MS = 2500;

export function formatAction(tool: string, result: PortResult<ActionReport>): ToolResult {
  if (!result.ok) return fromPortError(result);
  const r = result.value;
  // Timings stay in `timing` (panel, benchmarks); the model only hears about a page that was slow to settle, since
  // that is when its changes may still be arriving. Every token here is repeated in every later request.
  const slow =
    r.timing.settleMs >= SLOW_SETTLE_MS ? ` (the page took ${(r.timing.settleMs / 1000).toFixed(1)} s to settle)` : '';
  const head = [`${tool}: done${slow}.`];
  if (r.navigatedTo && r.sameDocument) head.push(sameDocumentNote(r.changes));
  else if (r.navigatedTo) head.push('The page navigated: refs from older snapshots are gone.');
  if (r.newTabs.length)
    head.push(`The action opened ${r.newTabs.length} new tab(s); use the tabs tool to switch there.`);
  if (r.dialogs.length) head.push(`The page opened ${r.dialogs.length} dialog(s); see below how each was answered.`);

  const body = [r.summary];
  if (r.navigatedTo) body.push(`${r.sameDocument ? 'the URL is now' : 'navigated to'} ${r.navigatedTo}`);
  for (const t of r.newTabs) body.push(`new tab ${t.tabId}: ${JSON.stringify(t.title)} ${t.url}`);
  for (const d of r.dialogs) body.push(`${d.type} dialog ${JSON.stringify(d.message)} -> ${d.handled}`);
  if (r.changes !== undefined) body.push(changesText(r.changes));

  // Warnings are our words, but they quote the page (a field's value after the page rewrote it, an element's name):
  // the quotes go into an untrusted block of their own, or a page would speak outside the fence (red team c7-r9).
  const warnings = r.warnings.length ? [fenceQuoted(r.warnings.map((w) => `Warning: ${w}`).join('\n'), r.url)] : [];
  const text = [head.join(' '), ...warnings, wrapUntrusted(body.join('\n'), r.url)].join('\n');
  // Only the element acted on changed (the text just typed): the page is as the model saw it when it chose its
  // next action in the same turn, which may run (C204).
  const pageChanged = Boolean(r.navigatedTo) || (Boolean(r.changes) && !onlyOwnChange(r.summary, r.changes!));
  return { ok: true, text, pageChanged, timing: r.timing, kind: 'other' };
}

/**
 * A router may re-render what it keeps (the wiki rebuilt its sidebar on a hash change: every link got a new ref,
 * relay log C202; docsify swapped its article and sidebar): a ref stays valid only where the element kept it, which
 * the changes show. Never promise more than that.
 */
function sameDocumentNote(changes: string | undefined): string {
  const head = 'The URL changed within the same page (no new page was loaded)';
  if (changes === undefined) return `${head}: take a snapshot before using older refs, the page may have re-rendered.`;
  if (changes.startsWith('[page] '))
    return `${head} and most of the view changed: use the refs printed below; an older ref is valid only where it is printed again.`;
  return `${head}: refs stay valid for the elements the changes below leave out or print with the same ref.`;
}

/**
 * A change too big for a diff comes as the whole new view (`[page] …`): say so, or "changes since the last snapshot"
 * followed by unchanged lines reads as if they had all changed (relay log C2). context/collapse.ts matches both.
 */
function changesText(changes: string): string {
  if (!changes) return 'no visible changes in the snapshot';
  if (changes.startsWith('[page] '))
    return `changes since the last snapshot, too many to list; the page now:\n${changes}`;
  return `changes since the last snapshot:\n${changes}`;
}

/** Bounds long page-derived strings (evaluate results, page text) so one tool result cannot flood the context. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}\n… (${text.length - max} more characters cut)`;
}
