import { render } from 'preact';
import { loadSettings } from '../shared/settings-store';
import { setUiLanguage, t } from '../shared/i18n';
import { Options } from './Options';
import '../sidepanel/panel.css';
import './options.css';

async function main() {
  const read = await loadSettings();
  await setUiLanguage(read.settings.language).catch(() => undefined);
  document.title = t('optionsTitle');
  render(<Options initial={read.settings} problem={read.problem} />, document.getElementById('app')!);
}

void main();
