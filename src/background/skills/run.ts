/**
 * Runs a skill on a tab's session: replays its steps without the model, each one through the same policy gate as a
 * model's call, and hands over to the agent loop (the skill's goal and the steps left) when a step fails. The steps
 * show in the panel as the model's would, the transcript goes to history, and the run is logged.
 */
import { executeToolCalls } from '../../agent/loop/execute';
import { newId, userMessage, type AssistantMessage, type ToolCallPart } from '../../shared/model';
import {
  handoverText,
  replaySkill,
  runRequestText,
  type ParamValues,
  type ReplayOutcome,
  type Skill,
} from '../../agent/skills';
import { t } from '../../shared/i18n';
import { SitePermission, type Settings } from '../../shared/settings';
import { loadSettings } from '../../shared/settings-store';
import { agentTools } from '../agent-tools';
import { debuggers } from '../browser/tab';
import { holdAwake } from '../keepalive';
import { createPolicyGate, lastUserText } from '../policy/gate';
import { sessions, type Live } from '../sessions';
import { claim, run } from '../task-runner';
import { putSkill, recordRun, type SkillRun } from './store';

export interface RunOptions {
  trigger: SkillRun['trigger'];
  /** Origins allowed for this run only (a scheduled skill's grants). */
  grants?: string[];
  /** The user approved running an untrusted (imported) skill. */
  trust?: boolean;
}

export type RunStart = { ok: true; run: SkillRun } | { ok: false; error: string };

/** Settings for this run: the skill's grants join the site permissions, nowhere else and not saved. */
export function withGrants(settings: Settings, grants: readonly string[] = []): Settings {
  if (!grants.length) return settings;
  const sitePermissions = { ...settings.sitePermissions };
  for (const origin of grants)
    sitePermissions[origin] = { ...SitePermission.parse({}), ...sitePermissions[origin], read: 'allow', act: 'allow' };
  return { ...settings, sitePermissions };
}

export async function runSkill(
  tabId: number,
  skill: Skill,
  values: ParamValues,
  options: RunOptions,
): Promise<RunStart> {
  if (!skill.trusted && !options.trust) return { ok: false, error: t('skillsUntrustedRefused', skill.name) };
  const live = await sessions.get(tabId);
  const controller = claim(live);
  if (!controller) return { ok: false, error: t('skillsBusy') };
  if (!skill.trusted) await putSkill({ ...skill, trusted: true });
  const adjust = (s: Settings) => withGrants(s, options.grants);
  const before = live.conversation.messages.length;
  const outcome = await replay(tabId, live, controller, skill, values, adjust);
  if (!outcome.ok && !outcome.stopped) {
    const again = claim(live);
    const brief = handoverText(skill, values, outcome.at, outcome.reason);
    if (again) await run(tabId, live, again, (c) => void c.messages.push(userMessage(brief)), adjust);
  }
  const added = live.conversation.messages.slice(before);
  const modelRequests = added.filter((m) => m.role === 'assistant' && m.provider !== 'skill').length;
  const conversation = live.conversation;
  const record: SkillRun = {
    skillId: skill.id,
    name: skill.name,
    at: Date.now(),
    trigger: options.trigger,
    replayed: outcome.ok,
    handedOver: !outcome.ok && !outcome.stopped,
    ok: outcome.ok || (!outcome.stopped && conversation.status === 'idle' && !conversation.error),
    ...(outcome.ok ? {} : { reason: conversation.error?.message ?? outcome.reason }),
    tabId,
    conversationId: conversation.id,
    modelRequests,
  };
  await recordRun(record);
  return { ok: true, run: record };
}

async function replay(
  tabId: number,
  live: Live,
  controller: AbortController,
  skill: Skill,
  values: ParamValues,
  adjust: (s: Settings) => Settings,
): Promise<ReplayOutcome> {
  const releaseWorker = holdAwake(`skill:${tabId}`);
  const releaseDebugger = debuggers.hold(tabId);
  const { signal } = controller;
  let endLoads: (() => void) | undefined;
  try {
    const settings = adjust((await loadSettings()).settings);
    await sessions.updateOwn(tabId, live, (c) => {
      c.messages.push(userMessage(runRequestText(skill, values)));
      c.status = 'running';
      delete c.error;
    });
    if (!skill.steps.length) return { ok: false, at: 0, reason: 'no recorded steps' };
    const policy = await createPolicyGate({
      tabId,
      conversationId: live.conversation.id,
      userText: lastUserText(live.conversation.messages),
      settings,
      signal,
      ...agentTools(),
    });
    endLoads = policy.end;
    const tools = new Map(policy.tools.map((tool) => [tool.name, tool]));
    const toolContext = { tabId, browser: policy.browser, attachments: live.attachments };
    const call = async (name: string, args: Record<string, unknown>) => {
      const part: ToolCallPart = { type: 'toolCall', id: newId('call'), name, args };
      const now = Date.now();
      // Shown like a model's step; `provider: 'skill'` tells the panel, the history and the count of model requests.
      const step: AssistantMessage = {
        role: 'assistant',
        id: newId('msg'),
        createdAt: now,
        completedAt: now,
        content: [part],
        stopReason: 'tool_use',
        provider: 'skill',
        model: 'replay',
      };
      await sessions.updateOwn(tabId, live, (c) => void c.messages.push(step));
      const [result] = await executeToolCalls([part], {
        tools,
        toolContext,
        approve: policy.approve,
        signal,
        now: Date.now,
      });
      await sessions.updateOwn(tabId, live, (c) => void c.messages.push(result!));
      return result!;
    };
    const outcome = await replaySkill(skill, values, { call, signal });
    await sessions.updateOwn(tabId, live, (c) => {
      c.status = 'idle';
      if (!outcome.ok && !outcome.stopped) return;
      const text = outcome.ok ? t('skillsReplayed', skill.name, String(outcome.steps)) : t('skillsStopped');
      c.messages.push({
        role: 'assistant',
        id: newId('msg'),
        createdAt: Date.now(),
        completedAt: Date.now(),
        content: [{ type: 'text', text }],
        stopReason: 'stop',
        provider: 'skill',
        model: 'replay',
      });
    });
    return outcome;
  } finally {
    endLoads?.();
    if (live.controller === controller) live.controller = undefined;
    releaseDebugger();
    releaseWorker();
  }
}
