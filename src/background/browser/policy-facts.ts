/**
 * Facts for policy, collected without acting: what a ref is, what element really receives input at a point or
 * from the keyboard (hit-test.ts: through shadow roots and frames), as src/agent/policy/target-facts.ts and
 * element-context.ts read it in the page; and the current password values of every frame for the redactor. All
 * of it runs in our isolated world / an isolated content-script world, where page scripts cannot patch the
 * functions or see the results.
 */
import type { PolicyTargetFacts, PortResult, TargetQuery } from '../../agent/browser-port';
import { actorOf, type ContextFacts, elementContext } from '../../agent/policy/element-context';
import { type DomTargetFacts, describeTarget } from '../../agent/policy/target-facts';
import { readPasswordValues } from '../../agent/secrets/password-values';
import { failureOf } from './actions';
import { documentUrlOf, elementAtPoint, type FoundNode, focusTarget } from './hit-test';
import { locate } from './locate';
import { type BrowserTab, browserTab } from './tab';

type PageFacts = DomTargetFacts & ContextFacts;

/** describeTarget + elementContext on `this` (or, for a point, on the control that encloses it). */
function describeSource(climb: boolean): string {
  return `function () {
    const el = ${climb ? `(${actorOf})(this)` : 'this'};
    return { ...(${describeTarget})(el), ...(${elementContext})(el) };
  }`;
}

export async function describePolicyTarget(tabId: number, query: TargetQuery): Promise<PortResult<PolicyTargetFacts>> {
  const got = await browserTab(tabId);
  if (!got.ok) return { ok: false, error: got.error };
  try {
    return await describeOn(got.tab, query);
  } catch (error) {
    return failureOf(error);
  }
}

export async function describeOn(tab: BrowserTab, query: TargetQuery): Promise<PortResult<PolicyTargetFacts>> {
  if ('ref' in query && !('focused' in query)) {
    const found = await locate(tab, query.ref);
    if (!found.ok) return found;
    const { target: ref, objectId, sessionId } = found.value;
    const node = { frameId: ref.frameId, sessionId, objectId };
    // Role and name as the snapshot showed them to the model; the DOM's other names go in texts.
    return { ok: true, value: await factsOf(tab, node, false, { ref: ref.ref, role: ref.role, name: ref.name ?? '' }) };
  }
  let node: FoundNode | null;
  if ('x' in query) node = await elementAtPoint(tab, query.x, query.y);
  else {
    const start = query.ref ? await locate(tab, query.ref) : undefined;
    if (start && !start.ok) return start;
    const from = start?.ok
      ? { frameId: start.value.target.frameId, sessionId: start.value.sessionId, objectId: start.value.objectId }
      : undefined;
    node = await focusTarget(tab, query.tabs ?? 0, from);
    if (!node && query.tabs)
      return {
        ok: false,
        error: 'Could not tell which element Tab moves focus to',
        hint: 'Click the element (or press the key with its ref) instead of moving focus with Tab.',
      };
  }
  if (!node) return { ok: true, value: { pageUrl: tab.mainUrl, frameUrl: tab.mainUrl } };
  return { ok: true, value: await factsOf(tab, node, 'x' in query) };
}

async function factsOf(
  tab: BrowserTab,
  node: FoundNode,
  climb: boolean,
  snapshot?: { ref: string; role: string; name: string },
): Promise<PolicyTargetFacts> {
  const r = await tab.session.send(
    'Runtime.callFunctionOn',
    { objectId: node.objectId, functionDeclaration: describeSource(climb), returnByValue: true },
    node.sessionId,
  );
  if (r.exceptionDetails) throw new Error(`Could not inspect the element: ${r.exceptionDetails.text}`);
  const page = r.result.value as PageFacts;
  const frameUrl = await documentUrlOf(tab, node);
  const { onEnter, texts, role, name, ...dom } = page;
  const element = { ...dom, role: snapshot?.role ?? role, name: snapshot?.name ?? name, texts };
  if (snapshot) Object.assign(element, { ref: snapshot.ref });
  const facts: PolicyTargetFacts = {
    pageUrl: tab.mainUrl,
    frameUrl,
    element,
    fingerprint: fingerprintOf(frameUrl, page),
  };
  if (onEnter)
    facts.onEnter = onEnter.element ? { effect: onEnter.effect, element: onEnter.element } : { effect: onEnter.effect };
  return facts;
}

/**
 * What the element is, as far as the press is concerned: its document, kind, names, where its link or form goes.
 * Not its node identity, so a page that re-renders the same button between the check and the press still works.
 */
function fingerprintOf(frameUrl: string, page: PageFacts): string {
  const origin = documentOrigin(frameUrl);
  // A field's shown text is what is being typed into it: judged empty, pressed with the text in. Its kind and
  // form, and what its Enter does, say what it is.
  const field = page.role === 'textbox' || /^(input|textarea|select)$/.test(page.tag);
  const texts = field ? [page.onEnter?.effect ?? '', page.onEnter?.element?.name ?? ''] : page.texts;
  return JSON.stringify([
    origin,
    page.tag,
    page.inputType,
    page.role,
    texts,
    page.href,
    page.form?.action,
    page.submitsForm,
  ]);
}

/** Password values of every frame, only ever handed to createRedactor({ passwords }). */
export async function passwordValuesOf(tabId: number): Promise<PortResult<string[]>> {
  try {
    const results = await chrome.scripting.executeScript({
      target: { tabId, allFrames: true },
      world: 'ISOLATED',
      func: readPasswordValues,
    });
    return { ok: true, value: results.flatMap((r) => (Array.isArray(r.result) ? (r.result as string[]) : [])) };
  } catch {
    // A restricted page (chrome://, the web store) has no fields we could read, and none the agent could read either.
    return { ok: true, value: [] };
  }
}

/** A document's origin as a fingerprint records it: scheme and host of a web address, else the address itself. */
export function documentOrigin(url: string): string {
  return /^https?:\/\/[^/]+/.exec(url)?.[0] ?? url;
}

/** The origin of the document a fingerprint (fingerprintOf) was taken in: its first item. */
export function fingerprintOrigin(fingerprint: string): string | undefined {
  try {
    const first = (JSON.parse(fingerprint) as unknown[])[0];
    return typeof first === 'string' ? first : undefined;
  } catch {
    return undefined;
  }
}
