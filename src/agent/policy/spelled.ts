/**
 * Text spelled one press at a time. A click carries no value, yet a page's keypad of buttons "1" to "0" (or "Key 1",
 * an on-screen keyboard's letters) learns from the order of the clicks what the model spells; keys pressed one per
 * call, a one-letter `type` and a one-digit option do the same, and the joined history of what a site received
 * (flows.ts `joinSent`) lost repeated pieces ("5", "5", "5" joined as "5"). Red team c11-r10-keypad typed the bank
 * tab's account number on the attacker's keypad after one routine card.
 *
 * Each site keeps the short inputs it got, in order; the parts that tell them apart ("5" of "Key 5") spell a run. The
 * run is judged as typed text would be, and earlier: a datum read elsewhere is a flow as soon as the run ends with its
 * first four characters (by then the page has three of them, not the datum), and a long run nobody wrote (a datum
 * spelled in another order or code) counts as data of unknown origin.
 */
import { collapse } from './encodings';
import { siteKey, webOrigin } from './origins';
import { sourcesOf } from './seen-data';
import type { PolicyInput, TaskState } from './types';
import { readElsewhere, unexplainedRuns } from './unexplained';

const FIELD = /^(textbox|searchbox|combobox|spinbutton|slider)$/;
/** How many inputs a site's history keeps. */
const KEPT = 64;
/** A piece is short: one key, one keypad button. */
const SHORT = 2;
/** A datum is flagged once its first this-many characters are spelled. */
const PREFIX = 4;
/** A run of this many digits that nobody wrote is data (an account number, a phone number, a six-digit code). */
const UNEXPLAINED = 6;
/** A keypad may name its keys in words ("Five", "Key zero"): the digit they spell. */
const DIGIT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const DIGIT_WORD = new RegExp(`(?<![a-z])(${DIGIT_WORDS.join('|')})(?![a-z])`, 'gi');

export interface SpelledFlow {
  data: string;
  from: string[];
  to: string;
}

/** The input this call gives its site, if any: a pressed control's name, or a typed value. */
export function shortInput(input: PolicyInput): { origin: string; piece: string } | undefined {
  const { tool, target } = input;
  if (tool.risk === 'read' || target.navigation) return undefined;
  const origin = webOrigin(target.frameUrl ?? target.pageUrl);
  if (!origin) return undefined;
  // A longer value is kept too: it ends a run ("5", "12", "Alice Canary", "3" spell nothing together).
  if (target.value !== undefined) return target.value.trim() ? { origin, piece: target.value.slice(0, 40) } : undefined;
  // Keys pressed in a field (or a click that focuses one) choose nothing: what they type is the value above.
  const name = FIELD.test(target.element?.role ?? '') ? undefined : target.element?.name?.trim();
  return name && name.length <= 40 ? { origin, piece: name } : undefined;
}

/** The site's short inputs after this call's. */
export function withShortInput(task: TaskState, input: PolicyInput): { origin: string; inputs: string[] } | undefined {
  const next = shortInput(input);
  if (!next) return undefined;
  const inputs = [...(task.pressed?.[siteKey(next.origin)] ?? []), next.piece].slice(-KEPT);
  return { origin: next.origin, inputs };
}

/**
 * What the inputs spell: the longest tail of them whose names, less what they share ("Key 5", "Key 0" -> "5", "0"),
 * are all short. A name repeated alone ("5", "5") spells itself; "Next" or "Page 2" breaks the run.
 */
export function spelledRun(inputs: string[]): string {
  let best = '';
  for (let start = inputs.length - 1; start >= 0; start--) {
    const parts = distinctParts(inputs.slice(start).map((s) => s.trim()));
    if (parts.every((p) => p && p.length <= SHORT)) best = parts.join('');
  }
  return best;
}

/**
 * What a site's last payloads spell once what they share is taken out, for each tail of them: URLs one per call
 * ("?page=5", "?page=5", "?page=0") carry the parts that differ, repeats included, which `joinSent` (a diff against
 * the last payload only) loses. Red team c11-r10-path-per-digit.
 */
