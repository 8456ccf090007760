/**
 * Hand-off: the agent gives the tab to the user (a sign-in, a CAPTCHA, a one-time code, a payment check, or the
 * user asked to take over) and waits, without limit, until the user hands it back. Plain JSON throughout: the
 * waiting state is saved with the conversation and outlives the worker and the browser. Shared by the agent core
 * (src/agent/handoff), the worker and the panel.
 */

/**
 * Why the agent stopped. `asked`: the model called ask_user; `takeover`: the user pressed Take over; the others
 * were detected on the page or refused by policy (a CAPTCHA is never touched).
 */
export const HANDOFF_KINDS = ['login', 'captcha', 'otp', 'payment', 'asked', 'takeover'] as const;
export type HandoffKind = (typeof HANDOFF_KINDS)[number];

/** What the loop is told to pause for. `instructions` is what the user should do, shown on "Your turn". */
export interface HandoffRequest {
  kind: HandoffKind;
  /** Why, in the model's words (ask_user) or ours (detection); never page text. */
  reason: string;
  /** What the user should do; empty for take-over and detections (the panel words those by kind). */
  instructions: string;
  /** The page it was seen on (detections). */
  url?: string;
}

/** A tab as it was when the user got control, to tell the model what changed. */
export interface TabState {
  tabId: number;
  url: string;
  title: string;
}

/** A hand-off in progress, as saved with the conversation. */
export interface Handoff extends HandoffRequest {
  since: number;
  /** The tab the agent worked in, and its state at the hand-off. */
  before: TabState;
  /** Every tab id open at the hand-off: tabs not in it afterwards are new. */
  tabIds: number[];
}
