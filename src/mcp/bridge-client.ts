/**
 * `tabwright-mcp`'s side of the bridge: one connection to the native host's socket, opened on the first need,
 * saying hello with the client's name and key, then tool calls by id. Every failure becomes a result that says
 * what to do (open the browser, turn the bridge on, answer the pairing request), never a crash of the MCP server.
 */
import net from 'node:net';
import type { CallResult, WorkerToClient } from '../shared/bridge-protocol';
import { encodeLine, LineDecoder } from './framing';

export interface BridgeOptions {
  socket: string;
  client: () => { name: string; version: string };
  key: (clientName: string) => Promise<string>;
}

type Waiter = (result: CallResult) => void;

export class BridgeClient {
  private socket?: net.Socket;
  private ready?: Promise<CallResult | undefined>;
  private calls = new Map<number, Waiter>();
  private nextId = 1;
  /** Set when the user disconnected us or refused pairing: no silent reconnect after that. */
  private ended?: string;

  constructor(private readonly options: BridgeOptions) {}

  /** Connects and pairs (the user may be asked in the side panel); undefined when ready, else why not. */
  connect(): Promise<CallResult | undefined> {
    if (this.ended) return Promise.resolve(failure(this.ended));
    this.ready ??= this.open().then((r) => {
      if (r) this.ready = undefined; // a later call tries again (e.g. the browser was started meanwhile)
      return r;
    });
    return this.ready;
  }

  async call(tool: string, args: Record<string, unknown>, signal?: AbortSignal): Promise<CallResult> {
    const problem = await this.connect();
    if (problem) return problem;
    if (!this.socket) return failure('Tabwright closed the connection.');
    const id = this.nextId++;
    return new Promise<CallResult>((resolve) => {
      const onAbort = () => {
        this.send({ type: 'cancel', id });
        finish(failure('Cancelled by the MCP client.'));
      };
      const finish = (result: CallResult) => {
        if (!this.calls.delete(id)) return;
        signal?.removeEventListener('abort', onAbort);
        resolve(result);
      };
      this.calls.set(id, finish);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.send({ type: 'call', id, tool, args });
    });
  }

  close(): void {
    this.socket?.destroy();
  }

  private send(message: unknown): void {
    this.socket?.write(encodeLine(message));
  }

  private async open(): Promise<CallResult | undefined> {
    const client = this.options.client();
    const key = await this.options.key(client.name);
    return new Promise((resolve) => {
      const socket = net.connect(this.options.socket);
      const lines = new LineDecoder(64 * 1024 * 1024);
      let settled = false;
      const settle = (r: CallResult | undefined) => {
        if (settled) return;
        settled = true;
        resolve(r);
      };
      socket.on('connect', () => {
        this.socket = socket;
        this.send({ type: 'hello', client, key });
      });
      socket.on('data', (chunk) => {
        for (const line of lines.push(chunk)) {
          const message = JSON.parse(line) as WorkerToClient;
          if (message.type === 'welcome') settle(undefined);
          else if (message.type === 'pairing')
            process.stderr.write('tabwright-mcp: waiting for you to allow this agent in the Tabwright side panel\n');
          else if (message.type === 'refused' || message.type === 'closed') {
            this.ended = message.reason;
            settle(failure(message.reason));
            this.failAll(message.reason);
          } else if (message.type === 'result') {
            const { type: _t, id, ...result } = message;
            this.calls.get(id)?.(result);
          }
        }
      });
      socket.on('error', (error: NodeJS.ErrnoException) => {
        settle(
          failure(
            error.code === 'ENOENT' || error.code === 'ECONNREFUSED'
              ? 'Tabwright is not reachable. Open the browser where Tabwright is installed, turn on "Let coding agents ' +
                  'use this browser" in its options, and run `tabwright-mcp install --extension-id <id>` once.'
              : `Cannot reach Tabwright: ${error.message}`,
          ),
        );
      });
      socket.on('close', () => {
        if (this.socket === socket) {
          this.socket = undefined;
          this.ready = undefined; // the next call connects again (a restarted browser), unless we were ended
        }
        settle(failure('Tabwright closed the connection.'));
        this.failAll(this.ended ?? 'Tabwright closed the connection (the browser quit or the bridge was turned off).');
      });
    });
  }

  private failAll(reason: string): void {
    for (const finish of [...this.calls.values()]) finish(failure(reason));
  }
}

function failure(text: string): CallResult {
  return { ok: false, text: `Error: ${text}` };
}
