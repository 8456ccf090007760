/**
 * A bound on how long one CDP command may wait for the page. A renderer whose main thread never comes back (a page
 * script looping, a layout of 20,000 nested boxes) would leave the command, and the tool and task waiting on it,
 * pending for ever: Stop still ends the task, but nothing tells the model or the user why it hangs. No command we
 * send waits on the page for long by design (evaluate and wait_for stop at 30 s), so a minute without an answer
 * means the page is not responding. Pure, so it is unit-tested with fake timers.
 */

/** The bound (ms). Tests shorten it through `tabwright.setPageDeadline`. */
export const pageDeadline = { ms: 60_000 };

/** `promise`, or `late()` thrown once `ms` pass without it settling. */
export function withDeadline<T>(promise: Promise<T>, ms: number, late: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(late()), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}
