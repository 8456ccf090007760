/**
 * When a scheduled skill runs next, and what to do when Tabwright wakes up (an alarm fired, the worker or the
 * browser started): run now, catch up once on a run that was missed, or only plan the next one. Several missed
 * runs catch up as one.
 */
import type { Schedule } from './schema';

/** An alarm that fires this late is still "on time"; later than that the run was missed (browser closed, asleep). */
export const LATE_MS = 2 * 60_000;

export function nextRunAfter(schedule: Schedule, after: number): number {
  if (schedule.kind === 'interval') return after + Math.round(schedule.minutes * 60_000);
  let best = Number.POSITIVE_INFINITY;
  for (const time of schedule.times) {
    const [h, m] = time.split(':').map(Number) as [number, number];
    const day = new Date(after);
    day.setHours(h, m, 0, 0);
    if (day.getTime() <= after) day.setDate(day.getDate() + 1);
    best = Math.min(best, day.getTime());
  }
  return best;
}

export type Due = { run: 'none' | 'scheduled' | 'catch-up'; nextRunAt: number };

export function dueAction(
  schedule: Schedule,
  state: { nextRunAt?: number } | undefined,
  catchUp: boolean,
  now: number,
): Due {
  const planned = state?.nextRunAt;
  if (planned === undefined) return { run: 'none', nextRunAt: nextRunAfter(schedule, now) };
  if (planned > now) return { run: 'none', nextRunAt: planned };
  const next = nextRunAfter(schedule, now);
  if (now - planned <= LATE_MS) return { run: 'scheduled', nextRunAt: next };
  return { run: catchUp ? 'catch-up' : 'none', nextRunAt: next };
}
