export type { Handoff, HandoffKind, HandoffRequest, TabState } from '../../shared/handoff';
import type { HandoffKind } from '../../shared/handoff';

/**
 * Hand-off: the agent gives the tab to the user (a sign-in, a CAPTCHA, a one-time code, a payment check, or the
 * user asked to take over) and waits, without limit, until the user hands it back. Plain JSON throughout: the
 * waiting state is saved with the conversation and outlives the worker and the browser.
 */

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
  /**
   * A CAPTCHA the page draws itself, by kind only: an "I'm not a robot" / "verify you are human" box or button, or
   * a field for an image's characters. Never its text (collect.ts).
   */
  drawn?: Array<'checkbox' | 'button' | 'field'>;
}

/** What detection found: the kind, why (for the model), and where. */
export interface Detection {
  kind: Exclude<HandoffKind, 'asked' | 'takeover'>;
  reason: string;
  url: string;
}
