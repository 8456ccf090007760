/**
 * Judges one tool call as the policy gate would (the tool's declared effects, asked of the page, then decide()),
 * without cards, and arms the press guard with the judged elements as an approval does. For e2e tests and the
 * worker's DevTools console (globalThis.tabwright.judgeTool); pages cannot reach it.
 */
import { decide, newTaskState } from '../../agent/policy';
import { toolByName } from '../../agent/tools';
import { loadSettings } from '../../shared/settings-store';
import { chromeBrowserPort } from '../browser/port';
import { callFacts, tabUrl } from './facts';
import { policySettingsOf } from './gate';

export async function judgeToolInWorker(tabId: number, name: string, rawArgs: unknown) {
  const tool = toolByName(name);
  if (!tool) return { error: `Unknown tool "${name}"` };
  const parsed = tool.parameters.safeParse(rawArgs ?? {});
  if (!parsed.success) return { error: parsed.error.message };
  const args = parsed.data as Record<string, unknown>;
  chromeBrowserPort.armTargets?.(tabId, []);
  const facts = await callFacts(tool, args, tabId, chromeBrowserPort);
  const { settings } = await loadSettings();
  const task = newTaskState(await tabUrl(tabId), '');
  const policy = policySettingsOf(settings);
  const decisions = facts.targets.map((target) =>
    decide({ tool: { name, risk: facts.risk }, args, target, task, settings: policy }),
  );
  chromeBrowserPort.armTargets?.(tabId, facts.fingerprints);
  return {
    facts,
    decisions: decisions.map((d) => ({
      verdict: d.verdict,
      reasons: d.verdict === 'allow' ? [] : d.reasons,
      kind: d.verdict === 'ask' ? d.ask.kind : undefined,
    })),
  };
}
