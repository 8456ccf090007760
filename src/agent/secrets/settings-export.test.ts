import { expect, it } from 'vitest';
import { exportSettings, parseSettings } from '../../shared/settings';

it('an export leaves secret values out unless asked, and keeps their names', () => {
  const { settings, problem } = parseSettings({
    version: 1,
    secrets: [{ name: 'work_email', value: 'jane@corp.example', origins: ['https://a.example'] }],
  });
  expect(problem).toBeUndefined();
  const out = exportSettings(settings, false);
  expect(JSON.stringify(out)).not.toContain('jane@corp.example');
  expect(out.secrets[0]).toEqual({ name: 'work_email', value: '', description: '', origins: ['https://a.example'] });
  expect(exportSettings(settings, true).secrets[0]?.value).toBe('jane@corp.example');
});

it('rejects secret names that would not parse as placeholders', () => {
  expect(parseSettings({ version: 1, secrets: [{ name: 'work email', value: 'x' }] }).problem).toMatch(/secrets/);
});
