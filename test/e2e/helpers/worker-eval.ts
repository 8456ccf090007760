import type { Browser } from 'puppeteer';

/** Bounds a promise: a CDP call to a worker that Chrome has just stopped can hang forever. */
export function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms)),
  ]);
}

/**
 * Evaluates in the live worker over a fresh browser-level CDP session. Puppeteer's cached WebWorker handles can
 * hang once Chrome has stopped a worker, so each call asks the browser which worker target is alive now.
 */
export async function evaluateInWorker(
  browser: Browser,
  isOurWorker: (url: string) => boolean,
  expression: string,
): Promise<unknown> {
  const cdp = await browser.target().createCDPSession();
  try {
    const { targetInfos } = await cdp.send('Target.getTargets');
    // A stopped worker's target can linger and never answer, so try the newest first and bound each try.
    const live = targetInfos.filter((t) => t.type === 'service_worker' && isOurWorker(t.url)).reverse();
    if (live.length === 0) throw new Error('no live service worker');
    let lastError: unknown;
    for (const target of live) {
      try {
        const { sessionId } = await within(
          3000,
          cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: true }),
        );
        const worker = cdp.connection()?.session(sessionId);
        if (!worker) continue;
        // A starting worker can answer before the extension's APIs are bound (Chromium 150: `chrome` is there,
        // `chrome.storage` not yet): that fails as "not defined", which inWorker retries.
        const ready = await within(
          15_000,
          worker.send('Runtime.evaluate', { expression: '!!globalThis.chrome?.storage?.local', returnByValue: true }),
        );
        if (ready.result.value !== true) throw new Error('chrome is not defined yet in the starting worker');
        const result = await within(
          15_000,
          worker.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }),
        );
        await cdp.send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
        if (result.exceptionDetails)
          throw new Error(result.exceptionDetails.exception?.description ?? result.exceptionDetails.text);
        return result.result.value;
      } catch (error) {
        lastError = error;
        // Right after a stop, getTargets can still list the worker that is gone: try the next one.
        if (!/timed out|No target with given id/.test(String(error))) throw error;
      }
    }
    throw new Error(`no live service worker answered: ${String(lastError)}`);
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}
