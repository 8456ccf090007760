import { describe, expect, it } from 'vitest';
import { createRedactor } from './redact';

const redactor = createRedactor({
  secrets: [
    { name: 'work_email', value: 'jane.doe@corp.example' },
    { name: 'address', value: '1 Main St, Springfield' },
    { name: 'tiny', value: 'ab' },
  ],
  passwords: ['hunter2!'],
  apiKeys: ['sk-ant-REALKEY123'],
});

describe('redact', () => {
  it.each([
    ['Signed in as jane.doe@corp.example', 'Signed in as {{secret:work_email}}'],
    ['SIGNED IN AS JANE.DOE@CORP.EXAMPLE', 'SIGNED IN AS {{secret:work_email}}'],
    ['https://x.test/?e=jane.doe%40corp.example', 'https://x.test/?e={{secret:work_email}}'],
    ['q=1+Main+St%2C+Springfield', 'q={{secret:address}}'],
    ['{"v":"hunter2!"}', '{"v":"•••"}'],
    ['Authorization: Bearer sk-ant-REALKEY123', 'Authorization: Bearer [api key]'],
    ['ab is too short to hide', 'ab is too short to hide'],
  ])('%s', (text, expected) => expect(redactor.redact(text)).toBe(expected));

  it('redacts every string in a JSON value', () => {
    const call = { name: 'type', args: { text: 'jane.doe@corp.example', list: ['hunter2!', 3] } };
    expect(redactor.redactDeep(call)).toEqual({
      name: 'type',
      args: { text: '{{secret:work_email}}', list: ['•••', 3] },
    });
    expect(call.args.text).toBe('jane.doe@corp.example');
  });

  it('tells whether a text leaks a known value', () => {
    expect(redactor.leaks('x HUNTER2! y')).toBe(true);
    expect(redactor.leaks('nothing here')).toBe(false);
  });

  it('replaces a longer secret whole when it contains a shorter one', () => {
    const r = createRedactor({
      secrets: [
        { name: 'short', value: 'abc123' },
        { name: 'long', value: 'abc123-xyz' },
      ],
    });
    expect(r.redact('abc123-xyz abc123')).toBe('{{secret:long}} {{secret:short}}');
  });
});

it('leaves placeholder API keys of local servers alone, so "/test/" in a URL survives a key named "test"', () => {
  const r = createRedactor({ apiKeys: ['test', 'ollama', 'sk-ant-api03-REALKEY0123456789'] });
  expect(r.redact('http://127.0.0.1/test/ollama sk-ant-api03-REALKEY0123456789')).toBe(
    'http://127.0.0.1/test/ollama [api key]',
  );
});

describe('redact: cut and reformatted values (issue 11, class 6)', () => {
  const card = '4111111111111111';
  const long = `tok_${'x7Q9'.repeat(40)}`;
  const r = createRedactor({
    secrets: [
      { name: 'card', value: card },
      { name: 'token', value: long },
    ],
  });

  it('a secret cut at 100 characters, as the type tool echoes it, is redacted', () => {
    const echoed = `The field now holds ${JSON.stringify(`${long.slice(0, 100)}… (${long.length} chars)`)}.`;
    expect(r.redact(echoed)).not.toContain(long.slice(0, 20));
    expect(r.redact(echoed)).toContain('{{secret:token}}');
    expect(r.redact(`ends with ${long.slice(0, 30)}`)).toBe('ends with {{secret:token}}');
    expect(r.redact(`…${long.slice(-12)} was the tail`)).toBe('…{{secret:token}} was the tail');
  });

  it('a card number with spaces, dashes or dots is redacted', () => {
    for (const shown of ['4111 1111 1111 1111', '4111-1111-1111-1111', '4111.1111.1111.1111', '4111 11111111 1111'])
      expect(r.redact(`Card: ${shown}.`), shown).toBe('Card: {{secret:card}}.');
    expect(r.leaks('4111 1111 1111 1111')).toBe(true);
  });

  it('leaves ordinary text and short numbers alone', () => {
    expect(r.redact('Order 4111 shipped on 2024-11-11 (page 1111)')).toBe(
      'Order 4111 shipped on 2024-11-11 (page 1111)',
    );
    expect(r.redact('tok_ is a prefix too short to mean anything')).toBe('tok_ is a prefix too short to mean anything');
  });
});

// Red team c6-r10-obscured-echo: the page echoed the typed secret reversed and in base64 behind a prefix.
describe('a value the page echoes reversed or encoded', () => {
  const value = 'work.secret@victim.example';
  const r = createRedactor({ secrets: [{ name: 'work_email', value }] });
  it.each([
    ['reversed', [...value].reverse().join('')],
    ['base64 behind a prefix', `id-${btoa(value)}`],
    ['url-safe base64, unpadded', btoa(`x${value}`).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')],
    ['hex', [...value].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('')],
  ])('%s is redacted', (_, shown) => {
    expect(r.redact(`Recovery codes: ${shown} · done`)).toBe('Recovery codes: {{secret:work_email}} · done');
  });
  it('leaves other encoded words alone', () => {
    const text = `Authentication ${btoa('hello world')} deadbeefcafe`;
    expect(r.redact(text)).toBe(text);
  });
});
