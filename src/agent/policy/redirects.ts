/**
 * A server's redirect sends what an address carries on to wherever the server chooses: a short link or a stored
 * redirect names its target nowhere in the URL, so the policy, which judged the first address (flows.ts finds only
 * the targets written in it), never saw that site. The browser side asks this for each redirect hop of a page load
 * while a task holds the tab, before the hop is requested; refused, the load stops there.
 *
 * A hop is judged as a link on the redirecting page to the same address would be (flows.ts), but refused rather
 * than asked, as nobody is there to answer mid-load: a hop to a blocked site; a hop to another site carrying data
 * the task read elsewhere, or the redirecting site's own page data to a site the task has not visited (a trusted
 * site's redirector forwarding what it showed), or the user's identifying data where the task does not write. A
 * hop within one site, and one carrying nothing the task saw (an OAuth client id it never read), goes on.
 */
import { flowsOf, type Flow } from './flows';
import { displayOrigin, isBlocked, webOrigin } from './origins';
import type { DecisionLogEntry, PolicySettings, TaskState } from './types';

export type RedirectVerdict = { ok: true } | { ok: false; reason: string; flows: Flow[] };

export function judgeRedirect(from: string, to: string, task: TaskState, settings: PolicySettings): RedirectVerdict {
  const toOrigin = webOrigin(to);
  if (!toOrigin || toOrigin === webOrigin(from)) return { ok: true };
  if (isBlocked(toOrigin, settings.blockedSites))
    return { ok: false, reason: `${displayOrigin(toOrigin)} is on the blocked list`, flows: [] };
  const flows = flowsOf({
    tool: { name: 'redirect', risk: 'act' },
    args: {},
    target: { pageUrl: from, navigation: { url: to, via: 'link' } },
    task,
    settings,
  });
  if (!flows.length) return { ok: true };
  const what = flows.map((f) => `"${f.data}" (from ${f.from.join(', ')})`).join(', ');
  return { ok: false, reason: `it would carry ${what} to ${displayOrigin(toOrigin)}`, flows };
}

/**
 * The judge a policy gate arms for one approved call (BrowserPort.guardRedirects): it reads the task as it is at
 * the hop, and each refusal goes to the decision log under that call.
 */
export function redirectJudge(
  now: () => { task: TaskState; settings: PolicySettings },
  call: { toolCallId: string; tool: string },
  log: (entry: DecisionLogEntry) => void,
): (from: string, to: string) => string | undefined {
  return (from, to) => {
    const { task, settings } = now();
    const hop = judgeRedirect(from, to, task, settings);
    if (hop.ok) return undefined;
    const reason = `Stopped a redirect from ${from} to ${to}: ${hop.reason}`;
    log({ type: 'policy', at: Date.now(), ...call, verdict: 'deny', reason, reasons: [], outcome: 'refused' });
    return reason;
  };
}
