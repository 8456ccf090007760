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
