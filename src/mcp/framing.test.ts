import { describe, expect, it } from 'vitest';
import { encodeNative, LineDecoder, NativeDecoder } from './framing';

describe('native messaging framing', () => {
  it('writes the length as 4 little-endian bytes before the UTF-8 JSON', () => {
    const frame = encodeNative({ kind: 'open', conn: 1, text: '网页' });
    const body = Buffer.from(JSON.stringify({ kind: 'open', conn: 1, text: '网页' }), 'utf8');
    expect(frame.readUInt32LE(0)).toBe(body.length); // bytes, not characters
    expect(frame.subarray(4).equals(body)).toBe(true);
  });

  it('reads messages split across chunks and several in one chunk', () => {
    const frames = Buffer.concat([encodeNative({ a: 1 }), encodeNative({ b: '网' }), encodeNative({ c: 3 })]);
    const decoder = new NativeDecoder();
    const out: unknown[] = [];
    for (let i = 0; i < frames.length; i += 3) out.push(...decoder.push(frames.subarray(i, i + 3)));
    expect(out).toEqual([{ a: 1 }, { b: '网' }, { c: 3 }]);
  });

  it('refuses to send Chrome a message over 1 MB', () => {
    expect(() => encodeNative({ text: 'x'.repeat(1024 * 1024) })).toThrow(/1 MB/);
  });

  it('treats an absurd length as a stream out of step', () => {
    const head = Buffer.alloc(4);
    head.writeUInt32LE(0xffffffff, 0);
    expect(() => new NativeDecoder().push(head)).toThrow(/out of step/);
  });
});

describe('socket lines', () => {
  it('splits lines across chunks and skips blank ones', () => {
    const lines = new LineDecoder();
    expect(lines.push('{"a":1}\n{"b"')).toEqual(['{"a":1}']);
    expect(lines.push(':2}\n\n')).toEqual(['{"b":2}']);
  });

  it('refuses a line longer than the limit, even before its newline', () => {
    expect(() => new LineDecoder(10).push('x'.repeat(11))).toThrow(/too long/);
    expect(() => new LineDecoder(10).push(`${'x'.repeat(11)}\nok\n`)).toThrow(/too long/);
  });
});
