// Writes one HTTP response with the step's timing: delay, pacing, holds, a cut socket, and client aborts.
// Every wait ends early when the client goes away, so an aborted request never keeps writing.
import type { ServerResponse } from 'node:http';
import type { Gate, Step } from './types.js';

export type Timing = Pick<Step, 'delayMs' | 'chunkDelayMs' | 'cutAfterChunks' | 'hold' | 'holdAfterChunks'>;

export function createGate(): Gate {
  let markReached!: () => void;
  let release!: () => void;
  const reached = new Promise<void>((resolve) => (markReached = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    reached,
    release,
    pass: () => {
      markReached();
      return released;
    },
  };
}

export class ResponseWriter {
  private sent = 0;
  private wasCut = false;
  private readonly controller = new AbortController();

  constructor(
    private readonly res: ServerResponse,
    private readonly timing: Timing,
    private readonly defaultChunkDelayMs: number,
    onAbort: () => void,
  ) {
    res.on('close', () => {
      if (res.writableFinished || this.wasCut) return;
      this.controller.abort();
      onAbort();
    });
  }

  get live(): boolean {
    return !this.controller.signal.aborted && !this.res.destroyed;
  }

  private wait(ms: number): Promise<void> {
    if (ms <= 0 || !this.live) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.controller.signal.addEventListener('abort', done, { once: true });
    });
  }

  private async hold(): Promise<void> {
    const gate = this.timing.hold;
    if (!gate) return;
    const signal = this.controller.signal;
    const aborted = new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
    await Promise.race([gate.pass(), aborted]);
  }

  /** Delay, then an early hold, then the headers. False when the client left meanwhile. */
  async start(status: number, headers: Record<string, string>): Promise<boolean> {
    await this.wait(this.timing.delayMs ?? 0);
    if (this.timing.holdAfterChunks === undefined) await this.hold();
    if (!this.live) return false;
    this.res.writeHead(status, headers);
    this.res.flushHeaders();
    if (this.timing.cutAfterChunks === 0) return this.cut();
    return true;
  }

  /** Writes one server-sent event. False once the stream is over (aborted or cut). */
  async event(data: unknown, event?: string): Promise<boolean> {
    if (this.sent > 0) await this.wait(this.timing.chunkDelayMs ?? this.defaultChunkDelayMs);
    if (!this.live) return false;
    const payload = typeof data === 'string' ? data : JSON.stringify(data);
    this.res.write(`${event ? `event: ${event}\n` : ''}data: ${payload}\n\n`);
    this.sent++;
    if (this.sent === this.timing.cutAfterChunks) return this.cut();
    if (this.sent === this.timing.holdAfterChunks) await this.hold();
    return this.live;
  }

  /** Ends a stream, or sends a whole JSON body (half of it then a cut, when the step cuts). */
  end(body?: string): void {
    if (!this.live) return;
    if (body !== undefined && this.timing.cutAfterChunks !== undefined) {
      this.res.write(body.slice(0, Math.floor(body.length / 2)));
      this.cut();
      return;
    }
    this.res.end(body);
  }

  private cut(): false {
    this.wasCut = true;
    this.controller.abort();
    // Destroying the socket mid-body is what a dropped connection looks like to fetch: a network error.
    this.res.socket?.destroy();
    this.res.destroy();
    return false;
  }
}
