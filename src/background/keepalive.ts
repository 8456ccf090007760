/**
 * Chrome stops an idle extension service worker after ~30 s, and a long model stream does not count as activity.
 * While any task runs, an extension API call every 20 s resets the idle timer. Tasks are persisted after every step
 * anyway, so if Chrome stops the worker regardless, the conversation survives and shows as interrupted.
 */
const INTERVAL_MS = 20_000;
const holders = new Set<string>();
let timer: ReturnType<typeof setInterval> | undefined;

export function holdAwake(holder: string): () => void {
  holders.add(holder);
  timer ??= setInterval(() => void chrome.runtime.getPlatformInfo(), INTERVAL_MS);
  return () => {
    holders.delete(holder);
    if (holders.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}
