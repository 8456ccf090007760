import { t } from '../shared/i18n';
import { openPanel } from './side-panel';
import { sessions } from './sessions';

export const MENU_IDS = {
  page: 'tabwright-ask-page',
  selection: 'tabwright-ask-selection',
  link: 'tabwright-ask-link',
  image: 'tabwright-ask-image',
} as const;

/** Registered on install/update (menus persist across worker restarts; re-creating them would throw duplicates). */
export async function registerContextMenus(): Promise<void> {
  await chrome.contextMenus.removeAll();
  const items: chrome.contextMenus.CreateProperties[] = [
    { id: MENU_IDS.page, title: t('menuAskPage'), contexts: ['page', 'frame'] },
    { id: MENU_IDS.selection, title: t('menuAskSelection'), contexts: ['selection'] },
    { id: MENU_IDS.link, title: t('menuAskLink'), contexts: ['link'] },
    { id: MENU_IDS.image, title: t('menuAskImage'), contexts: ['image'] },
  ];
  for (const item of items) chrome.contextMenus.create({ ...item, documentUrlPatterns: ['http://*/*', 'https://*/*'] });
}

/** Quotes untrusted text as a markdown block quote so it reads as context, not as the user's own words. */
function quote(text: string): string {
  return text
    .trim()
    .slice(0, 4000)
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}

export function contextFor(info: chrome.contextMenus.OnClickData, tab: chrome.tabs.Tab): string {
  switch (info.menuItemId) {
    case MENU_IDS.selection:
      return `${quote(info.selectionText ?? '')}\n\n`;
    case MENU_IDS.link:
      return `Link: ${info.linkUrl ?? ''}\n\n`;
    case MENU_IDS.image:
      return `Image: ${info.srcUrl ?? ''}\n\n`;
    default:
      return `Page: ${tab.title ?? ''} (${tab.url ?? info.pageUrl ?? ''})\n\n`;
  }
}

/** Opens the panel on that tab with the context attached, ready for the user's question. */
export async function onContextMenuClick(info: chrome.contextMenus.OnClickData, tab?: chrome.tabs.Tab) {
  if (tab?.id === undefined) return { ok: false, error: 'No tab' };
  // open() first, while the click's user gesture is still valid.
  const opened = openPanel(tab.id, tab.windowId);
  sessions.prefill(tab.id, contextFor(info, tab));
  return opened;
}
