import type { ApprovalDecision } from '../../agent/loop';
import { handoffForTarget } from '../../agent/handoff/guard';
import type { HandoffRequest } from '../../agent/handoff/types';
import type { TargetFacts } from '../../agent/policy';

/** What the policy gate takes for hand-off (GateOptions extends it). */
export interface HandoffGateOptions {
  /** Hands the task to the user: a call aimed at a CAPTCHA or 3-D Secure frame. */
  onHandoff?: (request: HandoffRequest) => void;
  /** Redacted from the start: what the user typed in password and code fields during a hand-off. */
  redactAlso?: string[];
}

/**
 * Policy's hand-off rule: never a CAPTCHA (or a 3-D Secure challenge), whatever the model was told. A call with a
 * target in such a frame is refused, and the task is handed to the user at the end of the step.
 */
export function refuseHandoffTargets(
  targets: TargetFacts[],
  onHandoff: ((request: HandoffRequest) => void) | undefined,
): ApprovalDecision | undefined {
  const handoff = targets.map(handoffForTarget).find(Boolean);
  if (!handoff) return undefined;
  onHandoff?.(handoff);
  return { allow: false, reason: `Policy refused this action: ${handoff.reason} The task is handed to the user.` };
}
