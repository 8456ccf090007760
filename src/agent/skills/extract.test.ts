import { describe, expect, it } from 'vitest';
import { vueAddItemTask } from '../../../test/fixtures/skills/vue-add-item';
import { describeStep } from './describe';
import { extractSkill } from './extract';
import { Skill } from './schema';

const ORIGIN = 'http://127.0.0.1:4100';
const extract = () => Skill.parse(extractSkill(vueAddItemTask(ORIGIN), { id: 's1', name: 'add-item', now: 1 }));

describe('a recorded task becomes a skill', () => {
  it('keeps the actions that worked, with refs replaced by locators', () => {
    const skill = extract();
    expect(skill.steps.map(describeStep)).toEqual([
      'type "{{item}}" into textbox "Item"',
      'choose "{{aisle}}" in combobox "Aisle"',
      'click button "Add"',
    ]);
    expect(skill.steps[2]!.locators.ref).toEqual({
      role: 'button',
      name: 'Add',
      nth: 0,
      path: [],
      nearText: 'Shopping list',
    });
    expect(skill.startUrl).toBe(`${ORIGIN}/test/fixtures/apps/vue/`);
  });

  it('makes the values the user gave parameters, in the steps and in the goal', () => {
    const skill = extract();
    expect(skill.params).toEqual([
      { name: 'item', description: 'Item', default: 'Eggs' },
      { name: 'aisle', description: 'Aisle', default: 'Dairy' },
    ]);
    expect(skill.goal).toBe('Add {{item}} to the list, aisle {{aisle}}');
    expect(skill.description).toBe('Add Eggs to the list, aisle Dairy');
  });

  it('records each step’s expected effect: the value to read back, a visible change', () => {
    const [typed, , clicked] = extract().steps;
    expect(typed!.expect).toEqual({ changes: true, values: { ref: '{{item}}' } });
    expect(clicked!.expect).toEqual({ changes: true });
  });

  it('leaves out failed calls, reads, and values the user did not give', () => {
    const messages = vueAddItemTask(ORIGIN);
    // The click failed: not a step. The user's message no longer names the aisle: no parameter for it.
    const clickResult = messages.find((m) => m.role === 'toolResult' && m.toolName === 'click')!;
    Object.assign(clickResult, { isError: true, text: 'Error: covered' });
    Object.assign(messages[0]!, { content: [{ type: 'text', text: 'Add Eggs to the list' }] });
    const skill = Skill.parse(extractSkill(messages, { id: 's', name: 'x', now: 1 }));
    expect(skill.steps.map((s) => s.tool)).toEqual(['type', 'select_option']);
    expect(skill.params.map((p) => p.name)).toEqual(['item']);
    expect(skill.steps[1]!.args.values).toBe('Dairy');
  });

  it('keeps {{secret:...}} placeholders as they are, never as parameters', () => {
    const messages = vueAddItemTask(ORIGIN);
    const typed = messages.find(
      (m) => m.role === 'assistant' && m.content[0]?.type === 'toolCall' && m.content[0].name === 'type',
    )!;
    if (typed.role === 'assistant' && typed.content[0]!.type === 'toolCall')
      typed.content[0]!.args.text = '{{secret:shop_pin}}';
    const skill = Skill.parse(extractSkill(messages, { id: 's', name: 'x', now: 1 }));
    expect(skill.steps[0]!.args.text).toBe('{{secret:shop_pin}}');
    expect(skill.params.map((p) => p.name)).toEqual(['aisle']);
  });
});
