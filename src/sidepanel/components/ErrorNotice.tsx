import { t } from '../../shared/i18n';

/** Errors whose fix is in settings: a missing or wrong key, an unknown model or endpoint. */
const SETTINGS_FIX = new Set(['no_provider', 'auth', 'not_found']);
/** Errors about the page: why the agent cannot work there. */
const PAGE_REASON: Record<string, string> = {
  restricted: 'errorRestrictedPage',
  page_access: 'errorRestrictedPage',
  no_access: 'errorRestrictedPage',
  blocked_site: 'errorBlockedSite',
  debugger: 'errorDebugger',
  debugger_busy: 'errorDebugger',
};
const HINTS: Record<string, string> = {
  rate_limit: 'errorHintRateLimit',
  network: 'errorHintNetwork',
  server: 'errorHintServer',
  timeout: 'errorHintTimeout',
  context_limit: 'errorHintContext',
  max_steps: 'errorHintMaxSteps',
  time_limit: 'errorHintTimeLimit',
};

/** An error with what to do about it. */
export function ErrorNotice({ error }: { error: { kind: string; message: string } }) {
  const reason = PAGE_REASON[error.kind];
  const hint = HINTS[error.kind];
  return (
    <div class="error" role="alert" data-error-kind={error.kind}>
      <p>{error.message}</p>
      {reason && <p>{t(reason)}</p>}
      {hint && <p>{t(hint)}</p>}
      {SETTINGS_FIX.has(error.kind) && (
        <button type="button" onClick={() => void chrome.runtime.openOptionsPage()}>
          {t('panelOpenSettings')}
        </button>
      )}
    </div>
  );
}
