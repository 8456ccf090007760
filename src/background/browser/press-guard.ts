/**
 * The target re-checked at the moment of the press. Policy judged an element (by ref, at a point, where Tab would
 * move focus); the page can swap what is there before the mouse or the key goes down: rename the button, move
 * another element under the point, move focus elsewhere. Right before each press the element that would receive it
 * is described again, and unless it is one of those judged (same fingerprint), the press does not happen.
 * Armed per tab by the policy gate for the one action it approved; tools run without policy arm nothing.
 */
import type { PortResult, TargetQuery } from '../../agent/browser-port';
import { elementAtPoint } from './hit-test';
import { locate } from './locate';
import { describeOn, documentOrigin, fingerprintOrigin } from './policy-facts';
import type { BrowserTab } from './tab';

const armed = new Map<number, Set<string>>();

export function armTargets(tabId: number, fingerprints: string[]): void {
  if (fingerprints.length) armed.set(tabId, new Set(fingerprints));
  else armed.delete(tabId);
}

/** Called when the action ends: an approval covers one action. */
export function disarm(tabId: number): void {
  armed.delete(tabId);
}

export function isArmed(tabId: number): boolean {
  return armed.has(tabId);
}

/** keyDown: the check runs between a key's keydown, already sent to what was judged, and its activation. */
export async function checkPress(tab: BrowserTab, probe: TargetQuery, keyDown = false): Promise<PortResult<void>> {
  const expected = armed.get(tab.tabId);
  if (!expected) return { ok: true, value: undefined };
  const now = await describeOn(tab, probe).catch((error: unknown) => ({
    ok: false as const,
    error: error instanceof Error ? error.message : String(error),
  }));
  if (!now.ok) return refuse(`the target could not be checked again (${now.error})`, keyDown);
  if (now.value.fingerprint && expected.has(now.value.fingerprint)) return { ok: true, value: undefined };
  const what = now.value.element ? `a different ${now.value.element.role}` : 'nothing';
  return refuse(
    `${what} would receive it now, not the element that was checked and approved; the page changed it`,
    keyDown,
  );
}

/**
 * Is the ref's element (or something inside it, or its label) what a press at the point lands on? A page can slide a cover over
 * the approved button when the pointer arrives; the cover's own fingerprint might even match a judged one.
 */
export async function checkPointOnRef(tab: BrowserTab, ref: string, x: number, y: number): Promise<PortResult<void>> {
  if (!armed.has(tab.tabId)) return { ok: true, value: undefined };
  const [found, hit] = await Promise.all([locate(tab, ref), elementAtPoint(tab, x, y)]);
  if (!found.ok) return refuse(`the element could not be found again (${found.error})`);
  if (!hit || hit.frameId !== found.value.target.frameId) return refuse('something else is under the pointer now');
  const r = await tab.session.send(
    'Runtime.callFunctionOn',
    {
      objectId: found.value.objectId,
      functionDeclaration:
        // Up from the hit through slots (a web component's label is light DOM shown in its shadow button) and shadow
        // hosts; or the hit is a host whose shadow tree holds the target (the press lands on the component itself).
        'function (hit) { for (let n = hit; n; n = n.assignedSlot || n.parentNode || n.host) if (n === this || n.control === this) return true; for (let r = this.getRootNode(); r && r.host; r = r.host.getRootNode()) if (r.host === hit) return true; return false; }',
      arguments: [{ objectId: hit.objectId }],
      returnByValue: true,
    },
    found.value.sessionId,
  );
  if (r.exceptionDetails || r.result.value !== true) return refuse('something else is under the pointer now');
  return { ok: true, value: undefined };
}

/**
 * Typed text goes wherever focus is when it is inserted. A page can hand focus to another origin's frame as the judged
 * field takes it (red team c2-r9-focus-into-frame), and the text, a secret saved for this site included, would land
 * there: the focused element must be in a document of an origin the approval covered (a rich editor's inner field in
 * the same site is fine).
 */
export async function checkTypingOrigin(tab: BrowserTab): Promise<PortResult<void>> {
  const expected = armed.get(tab.tabId);
  if (!expected) return { ok: true, value: undefined };
  const origins = new Set([...expected].map(fingerprintOrigin));
  const now = await describeOn(tab, { focused: true }).catch(() => undefined);
  const at = now?.ok ? (now.value.frameUrl ?? now.value.pageUrl) : undefined;
  const origin = at && documentOrigin(at);
  if (origin && origins.has(origin)) return { ok: true, value: undefined };
  return refuse(
    `the page moved the focus to ${origin ? `a field on ${origin}` : 'something unknown'} before the text went in`,
  );
}

function refuse(why: string, keyDown = false): PortResult<void> {
  // After a keydown the page has seen the key: saying nothing was pressed would be false (a spreadsheet's cell editor
  // commits on Enter's keydown and closes, taking focus with it).
  return keyDown
    ? {
        ok: false,
        error: `Policy refused the rest of this key press: ${why}. The key had gone down on the approved element, and the page moved focus in answer (as a field that closes on Enter does), so the page may have acted on it.`,
        hint: 'Take a new snapshot to see what the key did before you try again.',
      }
    : {
        ok: false,
        error: `Policy refused this action at the moment of the press: ${why}. Nothing was pressed.`,
        hint: 'Take a new snapshot and decide again on what the page shows now.',
      };
}
