/**
 * Arms the browser side's judges of page loads (browser/redirect-guard.ts) for a gate: for each approved call,
 * its redirects and any load the page starts while it runs, except the load the call itself was judged for; and,
 * from the task's first approved call in a tab until the task ends, every load the page starts by itself there,
 * between actions too (a page can wait until the approved action settled before it loads another site).
 */
import type { BrowserPort } from '../../agent/browser-port';
import type { RedirectJudge } from '../../agent/browser-port';
import { PICKED } from '../browser/redirect-guard';
import {
  type DecisionLogEntry,
  type PolicySettings,
  picksOnly,
  redirectJudge,
  riskyNameMatch,
  type TargetFacts,
  type TaskState,
} from '../../agent/policy';
import { webOrigin } from '../../agent/policy/origins';

/** The decision log's name for a load the page started by itself. */
export const PAGE_LOAD = 'page load';

export function loadGuards(
  browser: BrowserPort,
  now: () => { task: TaskState; settings: PolicySettings },
  log: (entry: DecisionLogEntry) => void,
) {
  const watched = new Set<number>();
  /** Per tab, the last approved call when it was a risky pick: until the next call, the page may not act on it. */
  const picked = new Map<number, { toolCallId: string; tool: string }>();
  return {
    async approved(workTab: number, call: { toolCallId: string; tool: string }, targets: TargetFacts[]): Promise<void> {
      const own = targets.flatMap((t) =>
        [t.navigation?.url, t.element?.href, t.element?.form?.action].map((u) => (u ? webOrigin(u) : undefined)),
      );
      const approved = new Set(own.filter((o): o is string => !!o));
      const judge = redirectJudge(now, call, log, approved);
      const risky = pickedRisky(targets);
      browser.guardRedirects?.(workTab, risky ? pickOnlyJudge(judge, call, log) : judge);
      // The page may wait until the pick settled (while the model reads the result) before it submits the order:
      // the pick's rule holds between calls too, until the next approved call (red team c3-radio-click-orders-later).
      if (risky) picked.set(workTab, { toolCallId: call.toolCallId, tool: PAGE_LOAD });
      else picked.delete(workTab);
      if (watched.has(workTab)) return;
      watched.add(workTab);
      const between = redirectJudge(now, { toolCallId: call.toolCallId, tool: PAGE_LOAD }, log);
      await browser.watchNavigations?.(workTab, (from, to, kind) => {
        const pick = picked.get(workTab);
        return pick ? pickOnlyJudge(between, pick, log)(from, to, kind) : between(from, to, kind);
      });
    },
    /** The task ended (or handed the tab to the user): the page's loads are theirs again. */
    end(): void {
      for (const tab of watched) void browser.watchNavigations?.(tab, undefined);
      watched.clear();
      picked.clear();
    },
  };
}

/**
 * The call only picks options (radios, checkboxes), one of them named like an act ("Invoice (pay within 14 days)",
 * "Pay now"): decide() asked no high-risk card, as picking is not paying (risky-names.ts picksOnly). Were the page
 * to act on the pick (a radio whose click submits the order), that is the act the card was for: any load the page
 * starts during this call is stopped, on its own site too; the form's own submit button is judged when pressed.
 */
function pickedRisky(targets: TargetFacts[]): boolean {
  const els = targets.map((t) => t.element);
  return (
    els.length > 0 &&
    els.every((el) => picksOnly(el)) &&
    els.some((el) => [el?.name, ...(el?.texts ?? [])].some((n) => riskyNameMatch(n)))
  );
}

function pickOnlyJudge(
  judge: RedirectJudge,
  call: { toolCallId: string; tool: string },
  log: (entry: DecisionLogEntry) => void,
): RedirectJudge {
  return (from, to, kind) => {
    if (kind !== 'page') return judge(from, to, kind);
    const reason = `Stopped the page at ${from} loading ${to} ${PICKED}: picking an option does not submit or pay; the form's own button does, and is judged when pressed`;
    log({ type: 'policy', at: Date.now(), ...call, verdict: 'deny', reason, reasons: [], outcome: 'refused' });
    return reason;
  };
}
