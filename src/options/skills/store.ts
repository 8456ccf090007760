/** The options page's view of the skill library: loaded from the worker, changed through it (skills/* messages). */
import { signal } from '@preact/signals';
import type { Skill } from '../../agent/skills';
import { t } from '../../shared/i18n';
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
/**
 * Each editor's last save note, by skill id. Not the editor's own state: a save reloads the library and the
 * editor is made anew for the saved skill, so a note kept inside it was gone before the user could read it.
 */
export const editorNotes = signal<Record<string, string>>({});

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

/** A file waiting for the user's choice: some of its skills have names already in the library. */
export const pendingImport = signal<{ text: string; clashes: string[] } | undefined>(undefined);

/** Imports a file's text; when names clash and the user has not chosen yet, the file waits in pendingImport. */
export async function importText(text: string, onClash?: 'replace' | 'keep-both'): Promise<void> {
  pendingImport.value = undefined;
  const reply = await sendToWorker<{ imported: string[]; clashes: string[] }>({
    type: 'skills/import',
    text,
    ...(onClash ? { onClash } : {}),
  });
  await reload();
  if (!reply.ok) libraryNote.value = t('skillsImportFailed', reply.error);
  else if (reply.value.imported.length === 0 && reply.value.clashes.length) {
    pendingImport.value = { text, clashes: reply.value.clashes };
    libraryNote.value = t('skillsImportClash', reply.value.clashes.map((n) => `/${n}`).join(', '));
  } else libraryNote.value = t('skillsImported', reply.value.imported.join(', '));
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
