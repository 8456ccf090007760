import { render } from 'preact';
import { htmlLang, setUiLanguage, t } from '../shared/i18n';
import { App } from './App';
import { loadCachedModels } from './store/models';
import { startSession } from './store/session';
import { loadSkills } from './store/skills';
import { watchSettings } from './store/settings';
import './panel.css';

async function main() {
  const settings = await watchSettings();
  await setUiLanguage(settings.language).catch(() => undefined);
  document.documentElement.lang = htmlLang();
  document.title = t('panelTitle');
  await startSession();
  void loadCachedModels();
  // The library changes in the options page or by "Save as skill": completion follows it.
  void loadSkills();
  chrome.storage.onChanged.addListener((changes, area) => area === 'local' && changes.skills && void loadSkills());
  render(<App />, document.getElementById('app')!);
}

void main();
