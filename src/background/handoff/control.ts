/**
 * One run's hand-off switch. Three things can ask the task to pause for the user: the model (ask_user), the user
 * (Take over), and policy (a call aimed at a CAPTCHA). Detection on the page asks at each step boundary too. The
 * loop asks `checkpoint` after every step; the first request wins and ends the run as "waiting for the user".
 */
import type { DetectOptions } from '../../agent/handoff/detect';
import type { HandoffRequest } from '../../agent/handoff/types';
import { detectOnTab } from './page';

export interface RunHandoff {
  request(request: HandoffRequest): void;
  readonly pending: HandoffRequest | undefined;
  /** The tab the agent worked in at the last step (the tabs tool may have moved it). */
  readonly workTab: number;
  checkpoint(at: { tabId: number; signal: AbortSignal }): Promise<string | undefined>;
}

export function runHandoff(tabId: number, detect: () => DetectOptions): RunHandoff {
  let pending: HandoffRequest | undefined;
  let workTab = tabId;
  return {
    request(request) {
      pending ??= request;
    },
    get pending() {
      return pending;
    },
    get workTab() {
      return workTab;
    },
    async checkpoint({ tabId: at, signal }) {
      workTab = at;
      if (!pending && !signal.aborted) {
        const found = await detectOnTab(at, detect());
        if (found) pending = { kind: found.kind, reason: found.reason, instructions: '', url: found.url };
      }
      return pending ? pending.instructions || pending.kind : undefined;
    },
  };
}
