/**
 * A step as a readable line, for the options page's library, the handover brief the model gets and the panel:
 * `type "{{item}}" into textbox "Item"`, `click button "Add"`, `navigate to https://...`.
 */
import { describeLocator } from './locator';
import type { SkillStep } from './schema';

const q = (v: unknown) => JSON.stringify(typeof v === 'string' ? v : String(v));

function target(step: SkillStep, path = 'ref'): string {
  const locator = step.locators[path];
  return locator ? describeLocator(locator) : 'an element';
}

export function describeStep(step: SkillStep): string {
  const a = step.args as Record<string, unknown>;
  switch (step.tool) {
    case 'click':
      return `click ${target(step)}`;
    case 'hover':
      return `hover ${target(step)}`;
    case 'type':
      return `type ${q(a.text)} into ${target(step)}${a.submit ? ' and press Enter' : ''}`;
    case 'fill_form': {
      const fields = Array.isArray(a.fields) ? (a.fields as Array<{ value: unknown }>) : [];
      return `fill ${fields.map((f, i) => `${target(step, `fields.${i}.ref`)} = ${q(f.value)}`).join(', ')}`;
    }
    case 'select_option':
      return `choose ${q([a.values].flat().join(', '))} in ${target(step)}`;
    case 'press_key':
      return `press ${[a.keys].flat().join(', ')}${step.locators.ref ? ` in ${target(step)}` : ''}`;
    case 'scroll':
      return `scroll ${String(a.direction ?? 'down')}${step.locators.ref ? ` in ${target(step)}` : ''}`;
    case 'drag':
      return `drag ${target(step)} to ${target(step, 'to_ref')}`;
    case 'navigate':
      return a.url !== undefined ? `navigate to ${String(a.url)}` : `navigate ${String(a.action)}`;
    case 'wait_for':
      return a.text !== undefined ? `wait for text ${q(a.text)}` : `wait for ${target(step)}`;
  }
}
