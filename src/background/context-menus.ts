import { t } from '../shared/i18n';
import type { Quote } from '../shared/protocol';
import { openPanel } from './side-panel';
import { sessions } from './sessions';

export const MENU_IDS = {
  page: 'tabwright-ask-page',
  selection: 'tabwright-ask-selection',
  link: 'tabwright-ask-link',
  image: 'tabwright-ask-image',
  runSkill: 'tabwright-run-skill',
} as const;

/** Registered on install/update (menus persist across worker restarts; re-creating them would throw duplicates). */
export async function registerContextMenus(): Promise<void> {
  await chrome.contextMenus.removeAll();
  const items: chrome.contextMenus.CreateProperties[] = [
    { id: MENU_IDS.page, title: t('menuAskPage'), contexts: ['page', 'frame'] },
    { id: MENU_IDS.selection, title: t('menuAskSelection'), contexts: ['selection'] },
    { id: MENU_IDS.link, title: t('menuAskLink'), contexts: ['link'] },
    { id: MENU_IDS.image, title: t('menuAskImage'), contexts: ['image'] },
    { id: MENU_IDS.runSkill, title: t('skillsMenuRun'), contexts: ['page', 'frame'] },
  ];
  for (const item of items) chrome.contextMenus.create({ ...item, documentUrlPatterns: ['http://*/*', 'https://*/*'] });
}

/** What the menu attaches: page text (selection, title, link, image URL), never the user's own words. */
export function contextFor(info: chrome.contextMenus.OnClickData, tab: chrome.tabs.Tab): Quote {
  const url = tab.url ?? info.pageUrl ?? '';
  switch (info.menuItemId) {
    case MENU_IDS.selection:
      return { kind: 'selection', text: (info.selectionText ?? '').trim().slice(0, 4000), url };
    case MENU_IDS.link:
      return { kind: 'link', text: (info.linkUrl ?? '').slice(0, 4000), url };
    case MENU_IDS.image:
      return { kind: 'image', text: (info.srcUrl ?? '').slice(0, 4000), url };
    default:
      return { kind: 'page', text: `${tab.title ?? ''} (${url})`.slice(0, 4000), url };
  }
}

/** Opens the panel on that tab with the context attached, ready for the user's question. */
export async function onContextMenuClick(info: chrome.contextMenus.OnClickData, tab?: chrome.tabs.Tab) {
  if (tab?.id === undefined) return { ok: false, error: 'No tab' };
  // open() first, while the click's user gesture is still valid.
  const opened = openPanel(tab.id, tab.windowId);
  // "Run skill…": the panel opens with `/` typed, so its completion lists the library.
  if (info.menuItemId === MENU_IDS.runSkill) sessions.prefill(tab.id, '/');
  else sessions.prefill(tab.id, '', [contextFor(info, tab)]);
  return opened;
}
