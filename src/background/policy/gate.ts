/**
 * The approve hook for runAgent (src/agent/policy/README.md, section 1), and the tools and port the task runs with:
 * facts from the page -> decide() -> allow, refuse, or ask the user in the panel and wait (Stop answers "aborted").
 * Every decision goes into the conversation's log; "always" answers become site permissions; the task state is
 * persisted after each change so a restarted worker continues with the same grants.
 */
import type { BrowserPort } from '../../agent/browser-port';
import type { ApprovalDecision, ApprovalRequest } from '../../agent/loop';
import type { ImageDescriber } from '../../agent/loop/types';
import {
  answered,
  applyAnswer,
  approvePlan,
  buildCard,
  buildPlanCard,
  decide,
  logEntry,
  markVisited,
  noteSeen,
  noteSent,
  sentBefore,
  originSets,
  refusalText,
  webOrigin,
  type DecisionLogEntry,
  type PolicyInput,
  type TargetFacts,
  type TaskState,
} from '../../agent/policy';
import { type HandoffGateOptions, refuseHandoffTargets } from '../handoff/refuse';
import { createRedactor } from '../../agent/secrets';
import type { ToolDef } from '../../agent/tools/types';
import { SitePermission, type Settings } from '../../shared/settings';
import { updateSettings } from '../../shared/settings-store';
import { postToPanels } from '../panel-ports';
import { sessions } from '../sessions';
import { allowNextDownload } from '../browser/tab';
import { askUser, showBlocked } from './asks';
import { PROPOSE_PLAN, proposePlan, wantsPlan } from './propose-plan';
import { callFacts, tabUrl } from './facts';
import { redactingDescriber, redactingTools, type ResultHooks } from './redacting-tools';
import { withSecrets } from './secret-port';
import { loadGuards } from './load-guard';
import { loadTaskState, saveTaskState } from './task-store';

export interface PolicyGate {
  approve(request: ApprovalRequest): Promise<ApprovalDecision>;
  tools: ToolDef[];
  browser: BrowserPort;
  /** Wraps a screenshot describer so its text is redacted like a tool result. */
  describer(describe: ImageDescriber): ImageDescriber;
  /** The task ended: loads the page starts by itself are no longer judged (load-guard.ts). */
  end(): void;
}

export interface GateOptions extends HandoffGateOptions {
  tabId: number;
  conversationId: string;
  /** The task state's key when not the tab's: an external agent's calls (bridge/call.ts) share one across tabs. */
  stateKey?: string;
  /** The user's latest words: theirs to send anywhere, so not "page data". */
  userText: string;
  /** Page text the user quoted with them (untrusted blocks naming their page): page data, from that page. */
  quoted?: string;
  settings: Settings;
  tools: ToolDef[];
  browser: BrowserPort;
  /** The task's Stop: a pending ask answers "aborted". */
  signal: AbortSignal;
}

import { policySettingsOf } from './settings-of';
export { policySettingsOf } from './settings-of';
import { fencedErrors, fenceRefusal } from './quotes';
export { lastUserQuotes, lastUserText } from './quotes';

