import type { ExtensionBrowser } from './browser';

/** Chrome's download items whose file name matches `fragment` (a regex source), as chrome.downloads keeps them. */
export function downloadsNamed(
  ext: ExtensionBrowser,
  fragment: string,
): Promise<Array<{ state: string; exists: boolean }>> {
  return ext.inWorker(
    async (f: string) =>
      (await chrome.downloads.search({ filenameRegex: f })).map((d) => ({ state: d.state, exists: d.exists })),
    fragment,
  );
}
