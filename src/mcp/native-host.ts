/**
 * The process Chrome starts when the extension calls chrome.runtime.connectNative (so it runs only while Tabwright
 * has the bridge on). It listens on the user's private local socket and relays: each `tabwright-mcp` connection
 * becomes a numbered `conn`, its lines go to the worker in envelopes, the worker's answers go back to that socket.
 * It judges nothing: pairing and policy are the extension's. Chrome closing stdin ends it.
 */
import { lstat, mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { HostToWorker, WorkerToHost } from '../shared/bridge-protocol';
import { encodeLine, encodeNative, LineDecoder, NativeDecoder } from './framing';

export async function runNativeHost(socket: string): Promise<void> {
  const log = (text: string) => process.stderr.write(`tabwright-mcp host: ${text}\n`);
  const toWorker = (message: HostToWorker) => process.stdout.write(encodeNative(message));
  const conns = new Map<number, net.Socket>();
  let next = 1;

  try {
    await prepare(socket);
  } catch (error) {
    toWorker({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    log(String(error));
    // Let the message reach Chrome before going away.
    return void process.stdout.end(() => process.exit(1));
  }
  const server = net.createServer((client) => {
    const conn = next++;
    conns.set(conn, client);
    const lines = new LineDecoder();
    toWorker({ kind: 'open', conn });
    client.on('data', (chunk) => {
      try {
        for (const line of lines.push(chunk)) toWorker({ kind: 'message', conn, message: JSON.parse(line) });
      } catch (error) {
        log(`connection ${conn}: ${String(error)}`);
        client.destroy();
      }
    });
    client.on('close', () => {
      if (conns.delete(conn)) toWorker({ kind: 'close', conn });
    });
    client.on('error', () => undefined);
  });

  const stop = async () => {
    server.close();
    for (const client of conns.values()) client.destroy();
    if (process.platform !== 'win32') await rm(socket, { force: true });
    process.exit(0);
  };

  const frames = new NativeDecoder();
  process.stdin.on('data', (chunk: Buffer) => {
    for (const raw of frames.push(chunk)) {
      const message = raw as WorkerToHost;
      const client = conns.get(message.conn);
      if (!client) continue;
      if (message.kind === 'close') {
        conns.delete(message.conn);
        client.end();
      } else client.write(encodeLine(message.message));
    }
  });
  process.stdin.on('end', () => void stop());
  server.on('error', (error) => {
    log(`cannot listen on ${socket}: ${error.message}`);
    process.exit(1);
  });
  server.listen(socket, () => {
    log(`listening on ${socket}`);
    toWorker({ kind: 'ready' });
  });
}

/**
 * The socket's folder must be ours and private (0700): another user who made it first could otherwise listen in.
 * A socket file left by a host that died is removed; a live one means another browser has the bridge.
 */
async function prepare(socket: string): Promise<void> {
  if (process.platform === 'win32') return;
  const dir = path.dirname(socket);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const info = await lstat(dir);
  if (!info.isDirectory() || info.uid !== process.getuid?.() || (info.mode & 0o077) !== 0)
    throw new Error(`${dir} must be a folder of this user with mode 0700`);
  const live = await new Promise<boolean>((resolve) => {
    const probe = net.connect(socket, () => {
      probe.destroy();
      resolve(true);
    });
    probe.on('error', () => resolve(false));
  });
  if (live) throw new Error(`another browser already runs the Tabwright bridge on ${socket}`);
  await rm(socket, { force: true });
}
