import { describe, expect, it } from 'vitest';
import { fillDeep, parseArgs, parseCommand, withDefaults } from './params';

const skill = {
  params: [
    { name: 'item', description: '' },
    { name: 'aisle', description: '', default: 'Dairy' },
  ],
};

describe('parameters', () => {
  it('read `/name` lines: key=value, quotes, then bare words in order, the last one taking the rest', () => {
    expect(parseCommand('/add-item Butter aisle=Bakery')).toEqual({ name: 'add-item', rest: 'Butter aisle=Bakery' });
    expect(parseCommand('add-item x')).toBeUndefined();
    expect(parseArgs(skill, 'Butter aisle=Bakery')).toEqual({ item: 'Butter', aisle: 'Bakery' });
    expect(parseArgs(skill, 'aisle="Frozen food" item=\'Ice cream\'')).toEqual({
      aisle: 'Frozen food',
      item: 'Ice cream',
    });
    expect(parseArgs(skill, 'Peanut butter')).toEqual({ item: 'Peanut', aisle: 'butter' });
    expect(parseArgs({ params: [{ name: 'q', description: '' }] }, 'two words')).toEqual({ q: 'two words' });
  });

  it('fill defaults and name what is missing', () => {
    expect(withDefaults(skill, {})).toEqual({ values: { aisle: 'Dairy' }, missing: ['item'] });
  });

  it('fill placeholders everywhere but leave secrets to the secret port', () => {
    expect(fillDeep({ a: ['{{item}}!', '{{secret:pin}}'], b: 1 }, { item: 'Tea' })).toEqual({
      a: ['Tea!', '{{secret:pin}}'],
      b: 1,
    });
  });
});
