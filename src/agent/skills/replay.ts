/**
 * Replays a skill without the model. Each step's locators are resolved on a fresh snapshot to the refs of now; the
 * call then goes through `call`, which is the model's own path (argument validation, the policy gate, redaction):
 * a replayed step carries no approval from the past. After the call, its expected effect is checked (the URL it
 * reached, a visible change, the values read back). The first step that cannot be found, fails or does not have
 * its effect ends the replay, and the caller hands the rest to the model.
 */
import type { ToolResultMessage } from '../../shared/model';
import { describeStep } from './describe';
import { resolveLocator, valueOfLine } from './locator';
import { fillDeep, fillText, type ParamValues } from './params';
import type { Skill, SkillStep } from './schema';

export interface ReplayDeps {
  /** Runs one tool call exactly as a model's call runs; the result is what the model would read. */
  call(tool: string, args: Record<string, unknown>): Promise<ToolResultMessage>;
  signal: AbortSignal;
}

export type ReplayOutcome = { ok: true; steps: number } | { ok: false; at: number; reason: string; stopped?: true };

function setAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
}

const pathOf = (url: string) => {
  try {
    const u = new URL(url);
    return u.origin + u.pathname;
  } catch {
    return url;
  }
};

export async function replaySkill(skill: Skill, values: ParamValues, deps: ReplayDeps): Promise<ReplayOutcome> {
  let fresh: string | undefined;
  const snapshot = async (): Promise<string | { error: string }> => {
    if (fresh !== undefined) return fresh;
    const result = await deps.call('snapshot', { mode: 'full' });
    if (result.isError) return { error: 'the page could not be read' };
    fresh = result.text;
    return fresh;
  };
  for (const [i, step] of skill.steps.entries()) {
    const fail = (reason: string): ReplayOutcome =>
      deps.signal.aborted
        ? { ok: false, at: i, reason: 'stopped by the user', stopped: true }
        : { ok: false, at: i, reason: `step ${i + 1} (${describeStep(step)}): ${reason}` };
    if (deps.signal.aborted) return fail('stopped');
    const args = fillDeep(structuredClone(step.args), values);
    const refs: Record<string, string> = {};
    for (const [path, raw] of Object.entries(step.locators)) {
      const page = await snapshot();
      if (typeof page !== 'string') return fail(page.error);
      const found = resolveLocator(fillDeep(raw, values), page);
      if (!found.ok) return fail(found.error);
      refs[path] = found.ref;
      setAt(args, path, found.ref);
    }
    if (unlocated(step)) return fail('the element was not recorded when the skill was saved');
    const result = await deps.call(step.tool, args);
    fresh = undefined;
    if (result.isError) return fail('the action failed');
    const problem = await verify(step, result, refs, values, snapshot);
    if (problem) return fail(problem);
  }
  return { ok: true, steps: skill.steps.length };
}

/** A ref argument without a locator could not be described at save time; its element cannot be found again. */
function unlocated(step: SkillStep): boolean {
  const refPaths = ['ref', 'to_ref', ...Object.keys(step.args).filter((k) => k === 'fields')];
  if (refPaths.includes('fields')) {
    const fields = step.args.fields as unknown[] | undefined;
    return (fields ?? []).some((_, i) => !step.locators[`fields.${i}.ref`]);
  }
  return ['ref', 'to_ref'].some((p) => step.args[p] !== undefined && !step.locators[p]);
}

async function verify(
  step: SkillStep,
  result: ToolResultMessage,
  refs: Record<string, string>,
  values: ParamValues,
  snapshot: () => Promise<string | { error: string }>,
): Promise<string | undefined> {
  const { expect } = step;
  const navigated = /navigated to (\S+)/.exec(result.text)?.[1];
  if (expect.url) {
    const want = fillText(expect.url, values);
    if (!navigated) return `it should have opened ${want}, but the page did not navigate`;
    if (pathOf(navigated) !== pathOf(want)) return `it should have opened ${want}, but opened ${navigated}`;
  }
  if (expect.changes && !navigated && !/changes since the last snapshot/.test(result.text))
    return 'the page did not change';
  for (const [path, raw] of Object.entries(expect.values ?? {})) {
    // A secret's value is never read back into a skill or a transcript; a password prints as dots anyway.
    if (raw.includes('{{secret:')) continue;
    const want = fillText(raw, values);
    const page = await snapshot();
    if (typeof page !== 'string') return page.error;
    const line = page.split('\n').find((l) => new RegExp(`\\s${refs[path]}(\\s|$)`).test(l));
    if (!line || !/^\s*(textbox|searchbox|combobox|spinbutton)\b/.test(line)) continue;
    const got = valueOfLine(line) ?? '';
    if (got !== want && !got.includes('•'))
      return `the field should read ${JSON.stringify(want)} but reads ${JSON.stringify(got)}`;
  }
  return undefined;
}
