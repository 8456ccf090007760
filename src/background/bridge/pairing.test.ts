import { describe, expect, it } from 'vitest';
import { admit, clientId, forget, isPaired, MAX_PAIRED, pair, touch } from './pairing';

const hello = { type: 'hello' as const, client: { name: 'claude-code', version: '2' }, key: 'k'.repeat(32) };
const call = { type: 'call' as const, id: 1, tool: 'click', args: { ref: 'e1' } };

describe('what a connection may say in each state', () => {
  it('only hello before pairing, and only once', () => {
    expect(admit('new', hello)).toEqual({ ok: true });
    expect(admit('new', call)).toMatchObject({ ok: false, reason: expect.stringMatching(/not paired/) });
    expect(admit('pairing', call)).toMatchObject({ ok: false, reason: expect.stringMatching(/not allowed it/) });
    expect(admit('paired', hello)).toMatchObject({ ok: false });
    expect(admit('paired', call)).toEqual({ ok: true });
    expect(admit('closed', call)).toMatchObject({ ok: false });
  });
});

describe('the paired list', () => {
  it('pairs, recognises, touches and forgets a client', () => {
    let list = pair([], { id: 'a', name: 'Claude Code' }, 1);
    expect(isPaired(list, 'a')).toBe(true);
    expect(isPaired(list, 'b')).toBe(false);
    list = touch(list, 'a', 5);
    expect(list[0]).toEqual({ id: 'a', name: 'Claude Code', pairedAt: 1, lastSeen: 5 });
    expect(isPaired(forget(list, 'a'), 'a')).toBe(false);
  });

  it('pairing again replaces the entry, and the list keeps the newest', () => {
    let list = pair([], { id: 'a', name: 'old' }, 1);
    list = pair(list, { id: 'a', name: 'new' }, 2);
    expect(list).toHaveLength(1);
    for (let i = 0; i < MAX_PAIRED + 3; i++) list = pair(list, { id: `c${i}`, name: 'x' }, 10 + i);
    expect(list).toHaveLength(MAX_PAIRED);
    expect(isPaired(list, 'a')).toBe(false);
  });

  it('remembers a hash of the key, never the key', async () => {
    const id = await clientId('secret-key-1234567890');
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(id).not.toContain('secret');
    expect(await clientId('secret-key-1234567890')).toBe(id);
  });
});
