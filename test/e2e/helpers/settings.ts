import type { ExtensionBrowser } from './browser';

/** Writes settings straight into the profile's storage, as `npm start` does from the environment. */
export async function writeSettings(ext: ExtensionBrowser, settings: Record<string, unknown>): Promise<void> {
  await ext.inWorker(async (value: Record<string, unknown>) => {
    await chrome.storage.local.set({ settings: { version: 1, ...value } });
  }, settings);
}

export async function readSettings(ext: ExtensionBrowser): Promise<Record<string, unknown>> {
  return ext.inWorker(`globalThis.tabwright.loadSettings().then((r) => r.settings)`);
}
