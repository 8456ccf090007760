import { render } from 'preact';
import { loadSettings } from '../shared/settings-store';
import { setUiLanguage } from '../shared/i18n';
import { App } from './App';
import { connectSession, boundTabId } from './store/session';
import './panel.css';

async function main() {
  const { settings } = await loadSettings();
  await setUiLanguage(settings.language).catch(() => undefined);
  document.documentElement.lang = settings.language === 'zh_CN' ? 'zh-CN' : settings.language === 'en' ? 'en' : chrome.i18n.getUILanguage();
  const tabId = await boundTabId();
  if (tabId !== undefined) connectSession(tabId);
  render(<App tabId={tabId} />, document.getElementById('app')!);
}

void main();
