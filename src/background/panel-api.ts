/**
 * The worker side of the side panel's one-shot requests (router.ts routes them here after the sender check).
 * History listing, search, delete and export need no worker: the panel reads IndexedDB itself (same origin).
 */
import type { Result } from '../shared/errors';
import { sessions } from './sessions';

/** Shows a past conversation in the tab's panel; a task running there is stopped first (sessions.open aborts it). */
export async function openConversation(tabId: number, conversationId: string): Promise<Result<null>> {
  const opened = await sessions.open(tabId, conversationId);
  return opened ? { ok: true, value: null } : { ok: false, error: 'That conversation is no longer in history.' };
}
