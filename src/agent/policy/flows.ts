/**
 * Information flow: which data a call would send to which site. Data read on one site (or in the tab list) that
 * goes to any other site is a flow, whether or not the task visited that site and whatever was granted: the start
 * page is not a free sink, and "allow once" on a site is consent to use it, not to send it what other sites showed.
 * The user's own identifying data (emails, long numbers they typed) may go only to the sites the task writes to
 * (origin-sets.ts). A flow makes the call's card high-risk and the card names each datum and its destination.
 */
import { hasPlaceholder } from '../secrets/placeholders';
import { collapse, decodings, shiftSignature } from './encodings';
import { userNamedSite } from './named-hosts';
import { writeOrigins } from './origin-sets';
import { siteKey, webOrigin } from './origins';
import { matchSeen, tokens, urlPayload } from './seen-data';
import { payloadTails, spelledFlows } from './spelled';
import type { PolicyInput, TaskState } from './types';
import { joinedPieces, readElsewhere, typedPieces, unexplainedRuns, urlPieces } from './unexplained';

export interface Flow {
  /** The datum as the task saw it (redacted text), or the opaque run that could not be explained. */
  data: string;
  /** Where it was read: origins, "tabs", "your message", or "unknown". */
  from: string[];
  /** The origin it would reach. */
  to: string;
}

interface Sink {
  origin: string;
  payload: string;
  /** A link's page, when its own data in its own link is nothing the page could not send itself. */
  own?: string;
  /** A URL the model wrote: unexplained opaque data in it counts (when in doubt, it is data). */
  composed?: boolean;
  /** What the model wrote into it, piece by piece (an address it wrote, a typed value): judged by unexplained.ts. */
  pieces?: string[];
  /** The address, whose short values join those the site got before. */
  url?: string;
}

/** The sinks a call writes to: a navigation's destination, a typed value's field and form target. */
export function sinksOf(input: PolicyInput): Sink[] {
  const { target, task } = input;
  const sinks: Sink[] = [];
  const nav = target.navigation;
  const navOrigin = webOrigin(nav?.url);
  const frameOrigin = webOrigin(target.frameUrl ?? target.pageUrl);
  if (nav && navOrigin) {
    const payload = urlPayload(nav.url);
    // A link's own page data to a site the task has not visited still counts, as it always did: the page may hold
    // someone else's link (a mail, a comment). Once the task has been there, only data from elsewhere counts.
    const own = nav.via === 'link' && frameOrigin && task.visitedOrigins.includes(navOrigin) ? frameOrigin : undefined;
    if (nav.via === 'link') sinks.push({ origin: navOrigin, payload, ...(own ? { own } : {}) });
    else if (nav.via === 'navigate')
      sinks.push({
        origin: navOrigin,
        payload,
        composed: true,
        pieces: urlPieces(nav.url, target.pageUrl),
        url: nav.url,
      });
    else sinks.push({ origin: navOrigin, payload });
    // An open redirect ("/redirect?to=https://other/?d=…") sends the data on to the URL it carries: judged as a
    // sink of its own, whatever the first site is. Carried URLs are found in every decoding of the address.
    for (const carried of carriedUrls(nav.url)) {
      const origin = webOrigin(carried);
      if (origin && origin !== navOrigin)
        sinks.push({ origin, payload: urlPayload(carried), composed: nav.via === 'navigate' });
    }
  }
  if (target.value !== undefined) {
    // Placeholders are the secret rules' business; what else is typed is data.
    const value = target.value.replace(/\{\{\s*secret:[^}]*\}\}/g, ' ');
    if (value.trim()) {
      // A password is high-risk already, and a card must not show it.
      const pieces = target.element?.isPassword ? undefined : typedPieces(value);
      if (frameOrigin) sinks.push({ origin: frameOrigin, payload: value, ...(pieces ? { pieces } : {}) });
      const formOrigin = webOrigin(target.element?.form?.action);
      if (formOrigin && formOrigin !== frameOrigin) sinks.push({ origin: formOrigin, payload: value });
    }
  }
  return sinks;
}

