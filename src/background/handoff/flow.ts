/**
 * The hand-off's two transitions, saved with the conversation so they outlive the worker and the browser:
 * - begin: the run paused for the user -> status `waiting`, the tab as it was, the tab brought to front, a badge.
 *   No run, no keep-alive and no debugger are held while waiting: Chrome may stop the worker, nothing is lost.
 * - resume: Continue / Hand back -> the model is told what changed and the user's note, and gets a fresh snapshot
 *   (through the policy gate, so it is judged and redacted like any read), then the loop goes on.
 */
import type { ApprovalDecision, ApprovalRequest } from '../../agent/loop';
import { toMessage } from '../../agent/loop/execute';
import { resumeMessage } from '../../agent/handoff/resume';
import type { Handoff, HandoffRequest } from '../../agent/handoff/types';
import { type AssistantMessage, newId, type ToolCallPart, userMessage } from '../../shared/model';
import { runTool } from '../../agent/tools/run';
import type { ToolDef } from '../../agent/tools/types';
import type { BrowserPort } from '../../agent/browser-port';
import { sessions, type Live } from '../sessions';
import { bringToFront, markYourTurn, openTabs, tabState } from './page';
import { clearWaiting, noteWaiting } from './rebind';

export async function beginWaiting(tabId: number, live: Live, request: HandoffRequest, workTab: number): Promise<void> {
  const before = (await tabState(workTab)) ?? { tabId: workTab, url: request.url ?? '', title: '' };
  const tabIds = (await openTabs()).map((t) => t.tabId);
  const handoff: Handoff = { ...request, since: Date.now(), before, tabIds };
  await sessions.updateOwn(tabId, live, (conversation) => {
    conversation.status = 'waiting';
    conversation.handoff = handoff;
  });
  await noteWaiting(live.conversation.id, before.url);
  markYourTurn(tabId, true);
  await bringToFront(workTab);
}

/** Ends a hand-off without resuming (Stop, a new chat): the task is over, the tab stays the user's. */
export async function endWaiting(tabId: number): Promise<void> {
  const live = await sessions.get(tabId);
  if (live.conversation.status !== 'waiting') return;
  markYourTurn(tabId, false);
  await clearWaiting(live.conversation.id);
  await sessions.update(tabId, (conversation) => {
    conversation.status = 'idle';
    delete conversation.handoff;
  });
}

export interface ResumeGate {
  approve(request: ApprovalRequest): Promise<ApprovalDecision>;
  tools: ToolDef[];
  browser: BrowserPort;
}

/**
 * Adds what the model needs to go on: the summary as a user message, then a snapshot of the tab as a tool call
 * Tabwright made on the model's behalf (so it is collapsed like any older snapshot later). Returns the tab to work in.
 */
export async function addResume(
  tabId: number,
  live: Live,
  gate: ResumeGate,
  note: string | undefined,
  signal: AbortSignal,
): Promise<number> {
  const handoff = live.conversation.handoff;
  if (!handoff) return tabId;
  const tabs = await openTabs();
  const known = new Set(handoff.tabIds);
  // No tab of the old set is left: the browser restarted (tab ids start over), so "new" cannot be told.
  const restarted = !tabs.some((t) => known.has(t.tabId));
  const workTab = tabs.some((t) => t.tabId === handoff.before.tabId) ? handoff.before.tabId : tabId;
  const ours = `chrome-extension://${chrome.runtime.id}/`;
  const newTabs = tabs.filter((t) => !known.has(t.tabId) && !t.url.startsWith(ours));
  const text = resumeMessage(handoff, {
    tab: await tabState(workTab),
    newTabs,
    ...(note ? { note } : {}),
    ...(restarted ? { restarted } : {}),
  });
  const now = Date.now();
  const args = { mode: 'viewport' as const };
  const call: ToolCallPart = { type: 'toolCall', id: newId('handoff'), name: 'snapshot', args };
  const assistant: AssistantMessage = {
    role: 'assistant',
    id: newId('msg'),
    createdAt: now,
    completedAt: now,
    content: [call],
    stopReason: 'tool_use',
    provider: 'tabwright',
    model: 'hand-off',
  };
  const tool = gate.tools.find((t) => t.name === 'snapshot');
  const decision = tool
    ? await gate.approve({ call, tool, args, risk: tool.risk, tabId: workTab })
    : { allow: false as const, reason: 'No snapshot tool.' };
  const result =
    tool && decision.allow
      ? await runTool(tool, args, { tabId: workTab, browser: gate.browser, signal })
      : { ok: false as const, error: decision.allow ? 'No snapshot tool.' : (decision.reason ?? 'Refused.') };
  const snapshot = toMessage(call, result, { now: Date.now });
  markYourTurn(tabId, false);
  await clearWaiting(live.conversation.id);
  await sessions.updateOwn(tabId, live, (conversation) => {
    if (handoff.kind !== 'asked' && handoff.kind !== 'takeover') {
      conversation.handedBack = [
        ...(conversation.handedBack ?? []),
        { kind: handoff.kind, url: handoff.url ?? handoff.before.url },
      ];
    }
    delete conversation.handoff;
    conversation.status = 'running';
    conversation.messages.push(userMessage(text, [], now), assistant, snapshot);
  });
  return workTab;
}
