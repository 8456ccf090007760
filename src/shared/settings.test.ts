import { describe, expect, it } from 'vitest';
import { activeProvider, defaultSettings, exportSettings, parseSettings, SETTINGS_VERSION } from './settings';
import { settingsFromEnv } from '../../scripts/env-settings.mjs';

describe('parseSettings', () => {
  it('gives defaults for a fresh profile', () => {
    const { settings, problem } = parseSettings(undefined);
    expect(problem).toBeUndefined();
    expect(settings).toEqual(defaultSettings());
    expect(settings.version).toBe(SETTINGS_VERSION);
    expect(settings.maxSteps).toBe(40);
    expect(settings.sitePermissions).toEqual({});
  });

  it('migrates unversioned settings and fills defaults for missing fields', () => {
    const { settings, problem } = parseSettings({
      maxSteps: 7,
      providers: [{ id: 'a', kind: 'openai', model: 'gpt-4.1' }],
    });
    expect(problem).toBeUndefined();
    expect(settings.version).toBe(1);
    expect(settings.maxSteps).toBe(7);
    expect(settings.providers[0]).toEqual({
      id: 'a',
      kind: 'openai',
      label: '',
      apiKey: '',
      baseUrl: '',
      model: 'gpt-4.1',
      vision: 'auto',
    });
  });

  it('rejects invalid values with a problem naming the field, keeping the extension usable', () => {
    const { settings, problem } = parseSettings({ version: 1, maxSteps: 'lots' });
    expect(settings).toEqual(defaultSettings());
    expect(problem).toMatch(/maxSteps/);
  });

  it('refuses settings from a newer version rather than misreading them', () => {
    expect(parseSettings({ version: 99 }).problem).toMatch(/newer/);
    expect(parseSettings('garbage').problem).toMatch(/not an object/);
  });
});

describe('providers', () => {
  it('picks the default provider, else the first', () => {
    const base = parseSettings({
      version: 1,
      providers: [
        { id: 'a', kind: 'openai' },
        { id: 'b', kind: 'anthropic' },
      ],
    }).settings;
    expect(activeProvider(base)?.id).toBe('a');
    expect(activeProvider({ ...base, defaultProviderId: 'b' })?.id).toBe('b');
  });

  it('leaves API keys out of an export unless asked', () => {
    const s = parseSettings({ version: 1, providers: [{ id: 'a', kind: 'openai', apiKey: 'sk-secret' }] }).settings;
    expect(JSON.stringify(exportSettings(s, false))).not.toContain('sk-secret');
    expect(exportSettings(s, true).providers[0]?.apiKey).toBe('sk-secret');
  });
});

describe('settings from the environment (npm start)', () => {
  it("adds providers for the keys present and keeps the user's own", () => {
    const current = { version: 1, providers: [{ id: 'mine', kind: 'openai', model: 'x' }], defaultProviderId: 'mine' };
    const { settings, changed } = settingsFromEnv(
      { ANTHROPIC_API_KEY: 'k1', OPENAI_API_KEY: 'k2', TABWRIGHT_PROVIDER: 'openai' },
      current,
    );
    expect(changed).toBe(true);
    expect(settings.providers?.map((p) => p.id)).toEqual(['env-anthropic', 'env-openai', 'mine']);
    expect(settings.defaultProviderId).toBe('env-openai');
    expect(parseSettings(settings).problem).toBeUndefined();
  });

  it('uses an OpenAI-compatible provider when only a base URL is given (Ollama needs no key)', () => {
    const { settings } = settingsFromEnv(
      { OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', TABWRIGHT_MODEL: 'llama3.2' },
      undefined,
    );
    expect(settings.providers?.[0]).toMatchObject({ kind: 'openai-compatible', model: 'llama3.2', apiKey: '' });
  });

  it('changes nothing without environment variables', () => {
    expect(settingsFromEnv({}, { version: 1 }).changed).toBe(false);
  });
});
