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
 *
 * A load the page starts by itself (a script setting `location`, a form it submits, a meta refresh), at any time
 * while the task works in the tab, is judged the same way, from the page that starts it.
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

/** An email, or a run of six digits or more once separators go ("7319-4462-0081"): what identifies a person. */
const identifying = (data: string) => data.includes('@') || /\d{6,}/.test(data.replace(/[\s.,_-]/g, ''));

/**
 * A load the page starts by itself (script, form, meta refresh, a new window, a link a person clicks), judged as a
 * redirect hop from the page, except that the page's own words are its own: it could send them with a fetch, and
 * every link it shows carries some (a person following "Annual survey" to survey.example must not be stopped).
 * What it read elsewhere (another site, the tab list, the user's message) still counts, and so do the
 * identifying data it shows (emails, account numbers, codes): the data a person would not want carried off.
 */
export function judgePageLoad(from: string, to: string, task: TaskState, settings: PolicySettings): RedirectVerdict {
  const verdict = judgeRedirect(from, to, task, settings);
  if (verdict.ok || !verdict.flows.length) return verdict;
  const own = webOrigin(from);
  const flows = verdict.flows.filter((f) => f.from.some((o) => o !== own) || identifying(f.data));
  if (!flows.length) return { ok: true };
  const what = flows.map((f) => `"${f.data}" (from ${f.from.join(', ')})`).join(', ');
  return { ok: false, reason: `it would carry ${what} to ${displayOrigin(webOrigin(to) ?? to)}`, flows };
}

/**
 * The judge a policy gate arms (BrowserPort.guardRedirects for one approved call, BrowserPort.watchNavigations for
 * the task): it reads the task as it is at the load, and each refusal goes to the decision log under `call`.
 * `approved`: the sites the approved call itself loads (a link it clicks, a form it submits): the policy judged
 * that load, maybe with the user's answer, so the page starting it is not judged again; its redirects are.
 */
export function redirectJudge(
  now: () => { task: TaskState; settings: PolicySettings },
  call: { toolCallId: string; tool: string },
  log: (entry: DecisionLogEntry) => void,
  approved: ReadonlySet<string> = new Set(),
): (from: string, to: string, kind: 'redirect' | 'page') => string | undefined {
  return (from, to, kind) => {
    if (kind === 'page' && approved.has(webOrigin(to) ?? '')) return undefined;
    const { task, settings } = now();
    const hop = (kind === 'page' ? judgePageLoad : judgeRedirect)(from, to, task, settings);
    if (hop.ok) return undefined;
    const what = kind === 'page' ? `the page at ${from} loading ${to} by itself` : `a redirect from ${from} to ${to}`;
    const reason = `Stopped ${what}: ${hop.reason}`;
    log({ type: 'policy', at: Date.now(), ...call, verdict: 'deny', reason, reasons: [], outcome: 'refused' });
    return reason;
  };
}
