import { describe, expect, it } from 'vitest';
import type { ToolResultMessage } from '../../shared/model';
import { VUE_SNAPSHOT_1, vueAddItemTask } from '../../../test/fixtures/skills/vue-add-item';
import { extractSkill } from './extract';
import { replaySkill } from './replay';
import { Skill } from './schema';

const skill = Skill.parse(extractSkill(vueAddItemTask('http://x'), { id: 's1', name: 'add-item', now: 1 }));

/** A page in memory: the Vue form as the snapshot prints it, and what each action does to it. */
function fakePage(options: { addLabel?: string; typedLands?: boolean; refuse?: string } = {}) {
  let value = '';
  const calls: Array<[string, Record<string, unknown>]> = [];
  const msg = (text: string, isError = false): ToolResultMessage => ({
    role: 'toolResult',
    id: 'r',
    createdAt: 0,
    toolCallId: 'c',
    toolName: 't',
    isError,
    kind: 'other',
    text,
  });
  const call = async (tool: string, args: Record<string, unknown>) => {
    calls.push([tool, args]);
    if (tool === options.refuse) return msg('Error: Policy refused this action', true);
    if (tool === 'snapshot') {
      let text = VUE_SNAPSHOT_1.replace('button "Add" e4', `button ${JSON.stringify(options.addLabel ?? 'Add')} e4`);
      if (value) text = text.replace('textbox "Item" e1', `textbox "Item" e1 value=${JSON.stringify(value)}`);
      return msg(`<untrusted_page source="http://x/">\n${text}\n</untrusted_page>`);
    }
    if (tool === 'type') value = options.typedLands === false ? 'something else' : String(args.text);
    return msg(
      `${tool}: done.\n<untrusted_page source="http://x/">\nchanges since the last snapshot:\n  x (changed)\n</untrusted_page>`,
    );
  };
  return { call, calls, signal: new AbortController().signal };
}

describe('replaying a skill without the model', () => {
  it('resolves every locator on a fresh snapshot and runs the steps with the new values', async () => {
    const page = fakePage();
    expect(await replaySkill(skill, { item: 'Butter', aisle: 'Bakery' }, page)).toEqual({ ok: true, steps: 3 });
    expect(page.calls.filter(([t]) => t !== 'snapshot')).toEqual([
      ['type', { ref: 'e1', text: 'Butter' }],
      ['select_option', { ref: 'e2', values: 'Bakery' }],
      ['click', { ref: 'e4' }],
    ]);
  });

  it('stops at a step whose element is gone (a renamed button), saying which and why', async () => {
    const outcome = await replaySkill(skill, { item: 'Jam', aisle: 'Bakery' }, fakePage({ addLabel: 'Add to list' }));
    expect(outcome).toEqual({
      ok: false,
      at: 2,
      reason: 'step 3 (click button "Add"): no button "Add" on the page now',
    });
  });

  it('stops when the value does not read back', async () => {
    const outcome = await replaySkill(skill, { item: 'Jam', aisle: 'Bakery' }, fakePage({ typedLands: false }));
    expect(outcome).toMatchObject({ ok: false, at: 0 });
    expect(outcome.ok || outcome.reason).toContain('the field should read "Jam" but reads "something else"');
  });

  it('stops when the policy gate refuses a step: a replay carries no approval from the past', async () => {
    const outcome = await replaySkill(skill, { item: 'Jam', aisle: 'Bakery' }, fakePage({ refuse: 'click' }));
    expect(outcome).toEqual({ ok: false, at: 2, reason: 'step 3 (click button "Add"): the action failed' });
  });
});
