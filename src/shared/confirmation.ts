/**
 * What the panel is shown when policy asks the user: the confirmation card and the words it is made of. In shared
 * because it crosses the port to the side panel (src/shared/protocol.ts); the policy core builds it
 * (src/agent/policy/card.ts) and re-exports these types from its own vocabulary (./types there).
 */
import type { Permission } from './settings';

/** What a permission is about: looking at a site, or changing something on it. */
export type AccessKind = 'read' | 'act';

/** What "allow once" adds to the task. Secret grants let one secret be typed on one origin for this task. */
export type Grant = { kind: AccessKind; origin: string } | { kind: 'secret'; name: string; origin: string };

/** A stable code per reason so the panel can translate it; `text` is the English wording. */
export interface Reason {
  code: ReasonCode;
  text: string;
}

export type ReasonCode =
  | 'blocked-site'
  | 'not-web'
  | 'secret-unknown'
  | 'secret-in-url'
  | 'secret-off-site'
  | 'secret-first-use'
  | 'high-risk-tool'
  | 'password-field'
  | 'sensitive-form-submit'
  | 'risky-name'
  | 'risky-structure'
  | 'download'
  | 'page-suggested-navigation'
  | 'carries-data'
  | 'new-site'
  | 'not-in-plan'
  | 'no-plan';

export type Answer = 'once' | 'always' | 'deny';

/** Exactly what will happen, for the panel to render. Values are already redacted. */
export interface ConfirmationCard {
  /**
   * `site`: first read/act on a site. `step`: ask-before-acting without a covering plan. `high-risk`: always asks.
   * `plan`: the model's plan in ask-before-acting mode; approving it lets acts on its sites run without asking.
   */
  kind: 'site' | 'step' | 'high-risk' | 'plan';
  tool: string;
  /** One line, e.g. `Click button "Place order"`. */
  action: string;
  element?: { role: string; name: string; ref?: string; isPassword?: boolean };
  value?: string;
  /** The page acted on, or the navigation / download destination. */
  url?: string;
  origin: string;
  details?: string;
  reasons: Reason[];
  choices: Answer[];
  /** Added to the task when the user picks "once". */
  grants: Grant[];
  /** Plan cards: what the user approves (origins normalised; an empty list covers nothing). */
  plan?: { summary: string; steps: string[]; origins: string[] };
  /** Data leaving for another site: each datum (as seen, decoded) with where it was read and where it goes. */
  flows?: Array<{ data: string; from: string[]; to: string }>;
  /** Persisted to settings.sitePermissions when the user picks "always". */
  always: Array<{ origin: string; kind: AccessKind; permission: Extract<Permission, 'allow'> }>;
}
