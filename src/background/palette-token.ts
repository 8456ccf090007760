/**
 * One token per opened palette and tab, so a task comes only from the palette the user opened with the shortcut:
 * the palette frame is a web-accessible page, and any site could frame it under a fake overlay and trick the user
 * into typing there. The token goes to the content script, which puts it in the frame's URL inside a closed shadow
 * root; it lives in chrome.storage.session (not readable by content scripts) so a worker restart keeps it.
 */
const key = (tabId: number) => `paletteToken:${tabId}`;

export async function issuePaletteToken(tabId: number): Promise<string> {
  const token = crypto.randomUUID();
  await chrome.storage.session.set({ [key(tabId)]: token });
  return token;
}

/** True once for the token issued to this tab (it is used up). */
export async function takePaletteToken(tabId: number, token: string): Promise<boolean> {
  const stored = (await chrome.storage.session.get(key(tabId)))[key(tabId)];
  if (typeof stored !== 'string' || !token || stored !== token) return false;
  await chrome.storage.session.remove(key(tabId));
  return true;
}

/** True while this tab's palette is open with this token (not used up): its Take over / Hand back controls. */
export async function holdsPaletteToken(tabId: number, token: string): Promise<boolean> {
  const stored = (await chrome.storage.session.get(key(tabId)))[key(tabId)];
  return typeof stored === 'string' && token.length > 0 && stored === token;
}
