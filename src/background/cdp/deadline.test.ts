import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure } from './debugger-errors';
import { withDeadline } from './deadline';

describe('withDeadline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes an answer that comes in time through', async () => {
    const answer = new Promise((r) => setTimeout(() => r('ok'), 500));
    const got = withDeadline(answer, 1000, () => new Error('late'));
    await vi.advanceTimersByTimeAsync(500);
    await expect(got).resolves.toBe('ok');
  });

  it('fails with the page-unresponsive message when no answer comes', async () => {
    const never = new Promise(() => undefined);
    const got = withDeadline(never, 1000, () => new Error(failure('unresponsive', '60 s').message));
    const seen = expect(got).rejects.toThrow(/did not answer for 60 s: its main thread is busy or frozen/);
    await vi.advanceTimersByTimeAsync(1000);
    await seen;
  });
});
