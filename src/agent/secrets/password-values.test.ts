// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { createRedactor } from './redact';
import { readPasswordValues } from './password-values';

it('reads password values (also in open shadow roots and after "show password") so they can be redacted', () => {
  document.body.innerHTML =
    '<input type="password" value="hunter2!"><input autocomplete="new-password" value="Tr0ub4dor"><input value="visible"><div id="h"></div>';
  document.querySelector('#h')!.attachShadow({ mode: 'open' }).innerHTML = '<input type="password" value="shadowpw">';
  const values = readPasswordValues();
  expect(values).toEqual(['hunter2!', 'Tr0ub4dor', 'shadowpw']);
  const rebuilt = new Function(`return (${readPasswordValues.toString()})`)() as typeof readPasswordValues;
  expect(rebuilt()).toEqual(values);
  expect(createRedactor({ passwords: values }).redact('echo: hunter2! shadowpw')).toBe('echo: ••• •••');
});

it('a field stays a password after "show password" makes it type=text, and text fields named like one count', () => {
  document.body.innerHTML =
    '<input id="pw" type="password" value="CANARY-PW-1"><input name="user_pass" value="CANARY-PW-2"><input name="q" value="weather">';
  expect(readPasswordValues()).toEqual(['CANARY-PW-1', 'CANARY-PW-2']);
  (document.querySelector('#pw') as HTMLInputElement).type = 'text';
  (document.querySelector('#pw') as HTMLInputElement).removeAttribute('id');
  expect(readPasswordValues()).toEqual(['CANARY-PW-1', 'CANARY-PW-2']);
});
