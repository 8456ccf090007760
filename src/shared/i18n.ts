/**
 * Every UI string goes through t(). chrome.i18n follows the browser's language only, so when the user picks a
 * language in settings we load that locale's messages.json ourselves and fall back to chrome.i18n for the rest.
 */
type Messages = Record<string, { message: string; placeholders?: Record<string, { content: string }> }>;

let override: Messages | undefined;
let overrideLang: string | undefined;

export type UiLanguage = 'auto' | 'en' | 'zh_CN';

export async function setUiLanguage(lang: UiLanguage): Promise<void> {
  if (lang === 'auto') {
    override = undefined;
    overrideLang = undefined;
    return;
  }
  const response = await fetch(chrome.runtime.getURL(`_locales/${lang}/messages.json`));
  override = (await response.json()) as Messages;
  overrideLang = lang;
}

export function uiLanguage(): string {
  return overrideLang ?? chrome.i18n.getUILanguage();
}

/** Fills $1..$9 and named placeholders the way chrome.i18n does. */
function format(entry: Messages[string], subs: string[]): string {
  let text = entry.message;
  for (const [name, ph] of Object.entries(entry.placeholders ?? {})) {
    const value = ph.content.replace(/\$(\d)/g, (_, i: string) => subs[Number(i) - 1] ?? '');
    text = text.replace(new RegExp(`\\$${name}\\$`, 'gi'), value);
  }
  return text.replace(/\$(\d)/g, (_, i: string) => subs[Number(i) - 1] ?? '');
}

export function t(key: string, ...subs: Array<string | number>): string {
  const strings = subs.map(String);
  const entry = override?.[key];
  if (entry) return format(entry, strings);
  const text = chrome.i18n.getMessage(key, strings);
  // A missing key shows itself loudly instead of an empty label; the locale test catches it first.
  return text || `⟦${key}⟧`;
}
