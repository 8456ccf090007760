/**
 * The browser side of hand-off: detection in every frame of the tab, the tab's state before and after, the values
 * the user typed into password and code fields (only ever handed to the redactor), and bringing the tab to front.
 */
import { collectHandoffFacts } from '../../agent/handoff/collect';
import { type DetectOptions, detectHandoff } from '../../agent/handoff/detect';
import type { Detection, FrameFacts, TabState } from '../../agent/handoff/types';

export async function detectOnTab(tabId: number, options: DetectOptions): Promise<Detection | undefined> {
  try {
    const results = await chrome.scripting.executeScript({
      target: { tabId, allFrames: true },
      world: 'ISOLATED',
      func: collectHandoffFacts,
    });
    const frames = results.map((r) => r.result as FrameFacts | undefined).filter((f): f is FrameFacts => !!f);
    return detectHandoff(frames, options);
  } catch {
    // A page we may not script (chrome://, the web store, a tab gone): nothing to detect there.
    return undefined;
  }
}

/**
 * Runs in the page (self-contained): values of password fields and of one-time-code fields, which the snapshot
 * would otherwise show (a code field is an ordinary textbox). They go to the redactor only.
 */
function readTypedSecrets(): string[] {
  const code = /(^|[^a-z])(otp|totp|mfa|2fa|code|pin|passcode|token|verification)([^a-z]|$)/i;
  const values: string[] = [];
  for (const input of Array.from(document.querySelectorAll('input'))) {
    const auto = (input.getAttribute('autocomplete') ?? '').toLowerCase();
    const secret =
      input.type === 'password' ||
      /password|one-time-code/.test(auto) ||
      code.test(`${input.name} ${input.id} ${input.getAttribute('aria-label') ?? ''} ${input.placeholder}`);
    if (secret && input.value) values.push(input.value);
  }
  return values;
}

export async function typedSecrets(tabId: number): Promise<string[]> {
  try {
    const results = await chrome.scripting.executeScript({
      target: { tabId, allFrames: true },
      world: 'ISOLATED',
      func: readTypedSecrets,
    });
    return results.flatMap((r) => (Array.isArray(r.result) ? (r.result as string[]) : []));
  } catch {
    return [];
  }
}

export async function tabState(tabId: number): Promise<TabState | undefined> {
  const tab = await chrome.tabs.get(tabId).catch(() => undefined);
  if (!tab) return undefined;
  return { tabId, url: tab.url || tab.pendingUrl || '', title: tab.title ?? '' };
}

export async function openTabs(): Promise<TabState[]> {
  const tabs = await chrome.tabs.query({});
  return tabs
    .filter((t) => t.id !== undefined)
    .map((t) => ({ tabId: t.id!, url: t.url || t.pendingUrl || '', title: t.title ?? '' }));
}

/** The user's turn: the tab in front, in a focused window, so they see what to do. */
export async function bringToFront(tabId: number): Promise<void> {
  const tab = await chrome.tabs.update(tabId, { active: true }).catch(() => undefined);
  if (tab?.windowId !== undefined) await chrome.windows.update(tab.windowId, { focused: true }).catch(() => undefined);
}

/** A "!" on the toolbar button of a tab waiting for the user: the panel may be closed. */
export function markYourTurn(tabId: number, waiting: boolean): void {
  void chrome.action.setBadgeText({ tabId, text: waiting ? '!' : '' }).catch(() => undefined);
  if (waiting) void chrome.action.setBadgeBackgroundColor({ tabId, color: '#1d4ed8' }).catch(() => undefined);
}
