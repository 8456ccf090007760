/**
 * Facts for policy, collected without acting: what a ref (or the element under a point, or the focused element)
 * is, as src/agent/policy/target-facts.ts reads it in the page, and the current password values of every frame for
 * the redactor. Both run in our isolated world / an isolated content-script world, where page scripts cannot patch
 * the functions or see the results.
 */
import type { PolicyTargetFacts, PortResult } from '../../agent/browser-port';
import { describeTarget } from '../../agent/policy/target-facts';
import { readPasswordValues } from '../../agent/secrets/password-values';
import { failureOf } from './actions';
import { locate } from './locate';
import { browserTab, type BrowserTab } from './tab';

export type PolicyTarget = { ref: string } | { x: number; y: number } | { focused: true };

/** Runs describeTarget on `this` (a ref's element resolved into our world); shipped as source. */
const describeThis = `function () { return (${describeTarget.toString()})(this); }`;

/**
 * For a point or the focused element: finds it (through open shadow roots) and describes it, with a rough role
 * and name, since such an element has no snapshot line. Built as source around describeTarget.
 */
function describeFoundSource(target: { x: number; y: number } | null): string {
  return `(() => {
    const describe = ${describeTarget.toString()};
    const at = ${JSON.stringify(target)};
    let el = at ? document.elementFromPoint(at.x, at.y) : document.activeElement;
    while (el && el.shadowRoot) {
      const inner = at ? el.shadowRoot.elementFromPoint(at.x, at.y) : el.shadowRoot.activeElement;
      if (!inner || inner === el) break;
      el = inner;
    }
    if (!el || el === document.body || el === document.documentElement) return null;
    const facts = describe(el);
    const role = el.getAttribute('role') || (facts.isPassword || /^(input|textarea)$/.test(facts.tag) ? 'textbox' : el.closest('a[href]') ? 'link' : facts.tag === 'button' || facts.submitsForm ? 'button' : facts.tag);
    const label = el.labels && el.labels[0] ? el.labels[0].textContent : '';
    const name = (el.getAttribute('aria-label') || label || el.getAttribute('placeholder') || el.getAttribute('title') || (facts.isPassword ? '' : el.textContent) || '').replace(/\\s+/g, ' ').trim().slice(0, 200);
    return { ...facts, role, name };
  })()`;
}

/**
 * The URL whose origin a frame's document has. about:blank and about:srcdoc frames (rich-text editors such as
 * tinymce build their document in one) inherit the origin of the frame that made them: judge them by that.
 */
function effectiveFrameUrl(tab: BrowserTab, frameId: string): string {
  let frame = tab.frames.get(frameId);
  for (let depth = 0; frame && /^about:(blank|srcdoc)/.test(frame.url) && depth < 10; depth++) {
    frame = frame.parentFrameId ? tab.frames.get(frame.parentFrameId) : undefined;
  }
  return frame && !/^about:/.test(frame.url) ? frame.url : tab.mainUrl;
}

export async function describePolicyTarget(
  tabId: number,
  target: PolicyTarget,
): Promise<PortResult<PolicyTargetFacts>> {
  const got = await browserTab(tabId);
  if (!got.ok) return { ok: false, error: got.error };
  const tab = got.tab;
  try {
    if ('ref' in target) {
      const found = await locate(tab, target.ref);
      if (!found.ok) return found;
      const { target: ref, objectId, sessionId } = found.value;
      const r = await tab.session.send(
        'Runtime.callFunctionOn',
        { objectId, functionDeclaration: describeThis, returnByValue: true },
        sessionId,
      );
      if (r.exceptionDetails) return { ok: false, error: `Could not inspect ${ref.ref}: ${r.exceptionDetails.text}` };
      const frameUrl = effectiveFrameUrl(tab, ref.frameId);
      return {
        ok: true,
        value: {
          pageUrl: tab.mainUrl,
          frameUrl,
          element: { ...r.result.value, ref: ref.ref, role: ref.role, name: ref.name ?? '' },
        },
      };
    }
    // Points and focus: the top frame only (an iframe under the point is described as the iframe element).
    const contextId = await tab.world(tab.mainFrameId, undefined);
    const at = 'x' in target ? { x: target.x, y: target.y } : null;
    const r = await tab.session.send('Runtime.evaluate', {
      expression: describeFoundSource(at),
      contextId,
      returnByValue: true,
    });
    if (r.exceptionDetails) return { ok: false, error: `Could not inspect the page: ${r.exceptionDetails.text}` };
    const element = r.result.value ?? undefined;
    return { ok: true, value: { pageUrl: tab.mainUrl, frameUrl: tab.mainUrl, ...(element ? { element } : {}) } };
  } catch (error) {
    return failureOf(error);
  }
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
