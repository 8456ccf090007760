/**
 * chrome.storage.local holds API keys and secret values, and Chrome lets content scripts read it by default: a
 * content script lives in every page's renderer, so a renderer exploit or a bug in our content script would hand
 * them over. Only extension pages and the worker need storage; the content script never touches it. The level is
 * kept by Chrome across restarts; setting it at every worker start also covers the first run after an update.
 */
type Area = chrome.storage.StorageArea & {
  setAccessLevel?: (options: { accessLevel: 'TRUSTED_CONTEXTS' }) => Promise<void>;
};

export async function restrictStorageToExtension(): Promise<void> {
  for (const area of [chrome.storage.local, chrome.storage.session] as Area[]) {
    await area.setAccessLevel?.({ accessLevel: 'TRUSTED_CONTEXTS' }).catch((error: unknown) => {
      console.warn('Tabwright: could not restrict storage access', error);
    });
  }
}
