/**
 * Which tab's page opened each tab, recorded at all times (not only while a task runs), so that when a task begins
 * the windows its tab's page opened earlier are told from the user's own tabs (popup-guard.ts judges their loads:
 * the page may hold a handle on one and load it again with the data once the task has read it).
 *
 * Chrome's `openerTabId` cannot say it: the tab strip forgets openers (a popup the guard loaded with `tabs.update`
 * after approving it had none when the next task began, and passed as the user's tab: redteam-popups.e2e.ts).
 * webNavigation names the page's own tab for each new window.
 * Kept in `chrome.storage.session` too: a worker stopped between the popup and the task still knows it.
 */
const KEY = 'popupLineage';
/** The newest tabs kept (a page opening windows without end must not grow this without bound). */
const MAX = 500;

const openers = new Map<number, number>();
let saving: ReturnType<typeof setTimeout> | undefined;

function save(): void {
  if (saving) return;
  // One write per burst of new tabs.
  saving = setTimeout(() => {
    saving = undefined;
    void chrome.storage.session.set({ [KEY]: [...openers] }).catch(() => undefined);
  }, 50);
}

/** The page of `sourceTabId` opened `tabId` (a window.open, a target=_blank link or form). */
export function noteOpened(tabId: number, sourceTabId: number): void {
  if (tabId === sourceTabId) return;
  openers.delete(tabId);
  openers.set(tabId, sourceTabId);
  if (openers.size > MAX) openers.delete(openers.keys().next().value!);
  save();
}

/** The tab whose page opened `tabId`, if one did. */
export const openerOf = (tabId: number): number | undefined => openers.get(tabId);

/** Whether a page shown in one of `tabs` opened `tabId`, or a window such a page opened did (and so on). */
export function openedFrom(tabId: number, tabs: readonly number[]): boolean {
  const seen = new Set<number>();
  for (let t = openers.get(tabId); t !== undefined && !seen.has(t); t = openers.get(t)) {
    if (tabs.includes(t)) return true;
    seen.add(t);
  }
  return false;
}

/** Starts recording (once, when the worker starts), after what an earlier worker recorded. */
export function recordLineage(): Promise<void> {
  chrome.webNavigation.onCreatedNavigationTarget.addListener((d) => noteOpened(d.tabId, d.sourceTabId));
  chrome.tabs.onRemoved.addListener((tabId) => {
    if (openers.delete(tabId)) save();
  });
  return chrome.storage.session
    .get(KEY)
    .then((got) => {
      const earlier = got[KEY] as Array<[number, number]> | undefined;
      // What this worker recorded already is newer than what the earlier one saved.
      for (const [tab, source] of earlier ?? []) if (!openers.has(tab)) openers.set(tab, source);
    })
    .catch(() => undefined);
}
