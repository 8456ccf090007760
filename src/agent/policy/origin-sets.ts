/**
 * Origin sets per task, in the spirit of Gemini in Chrome's agent origin sets: the sites the agent may read and the
 * sites it may write to (fill, submit, navigate with data), from the user's words and the site permissions. They are
 * shown in the panel so the user sees the task's reach. Writing is narrower than reading: the page the task started
 * on, sites the user named, and sites of an approved plan. Being in the write set lets the user's own data go there;
 * data read on another site still asks (flows.ts), whatever the sets say.
 */
import { userNamedSite } from './named-hosts';
import { displayOrigin } from './origins';
import type { PolicySettings, TaskState } from './types';

export interface OriginSets {
  /** Display forms ("shop.example", "http://localhost:8080"); named hosts as the user wrote them. */
  read: string[];
  write: string[];
}

/** Origins (full form) the task writes to. */
export function writeOrigins(task: TaskState, settings: PolicySettings): string[] {
  const out = new Set<string>();
  const blocked = (o: string) => settings.sitePermissions[o]?.act === 'block';
  if (task.startOrigin && !blocked(task.startOrigin)) out.add(task.startOrigin);
  for (const o of task.plan?.approved ? task.plan.origins : []) if (!blocked(o)) out.add(o);
  for (const o of task.visitedOrigins) if (userNamedSite(o, task.seen) && !blocked(o)) out.add(o);
  return [...out];
}

/** What the panel shows: read = where the task may look, write = where it may send. */
export function originSets(task: TaskState, settings: PolicySettings): OriginSets {
  const read = new Set<string>();
  const readable = (o: string) => {
    const p = settings.sitePermissions[o]?.read;
    return p === 'allow' || (p !== 'block' && task.grants.some((g) => g.kind === 'read' && g.origin === o));
  };
  if (task.startOrigin && settings.sitePermissions[task.startOrigin]?.read !== 'block')
    read.add(displayOrigin(task.startOrigin));
  for (const o of task.visitedOrigins) if (readable(o) || userNamedSite(o, task.seen)) read.add(displayOrigin(o));
  const write = new Set(writeOrigins(task, settings).map(displayOrigin));
  for (const host of task.seen.named ?? []) {
    read.add(host);
    write.add(host);
  }
  return { read: [...read], write: [...write] };
}
