/**
 * Every UI string goes through t(). chrome.i18n follows the browser's language only, so when the user picks a
 * language in settings we load that locale's messages.json ourselves and fall back to chrome.i18n for the rest.
 */
export type Messages = Record<string, { message: string; placeholders?: Record<string, { content: string }> }>;

let override: Messages | undefined;
let overrideLang: string | undefined;

export type UiLanguage = 'auto' | 'en' | 'zh_CN';

/** Translates a key; tests and pure code take one of these instead of calling chrome.i18n themselves. */
export type Translate = (key: string, ...subs: Array<string | number>) => string;

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

/** The messages of a chosen language whose keys start with `prefix` (the worker hands these to the palette). */
export async function messagesOf(lang: UiLanguage, prefix: string): Promise<Messages | undefined> {
  if (lang === 'auto') return undefined;
  const all = (await (await fetch(chrome.runtime.getURL(`_locales/${lang}/messages.json`))).json()) as Messages;
  return Object.fromEntries(Object.entries(all).filter(([key]) => key.startsWith(prefix)));
}

/**
 * A content script cannot read the locale files without exposing them to every page (web_accessible_resources), so
 * the worker sends the strings it needs with the message that opens the palette.
 */
export function setMessages(language: { messages: Messages; lang: string } | undefined): void {
  override = language?.messages;
  overrideLang = language?.lang;
}

export function uiLanguage(): string {
  return overrideLang ?? chrome.i18n.getUILanguage();
}

/** The BCP 47 tag for <html lang>, so screen readers pick the right voice. */
export function htmlLang(): string {
  const lang = uiLanguage();
  return lang.replace('_', '-');
}

/** Fills $1..$9 and named placeholders the way chrome.i18n does. Pure, so node tests use the real locale files. */
export function formatMessage(messages: Messages, key: string, subs: Array<string | number> = []): string | undefined {
  const entry = messages[key];
  if (!entry) return undefined;
  const strings = subs.map(String);
  let text = entry.message;
  for (const [name, ph] of Object.entries(entry.placeholders ?? {})) {
    const value = ph.content.replace(/\$(\d)/g, (_, i: string) => strings[Number(i) - 1] ?? '');
    text = text.replace(new RegExp(`\\$${name}\\$`, 'gi'), () => value);
  }
  return text.replace(/\$(\d)/g, (_, i: string) => strings[Number(i) - 1] ?? '').replace(/\$\$/g, '$');
}

/** A Translate over a messages.json object (tests, previews). Missing keys show loudly. */
export function translatorFor(messages: Messages): Translate {
  return (key, ...subs) => formatMessage(messages, key, subs) ?? `⟦${key}⟧`;
}

export const t: Translate = (key, ...subs) => {
  const fromOverride = override && formatMessage(override, key, subs);
  if (fromOverride !== undefined && fromOverride !== '') return fromOverride;
  const text = chrome.i18n.getMessage(key, subs.map(String));
  // A missing key shows itself loudly instead of an empty label; the locale test catches it first.
  return text || `⟦${key}⟧`;
};
