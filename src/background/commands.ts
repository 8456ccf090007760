import { messagesOf } from '../shared/i18n';
import { sendToContent } from '../shared/messaging';
import { loadSettings } from '../shared/settings-store';
import { hasSidePanel } from './panel-ports';
import { issuePaletteToken } from './palette-token';
import { closePanel, openPanel } from './side-panel';
import { runFavourite } from './skills/api';

export const COMMANDS = {
  togglePanel: 'toggle-side-panel',
  openPalette: 'open-palette',
  runFavourite: 'run-favourite-skill',
} as const;

/**
 * Keyboard shortcuts (chrome.commands; users change them at chrome://extensions/shortcuts).
 * Shortcuts cannot be pressed through CDP, so tests call this handler directly with a tab.
 */
export async function onCommand(command: string, tab?: chrome.tabs.Tab) {
  const target = tab?.id !== undefined ? tab : (await chrome.tabs.query({ active: true, lastFocusedWindow: true }))[0];
  if (target?.id === undefined) return { ok: false as const, error: 'No active tab' };
  if (command === COMMANDS.togglePanel) {
    // Decided without awaiting: open() must run while the shortcut's user gesture is still valid.
    if (hasSidePanel(target.id)) return closePanel(target.id);
    return openPanel(target.id, target.windowId);
  }
  if (command === COMMANDS.openPalette) {
    const { settings } = await loadSettings();
    const messages = await messagesOf(settings.language, 'palette').catch(() => undefined);
    const language = messages ? { lang: settings.language, messages } : undefined;
    const token = await issuePaletteToken(target.id);
    return sendToContent(target.id, { type: 'palette/open', token, ...(language ? { language } : {}) });
  }
  if (command === COMMANDS.runFavourite) {
    const opened = openPanel(target.id, target.windowId);
    await runFavourite(target.id);
    return opened;
  }
  return { ok: false as const, error: `Unknown command ${command}` };
}
