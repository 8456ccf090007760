import { describe, expect, it } from 'vitest';
import { checkLanded } from './verify';

describe('checkLanded', () => {
  it('accepts the exact value for replace and before+text for append', () => {
    expect(checkLanded('old', 'Ada', 'Ada', 'replace', true)).toEqual({ ok: true });
    expect(checkLanded('Ada', 'Ada Lovelace', ' Lovelace', 'append', true)).toEqual({ ok: true });
  });

  it('warns with what the field holds when a page formats or cuts the value', () => {
    const r = checkLanded('', '12', '123', 'replace', true);
    expect(r).toMatchObject({ ok: false });
    if (!r.ok) expect(r.warning).toMatch(/now holds "12", expected "123"/);
  });

  // Inputmask 5.0 on test/fixtures/apps/inputmask: each field read back after fill_form (relay log C170).
  it('accepts a value an input mask formatted, and warns when the mask took the digits in other groups', () => {
    const landed = (after: string, typed: string) => checkLanded('', after, typed, 'replace', true).ok;
    expect(landed('912 345 678', '912345678')).toBe(true);
    expect(landed('+47 912 34 567', '912 34 567')).toBe(true);
    expect(landed('NO93 8601 1117 947', 'no93 8601 1117 947')).toBe(true);
    expect(landed('1 500 NOK', '1500')).toBe(true);
    expect(landed('20.26.1215', '2026-12-15')).toBe(false);
    expect(landed('205', '500')).toBe(false);
    expect(landed('15000', '1500')).toBe(false);
  });

  it('looks for the text inside an editor, ignoring whitespace differences', () => {
    expect(checkLanded('', 'Title\n\nRich   text', 'Rich text', 'replace', false)).toEqual({ ok: true });
    expect(checkLanded('', 'other', 'Rich text', 'replace', false).ok).toBe(false);
  });

  it("accepts text typed into a rich editor's new list item (relay log C68: TinyMCE's text, recorded)", () => {
    const before = 'first paragraph\n\nsecond paragraph\n\n\n';
    const after = 'first paragraph\n\nsecond paragraph\n\nmilk\neggs';
    expect(checkLanded(before, after, 'milk\neggs', 'insert', false)).toEqual({ ok: true });
    expect(checkLanded(before, before, 'milk\neggs', 'insert', false).ok).toBe(false);
    expect(checkLanded(before, after.replace('eggs', 'egg'), 'milk\neggs', 'insert', false).ok).toBe(false);
  });

  it('accepts text inserted anywhere for insert, and warns when the value did not grow by it', () => {
    expect(checkLanded('Hello world', 'Hello big world', 'big ', 'insert', true)).toEqual({ ok: true });
    const r = checkLanded('Hello world', 'big ', 'big ', 'insert', true);
    expect(r).toMatchObject({ ok: false });
    if (!r.ok) expect(r.warning).toMatch(/now holds "big ", without "big " inserted/);
  });
});
