import { t } from '../shared/i18n';
import type { SecretEntry } from '../shared/settings';
import { draft, patch } from './store';
import { originLines, secretNameProblem, toOrigin } from './validate';

/**
 * One saved secret. The value lives in its password field only: no legend, hint or status repeats it. The editor
 * keeps no state of its own (origins are kept as typed in the draft, and cleaned on save), so editors keyed by
 * position stay right when one above them is removed.
 */
function SecretEditor({ secret, index, all }: { secret: SecretEntry; index: number; all: SecretEntry[] }) {
  const id = (name: string) => `secret-${index}-${name}`;
  const set = (change: Partial<SecretEntry>) =>
    patch({ secrets: all.map((s, i) => (i === index ? { ...s, ...change } : s)) });
  const nameProblem = secretNameProblem(secret.name, all, index);
  const badOrigin = originLines(secret.origins).find((line) => !toOrigin(line));

  return (
    <fieldset class="secret" data-secret={secret.name}>
      <legend>{secret.name ? `{{secret:${secret.name}}}` : t('optionsSecretNew')}</legend>
      <label>
        {t('optionsSecretName')}
        <input
          type="text"
          name="secretName"
          autocomplete="off"
          spellcheck={false}
          value={secret.name}
          aria-invalid={nameProblem ? 'true' : undefined}
          aria-describedby={id('name-hint')}
          onInput={(e) => set({ name: e.currentTarget.value })}
        />
      </label>
      <p class={nameProblem ? 'hint field-error' : 'hint'} id={id('name-hint')}>
        {t(nameProblem ?? 'optionsSecretNameHint')}
      </p>
      <label>
        {t('optionsSecretValue')}
        <input
          type="password"
          name="secretValue"
          autocomplete="new-password"
          value={secret.value}
          onInput={(e) => set({ value: e.currentTarget.value })}
        />
      </label>
      <label>
        {t('optionsSecretDescription')}
        <input
          type="text"
          name="secretDescription"
          value={secret.description}
          onInput={(e) => set({ description: e.currentTarget.value })}
        />
      </label>
      <label>
        {t('optionsSecretOrigins')}
        <textarea
          name="secretOrigins"
          rows={2}
          placeholder="https://example.com"
          aria-invalid={badOrigin ? 'true' : undefined}
          aria-describedby={id('origins-hint')}
          value={secret.origins.join('\n')}
          onInput={(e) => set({ origins: e.currentTarget.value.split('\n') })}
        />
      </label>
      <p class={badOrigin ? 'hint field-error' : 'hint'} id={id('origins-hint')}>
        {badOrigin ? t('optionsSecretOriginInvalid', badOrigin) : t('optionsSecretOriginsHint')}
      </p>
      <button type="button" class="secondary" onClick={() => patch({ secrets: all.filter((_, i) => i !== index) })}>
        {t('optionsRemove')}
        <span class="visually-hidden"> {secret.name || t('optionsSecretNew')}</span>
      </button>
    </fieldset>
  );
}

/** Values the model may use as {{secret:name}} without seeing them (src/agent/secrets), and where they may go. */
export function Secrets() {
  const secrets = draft.value?.secrets ?? [];
  const add = () => patch({ secrets: [...secrets, { name: '', value: '', description: '', origins: [] }] });
  return (
    <section aria-labelledby="secrets-heading">
      <h2 id="secrets-heading">{t('optionsSecrets')}</h2>
      <p class="hint">{t('optionsSecretsHint')}</p>
      {secrets.map((secret, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the editor is stateless by design (see SecretEditor)
        <SecretEditor key={i} secret={secret} index={i} all={secrets} />
      ))}
      <button type="button" class="add-secret" onClick={add}>
        {t('optionsSecretAdd')}
      </button>
    </section>
  );
}
