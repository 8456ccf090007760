/**
 * Scheduled skills on chrome.alarms (one alarm per skill, `skill:<id>`, set for its next run). Alarms wake a
 * stopped worker; the next run is also kept in storage, so when the worker or the browser starts, a run that was
 * missed while nothing could fire catches up once (when the skill allows) and the alarm is set again. A scheduled
 * run opens the skill's start page in a background tab, runs with the grants given at scheduling, lands in
 * history and ends with a notification (a failure says why).
 */
import { dueAction, withDefaults, type Skill } from '../../agent/skills';
import { t } from '../../shared/i18n';
import { runSkill } from './run';
import { findSkill, listSkills, scheduleStates, setScheduleState, type SkillRun } from './store';

const PREFIX = 'skill:';

// One pass at a time: the startup pass and an alarm firing at startup must not both run the same slot.
let chain: Promise<unknown> = Promise.resolve();
function serial<T>(work: () => Promise<T>): Promise<T> {
  const next = chain.then(work, work);
  chain = next.catch(() => undefined);
  return next;
}

/** Sets every scheduled skill's alarm, clears the others', and runs what is due or missed. */
export function reconcileSchedules(now = Date.now()): Promise<void> {
  return serial(async () => {
    const skills = await listSkills();
    const states = await scheduleStates();
    const alarms = await chrome.alarms.getAll();
    for (const alarm of alarms) {
      const id = alarm.name.slice(PREFIX.length);
      if (alarm.name.startsWith(PREFIX) && !skills.some((s) => s.id === id && s.schedule))
        await chrome.alarms.clear(alarm.name);
    }
    const due: Array<[Skill, SkillRun['trigger']]> = [];
    for (const skill of skills) {
      if (!skill.schedule) continue;
      const action = dueAction(skill.schedule, states[skill.id], skill.catchUp, now);
      await setScheduleState(skill.id, { nextRunAt: action.nextRunAt });
      await chrome.alarms.create(PREFIX + skill.id, { when: action.nextRunAt });
      if (action.run !== 'none') due.push([skill, action.run]);
    }
    for (const [skill, trigger] of due) void runScheduled(skill, trigger);
  });
}

export function onSkillAlarm(alarm: chrome.alarms.Alarm): void {
  if (!alarm.name.startsWith(PREFIX)) return;
  void reconcileSchedules();
}

async function runScheduled(skill: Skill, trigger: SkillRun['trigger']): Promise<void> {
  const fresh = await findSkill(skill.id);
  if (!fresh) return;
  const { values, missing } = withDefaults(fresh, {});
  if (missing.length) return notify(fresh, false, t('skillsMissingParams', missing.join(', ')));
  if (!fresh.startUrl) return notify(fresh, false, t('skillsNoStartUrl'));
  const tab = await chrome.tabs.create({ url: fresh.startUrl, active: false });
  if (tab.id === undefined) return notify(fresh, false, t('skillsNoTab'));
  await loaded(tab.id);
  const started = await runSkill(tab.id, fresh, values, { trigger, grants: fresh.grants });
  if (!started.ok) return notify(fresh, false, started.error);
  const { run } = started;
  await notify(fresh, run.ok, run.ok ? t('skillsRunDone', run.replayed ? t('skillsNoModel') : '') : (run.reason ?? ''));
}

function loaded(tabId: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      chrome.tabs.onUpdated.removeListener(listener);
      clearTimeout(timer);
      resolve();
    };
    const listener = (id: number, info: { status?: string }) => {
      if (id === tabId && info.status === 'complete') done();
    };
    const timer = setTimeout(done, 30_000);
    chrome.tabs.onUpdated.addListener(listener);
    void chrome.tabs.get(tabId).then((tab) => tab.status === 'complete' && done(), done);
  });
}

async function notify(skill: Skill, ok: boolean, message: string): Promise<void> {
  try {
    await chrome.notifications.create(`skill-run:${skill.id}:${Date.now()}`, {
      type: 'basic',
      iconUrl: chrome.runtime.getURL('icons/icon128.png'),
      title: ok ? t('skillsNotifyDone', skill.name) : t('skillsNotifyFailed', skill.name),
      message: message.slice(0, 300) || skill.name,
    });
  } catch {
    // Notifications turned off for the browser: the run is in history and in the run log all the same.
  }
}

/** The scheduled skills' next runs, for the options page. */
export async function nextRuns(): Promise<Record<string, number | undefined>> {
  const states = await scheduleStates();
  return Object.fromEntries(Object.entries(states).map(([id, s]) => [id, s.nextRunAt]));
}
