/**
 * Questions to the user: a confirmation card goes to every panel of the tab, the task waits for the answer.
 * Stop (the task's signal) answers "aborted", never allow. A panel opened later, or reconnected after a worker
 * restart, gets the cards of this tab again (pending and answered), so an ask is never invisible.
 */
import type { Answer, ConfirmationCard, DecisionLogEntry } from '../../agent/policy';
import type { PanelToWorker, PolicyAsk, WorkerToPanel } from '../../shared/protocol';
import { postToPanels } from '../panel-ports';

type PanelAnswer = Extract<PanelToWorker, { type: 'ask/answer' }>['answer'];
export type AskOutcome = Answer | 'aborted';

interface Pending {
  ask: PolicyAsk;
  resolve: (answer: AskOutcome) => void;
}

/** Cards shown per tab in this worker, oldest first; pending ones resolve through `pending`. */
const shown = new Map<number, PolicyAsk[]>();
const pending = new Map<string, Pending>();
/** Answered cards kept per tab for a panel that attaches later; older ones live on in the conversation's log. */
const KEEP = 30;

const FROM_PANEL: Record<PanelAnswer, Answer> = { 'allow-once': 'once', 'allow-always': 'always', deny: 'deny' };

export function askUser(
  tabId: number,
  toolCallId: string,
  card: ConfirmationCard,
  signal: AbortSignal,
): Promise<AskOutcome> {
  const ask: PolicyAsk = { askId: crypto.randomUUID(), toolCallId, card, at: Date.now() };
  const list = shown.get(tabId) ?? [];
  list.push(ask);
  shown.set(tabId, list.slice(-KEEP));
  return new Promise<AskOutcome>((resolve) => {
    const finish = (answer: AskOutcome) => {
      if (!pending.delete(ask.askId)) return;
      markWaiting(tabId);
      signal.removeEventListener('abort', onAbort);
      ask.answer = answer;
      postToPanels(tabId, { type: 'policy/answered', tabId, askId: ask.askId, answer });
      resolve(answer);
    };
    const onAbort = () => finish('aborted');
    pending.set(ask.askId, { ask, resolve: finish });
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    postToPanels(tabId, { type: 'policy/ask', tabId, ask });
    markWaiting(tabId);
  });
}

/** A "?" on the toolbar button of a tab whose agent waits for an answer: the panel may be closed. */
function markWaiting(tabId: number): void {
  const waiting = pendingAsks(tabId).length > 0;
  void chrome.action.setBadgeText({ tabId, text: waiting ? '?' : '' }).catch(() => undefined);
  if (waiting) void chrome.action.setBadgeBackgroundColor({ tabId, color: '#b91c1c' }).catch(() => undefined);
}

/**
 * The panel's answer. Checked against the tab the card was shown on, so one tab's panel cannot answer another
 * tab's card; a card that offers no "always" takes "always" as "once" (applyAnswer does the same).
 */
export function answerAsk(tabId: number, askId: string, answer: PanelAnswer): boolean {
  const entry = pending.get(askId);
  if (!entry || !(shown.get(tabId) ?? []).includes(entry.ask)) return false;
  entry.resolve(FROM_PANEL[answer]);
  return true;
}

/** A refusal by policy, shown in the panel as a notice so every decision that stopped something is visible. */
export function showBlocked(tabId: number, toolCallId: string, card: ConfirmationCard): void {
  const ask: PolicyAsk = {
    askId: crypto.randomUUID(),
    toolCallId,
    card,
    at: Date.now(),
    answer: 'deny',
    blocked: true,
  };
  shown.set(tabId, [...(shown.get(tabId) ?? []), ask].slice(-KEEP));
  postToPanels(tabId, { type: 'policy/ask', tabId, ask });
}

/**
 * A panel attached to the tab: show it the cards it missed. After a worker restart this worker has shown nothing
 * yet, so the cards come from the conversation's decision log instead (an ask left open by the old worker ended
 * with it: "aborted").
 */
export async function resendAsks(
  tabId: number,
  port: chrome.runtime.Port,
  logged: () => Promise<DecisionLogEntry[]>,
): Promise<void> {
  let list = shown.get(tabId) ?? [];
  if (list.length === 0) {
    list = (await logged())
      .filter((d) => d.card)
      .slice(-KEEP)
      .map((d) => ({
        askId: `${d.toolCallId}:${d.at}`,
        toolCallId: d.toolCallId,
        card: d.card!,
        at: d.at,
        answer:
          d.verdict === 'deny'
            ? 'deny'
            : d.answer === 'once' || d.answer === 'always' || d.answer === 'deny'
              ? d.answer
              : 'aborted',
        ...(d.verdict === 'deny' ? { blocked: true as const } : {}),
      }));
    if (list.length) shown.set(tabId, list);
  }
  for (const ask of list) port.postMessage({ type: 'policy/ask', tabId, ask } satisfies WorkerToPanel);
}

/** The asks of a tab still waiting, for tests and the worker console. */
export function pendingAsks(tabId?: number): PolicyAsk[] {
  return [...pending.values()]
    .map((p) => p.ask)
    .filter((a) => tabId === undefined || (shown.get(tabId) ?? []).includes(a));
}

/** A new chat on the tab: its old cards no longer belong on screen. */
export function clearAsks(tabId: number): void {
  for (const ask of shown.get(tabId) ?? []) pending.get(ask.askId)?.resolve('aborted');
  shown.delete(tabId);
}
