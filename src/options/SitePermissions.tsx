import { useState } from 'preact/hooks';
import { t } from '../shared/i18n';
import type { Permission, SitePermission } from '../shared/settings';
import { draft, patch } from './store';
import { toOrigin } from './validate';

const LEVELS: Permission[] = ['allow', 'ask', 'block'];

/** Per-site permissions, read and act apart; the agent asks for the ones not listed. */
export function SitePermissions() {
  const [origin, setOrigin] = useState('');
  const [error, setError] = useState('');
  // The raw text, so a new empty line survives while the user types it.
  const [blocked, setBlocked] = useState((draft.value?.blockedSites ?? []).join('\n'));
  const sites = draft.value?.sitePermissions ?? {};
  const setSite = (key: string, value: SitePermission | undefined) => {
    const next = { ...sites };
    if (value) next[key] = value;
    else delete next[key];
    patch({ sitePermissions: next });
  };
  const add = () => {
    const parsed = toOrigin(origin);
    if (!parsed) return setError(t('optionsSiteInvalid'));
    setSite(parsed, sites[parsed] ?? { read: 'allow', act: 'ask', mode: 'inherit' });
    setOrigin('');
    setError('');
  };
  return (
    <section aria-labelledby="sites-heading">
      <h2 id="sites-heading">{t('optionsSites')}</h2>
      <p class="hint">{t('optionsSitesHint')}</p>
      {Object.keys(sites).length > 0 && (
        <table class="sites">
          <thead>
            <tr>
              <th scope="col">{t('optionsSite')}</th>
              <th scope="col">{t('optionsSiteRead')}</th>
              <th scope="col">{t('optionsSiteAct')}</th>
              <th scope="col">
                <span class="visually-hidden">{t('optionsRemove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(sites).map(([key, value]) => (
              <tr key={key} data-site={key}>
                <th scope="row">{key}</th>
                {(['read', 'act'] as const).map((what) => (
                  <td key={what}>
                    <select
                      name={`site-${what}`}
                      aria-label={t(what === 'read' ? 'optionsSiteReadFor' : 'optionsSiteActFor', key)}
                      value={value[what]}
                      onChange={(e) => setSite(key, { ...value, [what]: e.currentTarget.value as Permission })}
                    >
                      {LEVELS.map((level) => (
                        <option key={level} value={level}>
                          {t(`optionsPermission_${level}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                ))}
                <td>
                  <button type="button" class="secondary" onClick={() => setSite(key, undefined)}>
                    {t('optionsRemove')}
                    <span class="visually-hidden"> {key}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div class="row">
        <input
          type="text"
          name="newSite"
          aria-label={t('optionsSiteAdd')}
          placeholder="https://example.com"
          value={origin}
          onInput={(e) => setOrigin(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), add())}
        />
        <button type="button" class="secondary" onClick={add}>
          {t('optionsSiteAdd')}
        </button>
      </div>
      {error && <p class="error">{error}</p>}
      <label>
        {t('optionsBlocked')}
        <textarea
          name="blockedSites"
          rows={3}
          aria-describedby="blocked-hint"
          value={blocked}
          onInput={(e) => {
            setBlocked(e.currentTarget.value);
            patch({
              blockedSites: e.currentTarget.value
                .split('\n')
                .map((line) => line.trim())
                .filter(Boolean),
            });
          }}
        />
      </label>
      <p class="hint" id="blocked-hint">
        {t('optionsBlockedHint')}
      </p>
    </section>
  );
}
