/**
 * The policy's vocabulary: what the loop tells decide() about one tool call, and what comes back.
 * Everything is plain JSON (arrays, not Sets) so a task's state survives a service-worker restart and a card
 * crosses the port to the side panel unchanged.
 */
import type { Settings, SitePermission } from '../../shared/settings';
import type { SeenData } from './seen-data';
import type { Answer, ConfirmationCard, Grant, Reason } from '../../shared/confirmation';

// The card and its words cross to the panel, so they live in shared; the policy's vocabulary still names them.
export type { AccessKind, Answer, ConfirmationCard, Grant, Reason, ReasonCode } from '../../shared/confirmation';

/**
 * How much a tool can change. Policy decides allow / ask / deny from this tier, the tool's declared effects and the
 * target origin; a tool never decides that itself. Declared here (tools re-export it) so policy imports no tool code.
 */
export type RiskTier = 'read' | 'act' | 'high';

export type Verdict = 'allow' | 'ask' | 'deny';
export type Mode = Settings['mode'];

/** The slice of settings the policy reads. Secret values are deliberately absent: policy never needs them. */
export interface PolicySettings {
  mode: Mode;
  sitePermissions: Record<string, SitePermission>;
  blockedSites: string[];
  secrets: Array<{ name: string; origins: string[] }>;
}

/** Facts about the element a call targets, collected in the page (see target-facts.ts) by the browser side. */
export interface ElementFacts {
  ref?: string;
  role: string;
  /** Accessible name as the snapshot shows it. */
  name: string;
  tag?: string;
  inputType?: string;
  isPassword?: boolean;
  isPaymentField?: boolean;
  /** The element's form, if any: what a submit would send, and where. */
  form?: { hasPassword: boolean; hasPayment: boolean; action?: string };
  /** Clicking it (or pressing Enter in it) submits its form. */
  submitsForm?: boolean;
  /** Absolute URL of a link target. */
  href?: string;
  /** A link with a `download` attribute, or one the browser side knows leads to a file. */
  download?: boolean;
  /** Opens or closes a section (aria-expanded, <summary>) rather than acting: see decide's risky-name rule. */
  disclosure?: boolean;
  /**
   * Other names the element goes by, read from the DOM (aria-label, title, visible text, value, alt, an icon's
   * <title>): a page can give the accessible name one word and show another, and each is checked for risk.
   */
  texts?: string[];
  /** The dialog holding the element (role=dialog/alertdialog, <dialog>, aria-modal): its title, and whether it
   * asks to confirm (it also offers Cancel / No). */
  dialog?: { title: string; confirm: boolean };
  /** The page is a settings / account page (URL path or heading). */
  settingsPage?: boolean;
  /** It sits in a form or dialog with its own Save / Submit / OK button (element-context.ts). */
  commitsLater?: boolean;
  /** The page asks to grant an app access to the account (OAuth consent: client_id / redirect_uri, /authorize). */
  consentPage?: boolean;
  /**
   * What the pressed keys do in this element (press_key, type with submit): `send` for Enter in a chat or compose
   * box, `submit` for Enter in a form field, `activate` for Enter / Space on a button or link.
   */
  keyEffect?: 'send' | 'submit' | 'activate';
}

/**
 * How a navigation came about. `navigate`: the model asked for a URL. `link`: clicking an element with an href
 * (the page could have navigated there itself, so that alone is not high-risk). `form`: a form submission.
 */
export type NavigationVia = 'navigate' | 'link' | 'form';

export interface TargetFacts {
  /** URL of the tab's top document now. Omit for tools not tied to a page (list tabs, wait). */
  pageUrl?: string;
  /** URL of the document holding the element, when it is a frame. */
  frameUrl?: string;
  element?: ElementFacts;
  /** Text the call will type or the option it will select, still holding {{secret:name}} placeholders. */
  value?: string;
  /** The value is a choice that acts like a click (an option chosen in a select or listbox): its text is judged
   * by the risky-name rules as a button's name would be ("Delete all messages" in a bulk-action menu). */
  choice?: boolean;
  navigation?: { url: string; via: NavigationVia; fromPageContent?: boolean };
  download?: { url?: string; filename?: string };
  upload?: { fileNames: string[] };
  /** evaluate's code, shown on the card. */
  script?: string;
  /** The keys paste: what goes in is the clipboard, which the task never read and the policy cannot check. */
  paste?: boolean;
  /** A drop: the origin of the frame the drag started in (what its page put in the drag goes here). */
  dragFrom?: string;
}

export interface TaskPlan {
  summary: string;
  steps: string[];
  /** Sites the plan acts on. Empty covers nothing: an empty list never means "everywhere". */
  origins: string[];
  approved: boolean;
}

/** Per-task state the loop keeps (and persists) between calls. */
export interface TaskState {
  /** Origin of the tab when the task started: the user asked us to read it, so reading it needs no extra ask. */
  startOrigin?: string;
  /** Origins whose pages this task has loaded or read. */
  visitedOrigins: string[];
  grants: Grant[];
  plan?: TaskPlan;
  /** Tokens of page content and of the user's own words, for the exfiltration check. */
  seen: SeenData;
  /**
   * What the task already sent to each site (origins.ts siteKey; payloads of allowed calls, newest last, capped):
   * data split into short pieces over several calls, or over a site's subdomains, joins up again here.
   */
  sent?: Record<string, { last: string; joined: string; recent?: string[]; named?: string[] }>;
  /** The short inputs each site got, in order (a keypad's buttons, keys one per call): spelled.ts. */
  pressed?: Record<string, string[]>;
}

export interface PolicyInput {
  tool: { name: string; risk: RiskTier };
  args: Record<string, unknown>;
  target: TargetFacts;
  task: TaskState;
  settings: PolicySettings;
}

export type Decision =
  | { verdict: 'allow'; reason: string }
  | { verdict: 'deny'; reason: string; reasons: Reason[] }
  | { verdict: 'ask'; reason: string; reasons: Reason[]; ask: ConfirmationCard };

/** One line of the conversation's safety log: what was decided, what was asked, what the user answered. */
export interface DecisionLogEntry {
  type: 'policy';
  at: number;
  toolCallId: string;
  tool: string;
  verdict: Verdict;
  reason: string;
  reasons: Reason[];
  card?: ConfirmationCard;
  answer?: Answer | 'timeout' | 'aborted';
  answeredAt?: number;
  /** The verdict that stood after the answer: what actually happened. */
  outcome: 'ran' | 'refused' | 'pending';
}
