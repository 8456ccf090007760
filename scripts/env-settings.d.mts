export function settingsFromEnv(
  env: Record<string, string | undefined>,
  current: Record<string, unknown> | undefined,
): {
  settings: Record<string, unknown> & { providers?: Array<Record<string, string>>; defaultProviderId?: string };
  changed: boolean;
};
