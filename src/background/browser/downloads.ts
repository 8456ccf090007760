/**
 * Downloads the page starts while the agent acts are high-risk (a fooled model can fetch malware or an export of
 * the user's data), and the debugger cannot set a tab's download behaviour ("browser-level command"), so they are
 * cancelled as they begin, or removed from disk if one already finished. The user's own downloads, outside agent
 * actions, are left alone. The action's result tells the model, which should ask the user to download it.
 */
const ATTEMPTS = 40;
const WAIT_MS = 50;

export type Blocked = 'cancelled' | 'removed' | 'not-found';

/** The download item may appear a moment after CDP's Page.downloadWillBegin: look for it for up to ~2 s. */
export async function blockDownload(url: string): Promise<Blocked> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [item] = await chrome.downloads.search({ url, orderBy: ['-startTime'], limit: 1 });
    if (item) {
      if (item.state === 'in_progress') {
        await chrome.downloads.cancel(item.id).catch(() => undefined);
        await chrome.downloads.erase({ id: item.id });
        return 'cancelled';
      }
      if (item.state === 'complete') await chrome.downloads.removeFile(item.id).catch(() => undefined);
      await chrome.downloads.erase({ id: item.id });
      return item.state === 'complete' ? 'removed' : 'cancelled';
    }
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
  }
  return 'not-found';
}