export async function createPolicyGate(options: GateOptions): Promise<PolicyGate> {
  const { tabId, conversationId, settings, signal } = options;
  let policy = policySettingsOf(settings);
  const [stateKey, stateOwner] = options.stateKey ? [options.stateKey, options.stateKey] : [tabId, conversationId];
  let task: TaskState = await loadTaskState(stateKey, stateOwner, await tabUrl(tabId), options.userText);
  if (options.quoted) task = noteSeen(task, options.quoted, 'page');
  await saveTaskState(stateKey, stateOwner, task);
  // The panel's one-line summary of the task's reach; sent when it changes.
  let shown = '';
  const showOrigins = () => {
    const origins = originSets(task, policy);
    const key = JSON.stringify(origins);
    if (key === shown) return;
    shown = key;
    postToPanels(tabId, { type: 'policy/origins', tabId, origins });
  };
  showOrigins();
  const setTask = async (next: TaskState) => {
    if (next === task) return;
    task = next;
    await saveTaskState(stateKey, stateOwner, task);
    showOrigins();
  };
  const secrets = settings.secrets.filter((s) => s.value).map(({ name, value }) => ({ name, value }));
  const apiKeys = settings.providers.map((p) => p.apiKey).filter(Boolean);

  const log = async (entry: DecisionLogEntry) => {
    const live = await sessions.get(tabId);
    // Saved with the transcript at the next step; the conversation is the log the user can read back.
    if (live.conversation.id !== conversationId) return;
    live.conversation.decisions ??= [];
    live.conversation.decisions.push(entry);
  };
  const loads = loadGuards(options.browser, () => ({ task, settings: policy }), log);

  const persistAlways = async (always: Array<{ origin: string; kind: 'read' | 'act' }>) => {
    if (!always.length) return;
    const next = await updateSettings((current) => {
      const sitePermissions = { ...current.sitePermissions };
      for (const { origin, kind } of always)
        sitePermissions[origin] = { ...(sitePermissions[origin] ?? SitePermission.parse({})), [kind]: 'allow' };
      return { ...current, sitePermissions };
    });
    policy = { ...policy, sitePermissions: next.sitePermissions };
  };

  /** The plan card: one approval for the plan's sites (approvePlan); declining changes nothing. */
  async function judgePlan({ call, args, tabId: workTab }: ApprovalRequest): Promise<ApprovalDecision> {
    const plan = args as { summary: string; steps: string[]; sites: string[] };
    const card = buildPlanCard(plan, await tabUrl(workTab));
    const decision = { verdict: 'ask' as const, reason: `Plan: ${plan.summary}`, reasons: card.reasons, ask: card };
    const answer = await askUser(tabId, call.id, card, signal);
    await log(answered(logEntry(decision, { toolCallId: call.id, tool: PROPOSE_PLAN }), answer));
    if (answer !== 'once' && answer !== 'always') {
      return {
        allow: false,
        reason:
          'The user declined this plan. Ask the user what to change, or propose a different plan; do not act without one.',
      };
    }
    await setTask(approvePlan(task, { summary: plan.summary, steps: plan.steps, origins: card.plan!.origins }));
    return { allow: true };
  }

  async function judge(request: ApprovalRequest): Promise<ApprovalDecision> {
    if (request.tool.name === PROPOSE_PLAN) return judgePlan(request);
    // Facts come from the tab the call acts in (request.tabId: the `tabs` tool may have moved the agent), since a
    // ref like e5 exists in both tabs naming different elements. Cards still go to the session's panel (tabId).
    const { call, tool, args, tabId: workTab } = request;
    // Disarm first: whatever was judged for an earlier call must not let this one press.
    options.browser.armTargets?.(workTab, []);
    const facts = await callFacts(tool, (args ?? {}) as Record<string, unknown>, workTab, options.browser);
    const handedOff = refuseHandoffTargets(facts.targets, options.onHandoff);
    if (handedOff) return handedOff;
    const ids = { toolCallId: call.id, tool: tool.name };
    const base = { tool: { name: tool.name, risk: facts.risk }, args: (args ?? {}) as PolicyInput['args'] };
    // Each target is judged with what the call's earlier targets send (sentBefore: one-digit boxes of one fill_form).
    const inputOf = (target: TargetFacts) => sentBefore({ ...base, target, task, settings: policy }, facts.targets);
    const decisions = facts.targets.map((target) => decide(inputOf(target)));
    // A refusal anywhere refuses the whole call, before anything is asked.
    const denied = decisions.find((d) => d.verdict === 'deny');
    if (denied) {
      const target = facts.targets[decisions.indexOf(denied)]!;
      const subject = webOrigin(target.navigation?.url ?? target.frameUrl ?? target.pageUrl) ?? '';
      const input = inputOf(target);
      // The same "exactly what" a card shows, so the log and the panel say what was refused, not only why.
      const card = buildCard(input, {
        subject,
        subjectKind: facts.risk === 'read' ? 'read' : 'act',
        high: denied.verdict === 'deny' ? denied.reasons : [],
        asks: [],
        grants: [],
      });
      showBlocked(tabId, call.id, card);
      await log({ ...logEntry(denied, ids), card });
      return { allow: false, reason: refusalText(denied) };
    }
    if (facts.problem) {
      // Without the element's facts a risky click could pass as harmless: refuse, and say how to recover. A ref
      // that is gone or unknown is no policy matter: say so as it is, so the model takes a new snapshot instead
      // of treating it as a refusal it must not work around.
      const stale = /\bref\b|\be\d+\b.*(gone|no longer|navigated)|does not exist|not a ref/i.test(facts.problem);
      return {
        allow: false,
        reason: stale
          ? `Stale ref: ${facts.problem.replace(/[.;]?\s*take a new snapshot\.?$/i, '')}. Take a new snapshot and use a ref from it.`
          : `Policy refused this action: the target could not be inspected (${facts.problem}). Take a new snapshot and use a ref from it.`,
      };
    }
    for (const first of decisions) {
      // Decide again with the task as earlier answers left it (a "once" for the site covers the next field).
      const d = first.verdict === 'ask' ? decide(inputOf(facts.targets[decisions.indexOf(first)]!)) : first;
      const entry = logEntry(d, ids);
      if (d.verdict !== 'ask') {
        await log(entry);
        continue;
      }
      const answer = await askUser(tabId, call.id, d.ask, signal);
      await log(answered(entry, answer));
      if (answer === 'aborted' || answer === 'deny') return { allow: false, reason: refusalText(d, answer) };
      const effect = applyAnswer(task, d.ask, answer);
      await setTask(effect.state);
      await persistAlways(effect.sitePermissions);
      // The user approved this download: the browser side lets the next action's download through.
      if (d.ask.reasons.some((r) => r.code === 'download')) allowNextDownload(workTab);
    }
    // What this call sends joins each site's history, so data split over several calls still lines up.
    let sent = task;
    for (const target of facts.targets) sent = noteSent(sent, { ...inputOf(target), task: sent });
    await setTask(sent);
    // The press goes only to what was judged: the browser side re-checks the element at the moment of the press.
    options.browser.armTargets?.(workTab, facts.fingerprints);
    // Where the load this call starts is redirected, and loads the page starts by itself, are judged too.
    await loads.approved(workTab, ids, facts.targets);
    return { allow: true };
  }

  // One decision at a time: read-only calls run in parallel, but two cards at once would confuse, and each answer
  // changes the task state the next decision reads.
  let queue: Promise<unknown> = Promise.resolve();
  const approve = (request: ApprovalRequest): Promise<ApprovalDecision> => {
    const run = queue.then(() =>
      signal.aborted ? { allow: false as const, reason: 'Stopped by the user.' } : judge(request).then(fenceRefusal),
    );
    queue = run.catch(() => undefined);
    return run;
  };

  const browser = withSecrets(options.browser, secrets, (name) =>
    settings.secrets.filter((s) => s.name === name).flatMap((s) => s.origins),
  );
  const offered = wantsPlan(settings) ? [...options.tools, proposePlan] : options.tools;
  // Every password value read during the task stays redacted, even once its field shows it as plain text.
  const passwordsSeen = new Set<string>(options.redactAlso ?? []);
  // The tab of the latest result: a screenshot's description (below) comes right after the screenshot's result.
  let resultTab = tabId;
  const hooks: ResultHooks = {
    async redactor(tab) {
      const passwords = (await options.browser.passwordValues?.(tab)) ?? { ok: true, value: [] };
      for (const p of passwords.ok ? passwords.value : []) passwordsSeen.add(p);
      return createRedactor({ secrets, apiKeys, passwords: [...passwordsSeen] });
    },
    async observed(tab, text) {
      resultTab = tab;
      const url = await tabUrl(tab);
      // Untrusted blocks in the text name their own source (the tab list: each tab's URL); the rest is this page's.
      await setTask(noteSeen(url ? markVisited(task, url) : task, text, 'page', url));
    },
  };
  const tools = fencedErrors(redactingTools(offered, hooks));
  const describer = (describe: ImageDescriber) => redactingDescriber(describe, hooks, () => resultTab);
  return { approve, tools, browser, describer, end: loads.end };
}
