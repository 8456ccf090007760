/**
 * Each tab gets its own panel page (`?tab=<id>`), so switching tabs shows that tab's chat and a panel opened as an
 * ordinary tab at the same URL drives the exact same UI (tests, power users).
 */
export const PANEL_PATH = 'src/sidepanel/index.html';

export function panelPathFor(tabId: number): string {
  return `${PANEL_PATH}?tab=${tabId}`;
}

export async function bindPanelToTab(tabId: number): Promise<void> {
  await chrome.sidePanel.setOptions({ tabId, path: panelPathFor(tabId), enabled: true });
}

/**
 * Opens the panel for a tab. Needs a user gesture (action click, command, context-menu click); without one Chrome
 * refuses, and we return that as a value so callers can still leave the context ready for when the user opens it.
 */
export async function openPanel(tabId: number, windowId?: number): Promise<{ ok: boolean; error?: string }> {
  try {
    // setOptions must not be awaited before open(): awaiting loses the user gesture. Both are sent at once.
    const bound = bindPanelToTab(tabId);
    const opened = chrome.sidePanel.open(windowId !== undefined ? { tabId, windowId } : { tabId });
    await Promise.all([bound, opened]);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Closes the side panel of a tab (Chrome 141+; older versions keep it open and say so). */
export async function closePanel(tabId: number): Promise<{ ok: boolean; error?: string }> {
  try {
    await chrome.sidePanel.close({ tabId });
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
