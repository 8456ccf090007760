/** The options page's view of the skill library: loaded from the worker, changed through it (skills/* messages). */
import { signal } from '@preact/signals';
import type { Skill } from '../../agent/skills';
import { sendToWorker } from '../../shared/messaging';

export interface RunView {
  name: string;
  at: number;
  trigger: string;
  ok: boolean;
  replayed: boolean;
  reason?: string;
}

export const library = signal<Skill[]>([]);
export const nextRuns = signal<Record<string, number | undefined>>({});
export const runs = signal<RunView[]>([]);
export const libraryNote = signal('');

export async function reload(): Promise<void> {
  const reply = await sendToWorker<{ skills: Skill[]; nextRuns: Record<string, number>; runs: RunView[] }>({
    type: 'skills/list',
  });
  if (!reply.ok) {
    libraryNote.value = reply.error;
    return;
  }
  library.value = reply.value.skills;
  nextRuns.value = reply.value.nextRuns;
  runs.value = reply.value.runs;
}

export async function putSkill(skill: Skill): Promise<string | undefined> {
  const reply = await sendToWorker<Skill>({ type: 'skills/put', skill });
  await reload();
  return reply.ok ? undefined : reply.error;
}

export async function removeSkill(id: string): Promise<void> {
  await sendToWorker({ type: 'skills/delete', id });
  await reload();
}

export async function importText(text: string): Promise<{ ok: true; names: string[] } | { ok: false; error: string }> {
  const reply = await sendToWorker<{ imported: string[] }>({ type: 'skills/import', text });
  await reload();
  return reply.ok ? { ok: true, names: reply.value.imported } : { ok: false, error: reply.error };
}

export async function createFromPrompt(name: string, goal: string, startUrl: string): Promise<string | undefined> {
  const reply = await sendToWorker<Skill>({
    type: 'skills/create',
    name,
    goal,
    ...(startUrl ? { startUrl } : {}),
  });
  await reload();
  return reply.ok ? undefined : reply.error;
}
