/**
 * The task state policy reads, and the only ways it changes: the loop marks visited origins and seen text, the user
 * answers cards and approves plans. Pure functions returning new objects, so the loop can persist each step.
 */
import { nameWindow } from './query-names';
import { siteKey, webOrigin } from './origins';
import { joinSent, sinksOf } from './flows';
import { addSeen, emptySeen, type SeenSource } from './seen-data';
import { sourcedParts } from './sourced';
import { withShortInput } from './spelled';
import type {
  Answer,
  ConfirmationCard,
  Decision,
  DecisionLogEntry,
  Grant,
  PolicyInput,
  TaskPlan,
  TaskState,
} from './types';

export function newTaskState(startUrl?: string, userText?: string): TaskState {
  const startOrigin = webOrigin(startUrl);
  const state: TaskState = {
    ...(startOrigin ? { startOrigin } : {}),
    visitedOrigins: startOrigin ? [startOrigin] : [],
    grants: [],
    seen: emptySeen(),
  };
  return userText ? noteSeen(state, userText, 'user') : state;
}

/** Call when a page of this origin has loaded in the task (after a navigation, a tab switch, a snapshot). */
export function markVisited(state: TaskState, url: string): TaskState {
  const origin = webOrigin(url);
  if (!origin || state.visitedOrigins.includes(origin)) return state;
  return { ...state, visitedOrigins: [...state.visitedOrigins, origin] };
}

/**
 * Call with every page-derived text the model receives (tool results, quoted selections) and every user message.
 * `pageUrl`: the tab's page when the text was read; untrusted blocks in the text name their own source.
 */
export function noteSeen(state: TaskState, text: string, source: SeenSource, pageUrl?: string): TaskState {
  let seen = state.seen;
  if (source === 'user') seen = addSeen(seen, text, 'user');
  else for (const part of sourcedParts(text, pageUrl)) seen = addSeen(seen, part.text, 'page', part.origin);
  return seen === state.seen ? state : { ...state, seen };
}

const MAX_SENT = 2000;
/** Payloads kept per site for spelled.ts `payloadTails`. */
const MAX_RECENT = 16;

/**
 * Call after an allowed call ran: what it sent to each site joins that site's history, so the next call's pieces
 * are checked together with the earlier ones ("jane" now, "doe" next).
 */
export function noteSent(state: TaskState, input: PolicyInput): TaskState {
  const short = withShortInput(state, input);
  if (short) state = { ...state, pressed: { ...(state.pressed ?? {}), [siteKey(short.origin)]: short.inputs } };
  const sinks = sinksOf(input);
  if (!sinks.length) return state;
  const sent = { ...(state.sent ?? {}) };
  for (const sink of sinks) {
    const site = siteKey(sink.origin);
    const joined = joinSent(sent[site], sink.payload);
    const recent = [...(sent[site]?.recent ?? []), sink.payload.slice(-300)].slice(-MAX_RECENT);
    const named = nameWindow(sent[site]?.named ?? [], sink.payload.slice(-300), MAX_RECENT);
    sent[site] = { last: sink.payload.slice(-MAX_SENT), joined: joined.slice(-MAX_SENT), recent, named };
  }
  return { ...state, sent };
}

/**
 * The input as the call's earlier targets leave its task: the fields of one fill_form, the runs of one press_key
 * split by Tabs, are judged with what the targets before them send, as one call each would be (red team
 * c11-r10-otp-boxes: eight one-digit boxes, each judged alone, were never a number).
 */
export function sentBefore(input: PolicyInput, targets: PolicyInput['target'][]): PolicyInput {
  let task = input.task;
  for (const target of targets.slice(0, Math.max(0, targets.indexOf(input.target))))
    task = noteSent(task, { ...input, target, task });
  return task === input.task ? input : { ...input, task };
}

/** The user approved the plan card (ask-before-acting mode). Origins are normalised; junk entries drop out. */
export function approvePlan(state: TaskState, plan: Omit<TaskPlan, 'approved'>): TaskState {
  const origins = plan.origins.map((o) => webOrigin(o)).filter((o): o is string => !!o);
  return { ...state, plan: { ...plan, origins: [...new Set(origins)], approved: true } };
}

export interface AnswerEffect {
  allowed: boolean;
  state: TaskState;
  /** For "always": the loop's host writes these into settings.sitePermissions (merging with what is there). */
  sitePermissions: ConfirmationCard['always'];
}

/**
 * Applies the user's answer to a card. "once" adds the card's grants to this task (the first act on a site is then
 * not asked again until the task ends); "always" also persists the site permission; "deny" changes nothing, so
 * the same call asks again if the model insists (and the loop's repeated-error guard stops it).
 * "always" on a card that does not offer it counts as "once": high-risk actions are never allowed for good.
 */
export function applyAnswer(state: TaskState, card: ConfirmationCard, answer: Answer): AnswerEffect {
  if (answer === 'deny') return { allowed: false, state, sitePermissions: [] };
  const grants = card.grants.filter((g) => !state.grants.some((have) => sameGrant(have, g)));
  const next = grants.length ? { ...state, grants: [...state.grants, ...grants] } : state;
  const always = answer === 'always' && card.choices.includes('always') ? card.always : [];
  return { allowed: true, state: next, sitePermissions: always };
}

function sameGrant(a: Grant, b: Grant): boolean {
  if (a.kind !== b.kind || a.origin !== b.origin) return false;
  return a.kind !== 'secret' || (b.kind === 'secret' && a.name === b.name);
}

/** The log line for a decision; for an ask, call answered() when the user replies. */
export function logEntry(
  decision: Decision,
  call: { toolCallId: string; tool: string },
  now = Date.now(),
): DecisionLogEntry {
  return {
    type: 'policy',
    at: now,
    toolCallId: call.toolCallId,
    tool: call.tool,
    verdict: decision.verdict,
    reason: decision.reason,
    reasons: decision.verdict === 'allow' ? [] : decision.reasons,
    ...(decision.verdict === 'ask' ? { card: decision.ask } : {}),
    outcome: decision.verdict === 'allow' ? 'ran' : decision.verdict === 'deny' ? 'refused' : 'pending',
  };
}

export function answered(
  entry: DecisionLogEntry,
  answer: Answer | 'timeout' | 'aborted',
  now = Date.now(),
): DecisionLogEntry {
  const ran = answer === 'once' || answer === 'always';
  return { ...entry, answer, answeredAt: now, outcome: ran ? 'ran' : 'refused' };
}

/** What the model reads when a call is refused: plain, and telling it not to route around the refusal. */
export function refusalText(decision: Decision, answer?: Answer | 'timeout' | 'aborted'): string {
  const who = decision.verdict === 'deny' ? 'Policy refused this action' : 'The user declined this action';
  const why = answer === 'timeout' ? ' (no answer in time)' : '';
  return `${who}${why}: ${decision.reason}. Do not retry it or reach the same result another way; continue without it or tell the user.`;
}
