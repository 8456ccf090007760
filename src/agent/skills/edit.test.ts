import { describe, expect, it } from 'vitest';
import { editableArgs, withArg } from './edit';
import { extractSkill } from './extract';
import { Skill } from './schema';
import { vueAddItemTask } from '../../../test/fixtures/skills/vue-add-item';

/** The skill saved from the recorded Vue shopping-list task (the one the skills e2e saves). */
const skill = Skill.parse(extractSkill(vueAddItemTask('http://127.0.0.1:5173'), { id: 's', name: 'add-item', now: 0 }));

describe('editing a skill step in the library', () => {
  it('offers the typed text and the chosen options, and nothing of a click', () => {
    expect(skill.steps.map(editableArgs)).toEqual([
      [{ key: 'text', text: '{{item}}' }],
      [{ key: 'values', text: '{{aisle}}' }],
      [],
    ]);
  });

  it('a typed text changed in place is the text the field must read back after the step', () => {
    const typed = withArg(skill.steps[0]!, 'text', 'Milk');
    expect(typed.args.text).toBe('Milk');
    expect(typed.expect.values).toEqual({ ref: 'Milk' });
    expect(skill.steps[0]!.args.text).toBe('{{item}}'); // the saved step is not changed under the editor
  });

  it('a list stays a list, and an address the step must reach follows the edited one', () => {
    const chosen = withArg({ ...skill.steps[1]!, args: { ref: 'e3', values: ['Dairy'] } }, 'values', 'Dairy, Bakery');
    expect(chosen.args.values).toEqual(['Dairy', 'Bakery']);
    const nav = withArg(
      { tool: 'navigate', args: { url: 'https://a.example/x' }, locators: {}, expect: { url: 'https://a.example/x' } },
      'url',
      'https://a.example/y',
    );
    expect(nav).toMatchObject({ args: { url: 'https://a.example/y' }, expect: { url: 'https://a.example/y' } });
  });
});
