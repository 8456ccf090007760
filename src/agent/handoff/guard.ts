/**
 * The policy side of hand-off: a tool call whose target sits in a CAPTCHA (or a 3-D Secure challenge) frame is
 * never run, whatever the model says; the task is handed to the user instead. Judged on the facts the browser side
 * found (the frame the element or the screen point really is in), never on the model's words.
 */
import type { TargetFacts } from '../policy/types';
import { isCaptchaUrl, isPaymentVerificationUrl } from './detect';
import type { HandoffRequest } from './types';

/** Fields a user fills or ticks to answer a challenge, and the words a CAPTCHA drawn in the page itself uses. */
const ANSWER_ROLES = new Set(['textbox', 'searchbox', 'checkbox', 'slider', 'spinbutton']);
const CAPTCHA_WORDS = /captcha|i'?m not a robot|i am not a robot|verify (that )?you('| a)re (a )?human/i;
const CAPTCHA_BUTTON = /^(i'?m not a robot|i am not a robot|verify (that )?you('| a)re (a )?human)$/i;

/**
 * A CAPTCHA the page draws itself (an image of characters and a field "Enter the captcha", a checkbox "I'm not a
 * robot" outside any vendor's frame): judged on every name the element goes by, so a label the model reads one way
 * and the page shows another does not hide it.
 */
function pageDrawnCaptcha(target: TargetFacts): boolean {
  const el = target.element;
  if (!el) return false;
  const names = [el.name, ...(el.texts ?? [])];
  if (ANSWER_ROLES.has(el.role)) return names.some((n) => CAPTCHA_WORDS.test(n));
  return names.some((n) => CAPTCHA_BUTTON.test(n.trim()));
}

export function handoffForTarget(target: TargetFacts): HandoffRequest | undefined {
  const frame = target.frameUrl;
  if (pageDrawnCaptcha(target) || (frame && isCaptchaUrl(frame)))
    return {
      kind: 'captcha',
      reason:
        'The action targets a CAPTCHA. Tabwright never clicks or types into a CAPTCHA; only the user may solve it.',
      instructions: '',
      ...(target.pageUrl ? { url: target.pageUrl } : {}),
    };
  if (frame && isPaymentVerificationUrl(frame))
    return {
      kind: 'payment',
      reason: 'The action targets a payment verification (3-D Secure) frame; only the user may answer it.',
      instructions: '',
      ...(target.pageUrl ? { url: target.pageUrl } : {}),
    };
  return undefined;
}
