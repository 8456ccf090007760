import { signal } from '@preact/signals';
import { deleteConversation, getConversation, listConversations, type Conversation } from '../../shared/history-store';
import { t } from '../../shared/i18n';
import { sendToWorker } from '../../shared/messaging';
import { conversationToJson, conversationToMarkdown, exportFileName } from '../lib/export';

/**
 * Past conversations, read straight from IndexedDB: the panel shares the worker's origin, so listing, searching,
 * deleting and exporting need no round trip through the worker.
 */
export const historyOpen = signal(false);
export const historyQuery = signal('');
export const historyItems = signal<Conversation[]>([]);
export const historyError = signal('');

export async function refreshHistory(): Promise<void> {
  try {
    historyItems.value = await listConversations(historyQuery.value);
    historyError.value = '';
  } catch (error) {
    historyError.value = error instanceof Error ? error.message : String(error);
  }
}

export async function removeConversation(id: string): Promise<void> {
  await deleteConversation(id);
  await refreshHistory();
}

function download(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Revoke later: the download starts asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function exportConversation(id: string, format: 'md' | 'json'): Promise<void> {
  const record = await getConversation(id);
  if (!record) return;
  if (format === 'md') download(exportFileName(record, 'md'), 'text/markdown', conversationToMarkdown(record, t));
  else download(exportFileName(record, 'json'), 'application/json', conversationToJson(record));
}

/** Shows a past conversation in this tab's chat (the worker owns sessions, so it swaps it in and broadcasts it). */
export async function openConversation(tabId: number, id: string): Promise<void> {
  const result = await sendToWorker({ type: 'history/open', tabId, conversationId: id });
  if (result.ok) historyOpen.value = false;
  else historyError.value = result.error;
}
