import { expect, it } from 'vitest';
import { defaultSettings, type SecretEntry } from '../shared/settings';
import { checkSecrets, secretNameProblem } from './validate';

const secret = (name: string, origins: string[] = []): SecretEntry => ({ name, value: 'v', description: '', origins });

it('takes names of letters, digits and _ that start with a letter, once each', () => {
  const all = [secret('work_email'), secret('pin2'), secret('work_email')];
  expect(secretNameProblem('work_email', all, 0)).toBe('optionsSecretNameTaken');
  expect(secretNameProblem('pin2', all, 1)).toBeUndefined();
  expect(secretNameProblem('', all, 1)).toBe('optionsSecretNameMissing');
  for (const bad of ['2fa', 'work email', 'a.b', 'a-b', '_x'])
    expect(secretNameProblem(bad, [], 0)).toBe('optionsSecretNameInvalid');
});

it('cleans origins as typed into origins, and names the first line that is not one', () => {
  const settings = {
    ...defaultSettings(),
    secrets: [secret('a', ['shop.example/cart', '', ' https://shop.example ', 'http://127.0.0.1:8080/x'])],
  };
  const checked = checkSecrets(settings);
  expect(checked.ok && checked.settings.secrets[0]!.origins).toEqual(['https://shop.example', 'http://127.0.0.1:8080']);
  expect(checkSecrets({ ...settings, secrets: [secret('a', ['ftp://x.example'])] })).toEqual({
    ok: false,
    key: 'optionsSecretOriginInvalid',
    subs: ['ftp://x.example'],
  });
  expect(checkSecrets({ ...settings, secrets: [secret('bad name')] })).toMatchObject({ ok: false, subs: ['bad name'] });
});
