import { t, uiLanguage } from '../../shared/i18n';
import { conversationUsage } from '../lib/conversation';
import { live, messages, session } from '../store/session';

/** Tokens and estimated cost of this conversation; local models have no price, so no cost is shown for them. */
export function UsageBar() {
  const usage = conversationUsage(live.value.total ?? session.value?.usage, messages.value);
  if (usage.inputTokens + usage.outputTokens === 0) return null;
  const locale = uiLanguage().replace('_', '-');
  const number = new Intl.NumberFormat(locale);
  // Sub-cent costs keep 4 digits so a cheap conversation does not read as free.
  const digits = usage.costUsd < 0.01 ? 4 : 2;
  const dollars = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  const cost = usage.costUsd > 0 ? t('panelCost', dollars.format(usage.costUsd)) : '';
  return (
    // A paragraph cannot carry aria-label (ARIA forbids naming it); the title still tells what the numbers are.
    <p class="usage" title={t('panelUsageLabel')}>
      {t('panelTokens', number.format(usage.inputTokens + usage.cachedTokens), number.format(usage.outputTokens))}
      {usage.cachedTokens > 0 && ` · ${t('panelCached', number.format(usage.cachedTokens))}`}
      {cost && ` · ${cost}`}
    </p>
  );
}
