/**
 * Chrome native messaging framing: each message is UTF-8 JSON preceded by its length as a 32-bit unsigned integer
 * in native byte order (little-endian on every platform Chrome ships on), on the host's stdin and stdout. The local
 * socket between the host and `tabwright-mcp` carries one JSON message per line instead, which is easy to read.
 */
import { MAX_HOST_MESSAGE_BYTES } from '../shared/bridge-protocol';

/** Chrome sends at most 64 MiB to a host; anything longer is a broken stream, not a message. */
const MAX_FROM_CHROME = 64 * 1024 * 1024;

export function encodeNative(message: unknown): Buffer {
  const body = Buffer.from(JSON.stringify(message), 'utf8');
  if (body.length > MAX_HOST_MESSAGE_BYTES) throw new Error(`message of ${body.length} bytes is over Chrome's 1 MB`);
  const head = Buffer.alloc(4);
  head.writeUInt32LE(body.length, 0);
  return Buffer.concat([head, body]);
}

/** Collects stdin chunks and returns the whole messages they complete (a chunk may hold several, or half of one). */
export class NativeDecoder {
  private pending: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): unknown[] {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    const out: unknown[] = [];
    while (this.pending.length >= 4) {
      const size = this.pending.readUInt32LE(0);
      if (size > MAX_FROM_CHROME) throw new Error(`native message of ${size} bytes: the stream is out of step`);
      if (this.pending.length < 4 + size) break;
      out.push(JSON.parse(this.pending.subarray(4, 4 + size).toString('utf8')));
      this.pending = this.pending.subarray(4 + size);
    }
    return out;
  }
}

/** Splits a socket's bytes into lines; a line over `max` bytes is an error (it could never reach Chrome). */
export class LineDecoder {
  private pending = '';

  constructor(private readonly max = MAX_HOST_MESSAGE_BYTES) {}

  push(chunk: Buffer | string): string[] {
    this.pending += chunk.toString();
    const lines = this.pending.split('\n');
    this.pending = lines.pop() ?? '';
    if (Buffer.byteLength(this.pending) > this.max) throw new Error('line too long');
    const over = lines.find((l) => Buffer.byteLength(l) > this.max);
    if (over !== undefined) throw new Error('line too long');
    return lines.filter((l) => l.trim().length > 0);
  }
}

export function encodeLine(message: unknown): string {
  return `${JSON.stringify(message)}\n`;
}
