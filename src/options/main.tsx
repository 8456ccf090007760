import { render } from 'preact';
import { loadSettings } from '../shared/settings-store';
import { htmlLang, setUiLanguage, t } from '../shared/i18n';
import { Options } from './Options';
import { initOptions } from './store';
import '../sidepanel/panel.css';
import './options.css';

async function main() {
  const read = await loadSettings();
  await setUiLanguage(read.settings.language).catch(() => undefined);
  document.documentElement.lang = htmlLang();
  document.title = t('optionsTitle');
  initOptions(read.settings, read.problem);
  render(<Options initialLanguage={read.settings.language} />, document.getElementById('app')!);
}

void main();
