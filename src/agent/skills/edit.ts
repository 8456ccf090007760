/**
 * A step's values a user may change in the library (typed text, chosen options, keys, an address, text to wait
 * for), as one line of text each, and the step with one of them changed. What replay checks after the step follows
 * the change: the text a field must read back, the address it must reach. Otherwise an edited step would fail its own
 * check and hand every run to the model.
 */
import type { SkillStep } from './schema';

const EDITABLE: Partial<Record<SkillStep['tool'], string>> = {
  type: 'text',
  select_option: 'values',
  press_key: 'keys',
  navigate: 'url',
  wait_for: 'text',
};

/** Lists go as one line, items apart by commas. */
const LIST_SEPARATOR = /\s*,\s*/;

export function editableArgs(step: SkillStep): Array<{ key: string; text: string }> {
  const key = EDITABLE[step.tool];
  const value = key === undefined ? undefined : step.args[key];
  if (key === undefined || value === undefined) return [];
  if (Array.isArray(value)) return [{ key, text: value.map(String).join(', ') }];
  return typeof value === 'string' ? [{ key, text: value }] : [];
}

export function withArg(step: SkillStep, key: string, text: string): SkillStep {
  const before = step.args[key];
  const value = Array.isArray(before) ? text.split(LIST_SEPARATOR).filter(Boolean) : text;
  const next: SkillStep = structuredClone(step);
  next.args[key] = value;
  if (step.tool === 'type' && key === 'text' && next.expect.values?.ref !== undefined) next.expect.values.ref = text;
  if (step.tool === 'navigate' && key === 'url' && next.expect.url !== undefined) next.expect.url = text;
  return next;
}
