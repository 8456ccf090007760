// Turns environment variables into provider settings for `npm start`, merged into whatever the profile already has
// (the user's own providers are kept; only the env-* entries are replaced).
//   ANTHROPIC_API_KEY            -> an Anthropic provider
//   OPENAI_API_KEY / OPENAI_BASE_URL -> an OpenAI provider, or OpenAI-compatible when a base URL is given (Ollama...)
//   TABWRIGHT_MODEL              -> the model for the provider(s) above
//   TABWRIGHT_PROVIDER           -> anthropic | openai: which one is the default when both are set

const DEFAULT_MODELS = { anthropic: 'claude-sonnet-4-5', openai: 'gpt-4.1' };

/** @param {Record<string, string | undefined>} env @param {Record<string, any> | undefined} current */
export function settingsFromEnv(env, current) {
  const settings = { version: 1, ...(current ?? {}) };
  const providers = (settings.providers ?? []).filter((p) => !String(p.id).startsWith('env-'));
  const added = [];
  if (env.ANTHROPIC_API_KEY) {
    added.push({
      id: 'env-anthropic',
      kind: 'anthropic',
      label: 'Anthropic (from environment)',
      apiKey: env.ANTHROPIC_API_KEY,
      baseUrl: env.ANTHROPIC_BASE_URL ?? '',
      model: env.TABWRIGHT_MODEL || DEFAULT_MODELS.anthropic,
      vision: 'auto',
    });
  }
  if (env.OPENAI_API_KEY || env.OPENAI_BASE_URL) {
    const compatible = Boolean(env.OPENAI_BASE_URL);
    added.push({
      id: 'env-openai',
      kind: compatible ? 'openai-compatible' : 'openai',
      label: compatible ? 'OpenAI-compatible (from environment)' : 'OpenAI (from environment)',
      apiKey: env.OPENAI_API_KEY ?? '',
      baseUrl: env.OPENAI_BASE_URL ?? '',
      model: env.TABWRIGHT_MODEL || DEFAULT_MODELS.openai,
      vision: 'auto',
    });
  }
  if (added.length === 0) return { settings, changed: false };
  const preferred = added.find((p) => p.kind.startsWith(env.TABWRIGHT_PROVIDER ?? '\0')) ?? added[0];
  return {
    settings: { ...settings, providers: [...added, ...providers], defaultProviderId: preferred.id },
    changed: true,
  };
}
