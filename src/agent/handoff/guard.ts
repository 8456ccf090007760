/**
 * The policy side of hand-off: a tool call whose target sits in a CAPTCHA (or a 3-D Secure challenge) frame is
 * never run, whatever the model says; the task is handed to the user instead. Judged on the facts the browser side
 * found (the frame the element or the screen point really is in), never on the model's words.
 */
import type { TargetFacts } from '../policy/types';
import { isCaptchaUrl, isPaymentVerificationUrl } from './detect';
import type { HandoffRequest } from './types';

export function handoffForTarget(target: TargetFacts): HandoffRequest | undefined {
  const frame = target.frameUrl;
  if (!frame) return undefined;
  if (isCaptchaUrl(frame))
    return {
      kind: 'captcha',
      reason:
        'The action targets a CAPTCHA. Tabwright never clicks or types into a CAPTCHA; only the user may solve it.',
      instructions: '',
      ...(target.pageUrl ? { url: target.pageUrl } : {}),
    };
  if (isPaymentVerificationUrl(frame))
    return {
      kind: 'payment',
      reason: 'The action targets a payment verification (3-D Secure) frame; only the user may answer it.',
      instructions: '',
      ...(target.pageUrl ? { url: target.pageUrl } : {}),
    };
  return undefined;
}
