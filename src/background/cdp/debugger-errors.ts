/**
 * Every way a chrome.debugger session can fail, as a value with a message the user (and the model) can act on.
 * Pure: no chrome.* here, so the mapping is unit-tested (debugger-errors.test.ts).
 */
export type DebuggerFailureCode =
  | 'restricted_page' // chrome://, extension pages, the Web Store: Chrome forbids debugging them
  | 'already_attached' // DevTools or another extension holds the tab
  | 'canceled_by_user' // the user pressed "Cancel" on the "started debugging this browser" bar
  | 'tab_closed'
  | 'detached' // the session went away for another reason (crash, navigation to a restricted page)
  | 'unresponsive' // a command got no answer in time: the page's main thread is busy or frozen
  | 'failed';

export interface DebuggerFailure {
  ok: false;
  code: DebuggerFailureCode;
  message: string;
}

const RESTRICTED_PREFIXES = [
  'chrome://',
  'chrome-extension://',
  'chrome-search://',
  'chrome-untrusted://',
  'devtools://',
  'edge://',
  'view-source:',
  // Chrome blocks extensions from scripting or debugging the Web Store, old and new hosts.
  'https://chromewebstore.google.com',
  'https://chrome.google.com/webstore',
];

/** True for pages chrome.debugger refuses to attach to (checked up front to give a clear message). */
export function isUndebuggableUrl(url: string | undefined): boolean {
  if (!url) return false;
  return RESTRICTED_PREFIXES.some((p) => url.startsWith(p));
}

export function failure(code: DebuggerFailureCode, detail?: string, url?: string): DebuggerFailure {
  const where = url ? ` (${url})` : '';
  const messages: Record<DebuggerFailureCode, string> = {
    restricted_page: `This page${where} cannot be automated: Chrome does not allow extensions to control browser pages, extension pages or the Chrome Web Store. Open a regular web page in this tab.`,
    already_attached:
      'Another debugger is already attached to this tab (DevTools or another extension). Close DevTools or the other tool for this tab, then try again.',
    canceled_by_user:
      'The user cancelled Tabwright\'s access to this tab (the "started debugging this browser" bar). Stop and ask the user before trying again.',
    tab_closed: 'The tab was closed.',
    detached: `The debugger was detached from the tab${detail ? `: ${detail}` : ''}. Take a new snapshot to re-attach.`,
    unresponsive: `The page did not answer for ${detail ?? 'a minute'}: its main thread is busy or frozen (a script that does not end). Wait, then take a new snapshot; if it stays frozen, tell the user the page is not responding.`,
    failed: `The debugger command failed${detail ? `: ${detail}` : ''}.`,
  };
  return { ok: false, code, message: messages[code] };
}

/** Maps an error thrown by chrome.debugger.attach/sendCommand to a failure value. */
export function classifyDebuggerError(err: unknown, url?: string): DebuggerFailure {
  const text = err instanceof Error ? err.message : String(err);
  if (/another debugger is already attached/i.test(text)) return failure('already_attached');
  if (/cannot access a chrome|cannot attach to this target|chrome-extension:\/\/|extensions gallery/i.test(text))
    return failure('restricted_page', text, url);
  if (/no tab with (given )?id/i.test(text)) return failure('tab_closed');
  if (/not attached|detached|target closed/i.test(text)) return failure('detached', text);
  return failure('failed', text);
}

/** Maps chrome.debugger.onDetach's reason. */
export function detachReasonFailure(reason: string): DebuggerFailure {
  if (reason === 'canceled_by_user') return failure('canceled_by_user');
  if (reason === 'target_closed') return failure('tab_closed');
  return failure('detached', reason);
}

/** Thrown by DebuggerSession.send so collection code can stay linear; carries the failure value to rethrow as one. */
export class DebuggerSessionError extends Error {
  override name = 'DebuggerSessionError';
  constructor(readonly failure: DebuggerFailure) {
    super(failure.message);
  }
}

/** An 'unresponsive' failure: the page's main thread did not answer in time (temporary, unlike a lost session). */
export function isUnresponsive(err: unknown): err is DebuggerSessionError {
  return err instanceof DebuggerSessionError && err.failure.code === 'unresponsive';
}
