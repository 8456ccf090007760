import { describe, expect, it } from 'vitest';
import { hasPlaceholder, placeholderNames, substituteSecrets } from './placeholders';

const store = [
  { name: 'work_email', value: 'jane@corp.example' },
  { name: 'card_last4', value: '4242' },
  { name: 'empty', value: '' },
];

describe('substituteSecrets', () => {
  it.each([
    ['{{secret:work_email}}', 'jane@corp.example'],
    ['Email: {{ secret:work_email }}, card {{secret:card_last4}}', 'Email: jane@corp.example, card 4242'],
    ['no placeholders', 'no placeholders'],
    ['{{secret:work_email}}{{secret:work_email}}', 'jane@corp.example'.repeat(2)],
  ])('%s', (text, value) => {
    expect(substituteSecrets(text, store)).toMatchObject({ ok: true, value });
  });

  it('accepts a Map', () => {
    expect(substituteSecrets('{{secret:a}}', new Map([['a', 'x1']]))).toMatchObject({
      ok: true,
      value: 'x1',
      used: ['a'],
    });
  });

  it('names an unknown secret and lists the usable ones, never a value', () => {
    const r = substituteSecrets('{{secret:bank_pin}}', store);
    expect(r).toEqual({
      ok: false,
      error: 'Unknown secret {{secret:bank_pin}}',
      hint: 'Saved secrets you may use: {{secret:work_email}}, {{secret:card_last4}}. Or ask the user to type the value themselves.',
    });
    expect(JSON.stringify(r)).not.toContain('jane@');
  });

  it('treats an empty value as unknown rather than typing nothing', () => {
    expect(substituteSecrets('{{secret:empty}}', store).ok).toBe(false);
  });

  it('refuses malformed placeholders instead of typing them literally', () => {
    expect(substituteSecrets('{{secret: work email}}', store)).toMatchObject({
      ok: false,
      error: 'Malformed secret placeholder {{secret: work email}}',
    });
    expect(substituteSecrets('{{secret:x}}', [])).toMatchObject({
      ok: false,
      hint: expect.stringMatching(/no secrets/),
    });
  });
});

it('placeholderNames and hasPlaceholder', () => {
  expect(placeholderNames('{{secret:a}} {{secret:b}} {{secret:a}}')).toEqual(['a', 'b']);
  expect(hasPlaceholder('x {{SECRET: y}}')).toBe(true);
  expect(hasPlaceholder('{{ not a secret }}')).toBe(false);
});
