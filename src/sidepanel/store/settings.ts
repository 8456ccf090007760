import { computed, signal } from '@preact/signals';
import { activeProvider, SETTINGS_KEY, type Settings } from '../../shared/settings';
import { loadSettings } from '../../shared/settings-store';

/** Settings as the panel shows them, kept current when the options page (or the worker) changes them. */
export const settings = signal<Settings | undefined>(undefined);

/** Set while the first-run setup shows its test result, so saving does not whisk it away before it is read. */
export const setupOpen = signal(false);

/** No provider with a model yet: the panel shows the first-run setup instead of an empty chat. */
export const needsSetup = computed(() => {
  const current = settings.value;
  return setupOpen.value || (current !== undefined && !current.providers.some((p) => p.model.trim()));
});

export const currentProvider = computed(() => (settings.value ? activeProvider(settings.value) : undefined));

export async function watchSettings(): Promise<Settings> {
  const { settings: read } = await loadSettings();
  settings.value = read;
  chrome.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && changes[SETTINGS_KEY]) void loadSettings().then((r) => (settings.value = r.settings));
  });
  return read;
}
