import { describe, expect, it } from 'vitest';
import { dueAction, LATE_MS, nextRunAfter } from './schedule';

const hour = 60 * 60_000;

describe('schedules', () => {
  it('plan the next run of an interval and of times of day', () => {
    expect(nextRunAfter({ kind: 'interval', minutes: 30 }, 1000)).toBe(1000 + 30 * 60_000);
    const morning = new Date(2026, 10, 30, 7, 0).getTime();
    expect(new Date(nextRunAfter({ kind: 'daily', times: ['18:00', '08:30'] }, morning)).getHours()).toBe(8);
    const night = new Date(2026, 10, 30, 19, 0).getTime();
    const next = new Date(nextRunAfter({ kind: 'daily', times: ['18:00', '08:30'] }, night));
    expect([next.getDate(), next.getHours(), next.getMinutes()]).toEqual([1, 8, 30]);
  });

  it('run on time, catch up once on missed runs, or skip them when the skill says so', () => {
    const every = { kind: 'interval' as const, minutes: 60 };
    const now = 100 * hour;
    expect(dueAction(every, undefined, true, now)).toEqual({ run: 'none', nextRunAt: now + hour });
    expect(dueAction(every, { nextRunAt: now + 5 }, true, now)).toEqual({ run: 'none', nextRunAt: now + 5 });
    expect(dueAction(every, { nextRunAt: now - 1000 }, true, now)).toEqual({ run: 'scheduled', nextRunAt: now + hour });
    // Ten runs missed while the browser was closed: one catch-up, then the plan starts again from now.
    expect(dueAction(every, { nextRunAt: now - 10 * hour }, true, now)).toEqual({
      run: 'catch-up',
      nextRunAt: now + hour,
    });
    expect(dueAction(every, { nextRunAt: now - LATE_MS - 1 }, false, now)).toEqual({
      run: 'none',
      nextRunAt: now + hour,
    });
  });
});
