import { parseSettings, SETTINGS_KEY, Settings, type SettingsRead } from './settings';

/** chrome.storage.local access for settings; every context reads through here so validation is never skipped. */
export async function loadSettings(): Promise<SettingsRead> {
  const stored = await chrome.storage.local.get(SETTINGS_KEY);
  return parseSettings(stored[SETTINGS_KEY]);
}

export async function saveSettings(next: Settings): Promise<void> {
  // Validate before writing so a UI bug cannot store something the next read would reject.
  const valid = Settings.parse(next);
  await chrome.storage.local.set({ [SETTINGS_KEY]: valid });
}

export async function updateSettings(change: (current: Settings) => Settings): Promise<Settings> {
  const { settings } = await loadSettings();
  const next = change(settings);
  await saveSettings(next);
  return next;
}