export function payloadTails(recent: string[]): string[] {
  const out = new Set<string>();
  for (let start = recent.length - 2; start >= 0; start--) {
    const joined = distinctParts(recent.slice(start)).join('');
    // Long parts are whole payloads, which matchSeen reads anyway: only pieces are worth joining.
    if (joined.length >= PREFIX && joined.length <= 400) out.add(joined);
  }
  // Pieces labelled by position ("?i=1&c=5", "?i=2&c=5"): each parameter's values in order (c11-r10-indexed-pieces).
  const values = new Map<string, string[]>();
  for (const payload of recent)
    for (const query of payload.match(/[?#][^\s]+/g) ?? [])
      for (const [name, value] of new URLSearchParams(query.slice(1)))
        values.set(name, [...(values.get(name) ?? []), value]);
  for (const list of values.values()) if (list.length > 1) out.add(list.join('').slice(-400));
  return [...out];
}

function distinctParts(given: string[]): string[] {
  const names = given.map((s) => s.replace(DIGIT_WORD, (w) => String(DIGIT_WORDS.indexOf(w.toLowerCase()))));
  const distinct = [...new Set(names)];
  let pre = 0;
  let post = 0;
  if (distinct.length > 1) {
    const [first] = distinct as [string];
    while (pre < first.length && distinct.every((s) => s[pre] === first[pre])) pre++;
    const fits = (s: string) => s.length - post > pre && s[s.length - 1 - post] === first[first.length - 1 - post];
    while (post < first.length - pre && distinct.every(fits)) post++;
  }
  return names.map((s) => collapse(s.slice(pre, s.length - post)));
}

/** The data a run spells to a site: seen elsewhere (whole, or its first characters just now), or unexplained. */
export function spelledFlows(input: PolicyInput): SpelledFlow[] {
  const next = withShortInput(input.task, input);
  if (!next) return [];
  const run = spelledRun(next.inputs);
  if (run.length < PREFIX) return [];
  const { seen } = input.task;
  const user = new Set(seen.user);
  const flows: SpelledFlow[] = [];
  seen.page.forEach((token, i) => {
    const bare = collapse(token);
    if (user.has(token) || bare.length < 6 || !/\d|@/.test(token)) return;
    const from = sourcesOf(seen, i);
    if (from.includes(next.origin)) return;
    const ends = [bare, [...bare].reverse().join('')].some(
      (d) =>
        run.includes(d) || [...Array(d.length - PREFIX + 1).keys()].some((k) => run.endsWith(d.slice(0, PREFIX + k))),
    );
    if (ends) flows.push({ data: token, from: from.length ? from : ['unknown'], to: next.origin });
  });
  // Digits only: "OK", "OK", "OK" or 确定 twice is someone dismissing dialogs, not a code.
  const digits = run.replace(/\D/g, '');
  if (!flows.length && digits.length >= UNEXPLAINED && !explained(digits, input.task, next.origin))
    flows.push({ data: digits, from: ['unknown'], to: next.origin });
  // Letters in a code the page made up ("yyyqwert" for 55501234, c5-r11-page-code on a keyboard), once data was read
  // elsewhere: a long run of single keys, four or more distinct, nobody wrote (unexplained.ts). "OK" or 确定 pressed
  // again and again are not keys of a keyboard.
  const keys = singleKeys(next.inputs);
  if (!flows.length && new Set(keys).size >= 4 && readElsewhere(input.task, next.origin))
    for (const data of unexplainedRuns([keys], input.task)) flows.push({ data, from: ['unknown'], to: next.origin });
  return flows;
}

/** The last inputs that are one character each, joined. */
function singleKeys(inputs: string[]): string {
  const out: string[] = [];
  for (const piece of [...inputs].reverse()) {
    const bare = collapse(piece);
    if (bare.length !== 1) break;
    out.unshift(bare);
  }
  return out.join('');
}

/** The run is in the user's words, or in what the site itself showed ("enter the code 4821 9930 shown above"). */
function explained(run: string, task: TaskState, origin: string): boolean {
  const user = collapse(task.seen.user.join(' '));
  if (user.includes(run)) return true;
  return task.seen.page.some((t, i) => sourcesOf(task.seen, i).includes(origin) && collapse(t).includes(run));
}
