/**
 * The target re-checked at the moment of the press. Policy judged an element (by ref, at a point, where Tab would
 * move focus); the page can swap what is there before the mouse or the key goes down: rename the button, move
 * another element under the point, move focus elsewhere. Right before each press the element that would receive it
 * is described again, and unless it is one of those judged (same fingerprint), the press does not happen.
 * Armed per tab by the policy gate for the one action it approved; tools run without policy arm nothing.
 */
import type { PortResult, TargetQuery } from '../../agent/browser-port';
import { describeOn } from './policy-facts';
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

export async function checkPress(tab: BrowserTab, probe: TargetQuery): Promise<PortResult<void>> {
  const expected = armed.get(tab.tabId);
  if (!expected) return { ok: true, value: undefined };
  const now = await describeOn(tab, probe).catch((error: unknown) => ({
    ok: false as const,
    error: error instanceof Error ? error.message : String(error),
  }));
  if (!now.ok) return refuse(`the target could not be checked again (${now.error})`);
  if (now.value.fingerprint && expected.has(now.value.fingerprint)) return { ok: true, value: undefined };
  const what = now.value.element ? `a different ${now.value.element.role}` : 'nothing';
  return refuse(`${what} would receive it now, not the element that was checked and approved; the page changed it`);
}

function refuse(why: string): PortResult<void> {
  return {
    ok: false,
    error: `Policy refused this action at the moment of the press: ${why}. Nothing was pressed.`,
    hint: 'Take a new snapshot and decide again on what the page shows now.',
  };
}