/** URLs written inside a URL (its query, fragment, path), in any decoding: where a redirector would send on. */
export function carriedUrls(url: string): string[] {
  const inner = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const found = new Set<string>();
  for (const text of decodings(inner))
    for (const m of text.matchAll(
      /(?:https?:)?\/\/(?:localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)+)(?::\d+)?(?:[/?#][^\s"'<>]*)?/gi,
    )) {
      const u = m[0].startsWith('//') ? `https:${m[0]}` : m[0];
      if (URL.canParse(u)) found.add(u);
    }
  return [...found].slice(0, 8);
}

/** Every flow the call would make; empty for an ordinary call. */
export function flowsOf(input: PolicyInput): Flow[] {
  const { task } = input;
  const flows: Flow[] = [];
  for (const sink of sinksOf(input)) {
    const history = task.sent?.[siteKey(sink.origin)];
    const extra = history
      ? [joinSent(history, sink.payload), ...payloadTails([...(history.recent ?? []), sink.payload])]
      : undefined;
    for (const m of matchSeen(sink.payload, task.seen, { sink: sink.origin, own: sink.own, extra }))
      flows.push({ data: m.data, from: m.from.length ? m.from : ['unknown'], to: sink.origin });
    if (!writeOrigins(task, input.settings).includes(sink.origin) && !userNamedSite(sink.origin, task.seen)) {
      for (const data of userData(sink.payload, task)) flows.push({ data, from: ['your message'], to: sink.origin });
      if (sink.composed)
        for (const data of opaqueRuns(sink.payload, task)) flows.push({ data, from: ['unknown'], to: sink.origin });
    }
    // A code the page made up: runs nobody wrote, once data was read elsewhere (unexplained.ts).
    if (sink.pieces && readElsewhere(task, sink.origin)) {
      const joined = sink.url ? joinedPieces(history?.recent ?? [], sink.url, history?.named) : [];
      for (const data of unexplainedRuns([...sink.pieces, ...joined], task, [input.target.pageUrl ?? '']))
        flows.push({ data, from: ['unknown'], to: sink.origin });
    }
  }
  flows.push(...spelledFlows(input));
  const unique = new Map(flows.map((f) => [`${f.data}\u0000${f.to}`, f]));
  return [...unique.values()];
}

/**
 * The history of what went to one site plus this payload: only the part that differs from the previous payload is
 * appended ("/c?p=ja" then "/c?p=ne" joins as "/c?p=jane"), so pieces sent one per call line up again.
 */
export function joinSent(history: { last: string; joined: string } | undefined, payload: string): string {
  if (!history) return payload;
  const { last } = history;
  let start = 0;
  while (start < last.length && start < payload.length && last[start] === payload[start]) start++;
  let end = 0;
  while (
    end < last.length - start &&
    end < payload.length - start &&
    last[last.length - 1 - end] === payload[payload.length - 1 - end]
  )
    end++;
  return history.joined + payload.slice(start, payload.length - end);
}

/** The user's identifying words (emails, numbers of six digits or more) in the payload or any decoding of it. */
function userData(payload: string, task: TaskState): string[] {
  const mine = task.seen.user.filter((t) => t.includes('@') || /^\d{6,}$/.test(t));
  if (!mine.length) return [];
  const variants = decodings(payload);
  const flat = variants.map(collapse);
  const shifted = variants.map(shiftSignature);
  return mine.filter((t) => {
    const sig = shiftSignature(t);
    return flat.some((f) => f.includes(collapse(t))) || (sig.length >= 7 && shifted.some((s) => s.includes(sig)));
  });
}

/**
 * Long runs of mixed letters and digits (or long base64/hex-like runs) that neither any page nor the user wrote:
 * encrypted or custom-encoded data looks exactly like this, and honest URLs a model writes rarely hold such runs.
 */
function opaqueRuns(payload: string, task: TaskState): string[] {
  if (hasPlaceholder(payload)) return [];
  const known = [...task.seen.page, ...task.seen.user].map(collapse).filter((t) => t.length >= 6);
  const out: string[] = [];
  for (const run of payload.match(/[A-Za-z0-9+/_=%-]{20,}/g) ?? []) {
    const bare = collapse(run);
    const mixed = /\d/.test(bare) && /[a-z]/i.test(bare);
    if (bare.length < 20 || !mixed) continue;
    if (known.some((k) => k.includes(bare) || (k.length >= 20 && bare.includes(k)))) continue;
    if (tokens(run).length === 0) continue;
    out.push(run.length > 80 ? `${run.slice(0, 80)}…` : run);
  }
  return out;
}
