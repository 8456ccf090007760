import { t } from './i18n';
import type { SessionView } from './protocol';

/**
 * What the user should do in a hand-off, in their language: the model's own words for ask_user, ours for what
 * was detected. Used by the panel, and by the worker for the palette (which gets only its own strings).
 */
export function whatToDo(handoff: Pick<NonNullable<SessionView['handoff']>, 'kind' | 'instructions'>): string {
  if (handoff.instructions) return handoff.instructions.replace(/[.!。]\s*$/, '');
  switch (handoff.kind) {
    case 'login':
      return t('handoffDoLogin');
    case 'captcha':
      return t('handoffDoCaptcha');
    case 'otp':
      return t('handoffDoOtp');
    case 'payment':
      return t('handoffDoPayment');
    default:
      return t('handoffDoAsked');
  }
}
