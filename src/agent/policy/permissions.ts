/**
 * Site permission for one origin and one kind of access, after the block list, stored permissions, this task's
 * grants and the implicit grant to read the page the user started on. "Allow" only ever comes from something the
 * user did: an empty sitePermissions map means every site asks, never that every site is allowed.
 */
import { isBlocked } from './origins';
import type { AccessKind, Mode, PolicySettings, TaskState } from './types';

export type SiteAccess =
  | { access: 'block'; why: 'block-list' | 'site-permission' }
  | { access: 'allow'; why: 'site-permission' | 'granted-once' | 'start-page' | 'plan' }
  | { access: 'ask' };

export function siteAccess(origin: string, kind: AccessKind, settings: PolicySettings, task: TaskState): SiteAccess {
  if (isBlocked(origin, settings.blockedSites)) return { access: 'block', why: 'block-list' };
  const stored = settings.sitePermissions[origin];
  if (stored?.[kind] === 'block') return { access: 'block', why: 'site-permission' };
  if (stored?.[kind] === 'allow') return { access: 'allow', why: 'site-permission' };
  if (task.grants.some((g) => g.kind === kind && g.origin === origin)) return { access: 'allow', why: 'granted-once' };
  // Opening Tabwright on a page and asking about it is consent to read that page, unless the user set "ask" there.
  if (kind === 'read' && !stored && origin === task.startOrigin) return { access: 'allow', why: 'start-page' };
  if (kind === 'act' && planCovers(task, origin)) return { access: 'allow', why: 'plan' };
  return { access: 'ask' };
}

/** The site's own mode wins over the global one; "inherit" (the default) defers to it. */
export function modeFor(origin: string | undefined, settings: PolicySettings): Mode {
  const site = origin ? settings.sitePermissions[origin]?.mode : undefined;
  return site && site !== 'inherit' ? site : settings.mode;
}

/** An approved plan covers the origins it names, and nothing else. */
export function planCovers(task: TaskState, origin: string): boolean {
  return task.plan?.approved === true && task.plan.origins.includes(origin);
}
