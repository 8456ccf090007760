import { useEffect, useState } from 'preact/hooks';
import { t } from '../shared/i18n';

/** The shortcuts as Chrome has them now (the user may have changed them), with the way to change them. */
export function Shortcuts() {
  const [commands, setCommands] = useState<chrome.commands.Command[]>([]);
  useEffect(() => void chrome.commands.getAll().then(setCommands), []);
  return (
    <section aria-labelledby="shortcuts-heading">
      <h2 id="shortcuts-heading">{t('optionsShortcuts')}</h2>
      <dl class="shortcuts">
        {commands
          .filter((c) => c.name && c.description)
          .map((c) => (
            <div key={c.name}>
              <dt>{c.description}</dt>
              <dd>{c.shortcut ? <kbd>{c.shortcut}</kbd> : t('optionsShortcutNone')}</dd>
            </div>
          ))}
      </dl>
      <p class="hint">{t('optionsShortcutsHint')}</p>
      {/* Extension pages may open chrome:// URLs through the tabs API; a plain link would be blocked. */}
      <button
        type="button"
        class="secondary"
        onClick={() => void chrome.tabs.create({ url: 'chrome://extensions/shortcuts' })}
      >
        {t('optionsShortcutsOpen')}
      </button>
    </section>
  );
}
