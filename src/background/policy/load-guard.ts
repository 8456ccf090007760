/**
 * Arms the browser side's judges of page loads (browser/redirect-guard.ts) for a gate: for each approved call,
 * its redirects and any load the page starts while it runs, except the load the call itself was judged for; and,
 * from the task's first approved call in a tab until the task ends, every load the page starts by itself there,
 * between actions too (a page can wait until the approved action settled before it loads another site).
 */
import type { BrowserPort } from '../../agent/browser-port';
import {
  type DecisionLogEntry,
  type PolicySettings,
  redirectJudge,
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
  return {
    async approved(workTab: number, call: { toolCallId: string; tool: string }, targets: TargetFacts[]): Promise<void> {
      const own = targets.flatMap((t) =>
        [t.navigation?.url, t.element?.href, t.element?.form?.action].map((u) => (u ? webOrigin(u) : undefined)),
      );
      const approved = new Set(own.filter((o): o is string => !!o));
      browser.guardRedirects?.(workTab, redirectJudge(now, call, log, approved));
      if (watched.has(workTab)) return;
      watched.add(workTab);
      await browser.watchNavigations?.(
        workTab,
        redirectJudge(now, { toolCallId: call.toolCallId, tool: PAGE_LOAD }, log),
      );
    },
    /** The task ended (or handed the tab to the user): the page's loads are theirs again. */
    end(): void {
      for (const tab of watched) void browser.watchNavigations?.(tab, undefined);
      watched.clear();
    },
  };
}
