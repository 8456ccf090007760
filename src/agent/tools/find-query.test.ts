import { describe, expect, it } from 'vitest';
import { parseFindQuery } from './find-query';

describe('parseFindQuery', () => {
  it('splits a leading role from the words', () => {
    expect(parseFindQuery('button Save')).toEqual({ role: 'button', text: 'Save' });
    expect(parseFindQuery('checkbox')).toEqual({ role: 'checkbox' });
    expect(parseFindQuery('image logo')).toEqual({ role: 'img', text: 'logo' });
    expect(parseFindQuery('h2 Orders')).toEqual({ role: 'h2', text: 'Orders' });
  });
  it('keeps other queries as text', () => {
    expect(parseFindQuery(' Norway ')).toEqual({ text: 'Norway' });
    expect(parseFindQuery('"Save draft"')).toEqual({ text: 'Save draft' });
  });
});
