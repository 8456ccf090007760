/**
 * Hand-off: the agent gives the tab to the user (a sign-in, a CAPTCHA, a one-time code, a payment check, or the
 * user asked to take over) and waits, without limit, until the user hands it back. Plain JSON throughout: the
 * waiting state is saved with the conversation and outlives the worker and the browser.
 */

/**
 * Why the agent stopped. `asked`: the model called ask_user; `takeover`: the user pressed Take over; the others
 * were detected on the page (detect.ts) or refused by policy (a CAPTCHA is never touched).
 */
export type HandoffKind = 'login' | 'captcha' | 'otp' | 'payment' | 'asked' | 'takeover';

/** What the loop is told to pause for. `instructions` is what the user should do, shown on "Your turn". */
export interface HandoffRequest {
  kind: HandoffKind;
  /** Why, in the model's words (ask_user) or ours (detection); never page text. */
  reason: string;
  /** What the user should do; empty for take-over. */
  instructions: string;
  /** The page it was seen on (detections). */
  url?: string;
}

/** The tab as it was when the user got control, to tell the model what changed (resume.ts). */
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

/** One frame's facts for detection, collected in the page by collect.ts. */
export interface FrameFacts {
  url: string;
  top: boolean;
  title: string;
  /** h1-h3, legend and the labels of the inputs below: short, lowercased. */
  headings: string[];
  /** The iframes of this document: where they point and whether they show. */
  frames: Array<{
    src: string;
    title: string;
    name: string;
    id: string;
    shown: boolean;
    width: number;
    height: number;
  }>;
  /** CAPTCHA containers (g-recaptcha, h-captcha, cf-turnstile) by their markup. */
  widgets: Array<{ vendor: 'recaptcha' | 'hcaptcha' | 'turnstile'; shown: boolean; invisible: boolean }>;
  /** Text-like inputs (text, email, password, tel, number): enough to tell a sign-in or code form. */
  inputs: Array<{
    type: string;
    autocomplete: string;
    name: string;
    id: string;
    inputmode: string;
    maxLength: number;
    shown: boolean;
    inDialog: boolean;
    label: string;
  }>;
  /** Visible links, buttons and fields: a page that is mostly a sign-in form has few. */
  controls: number;
  /** A full-page challenge (Cloudflare's "Just a moment…" interstitial). */
  challengePage: boolean;
}

/** What detection found: the kind, why (for the model), and where. */
export interface Detection {
  kind: Exclude<HandoffKind, 'asked' | 'takeover'>;
  reason: string;
  url: string;
}
