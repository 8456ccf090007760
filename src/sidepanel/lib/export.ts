/**
 * A conversation as a file the user keeps: markdown to read, JSON to keep everything (messages as the agent model
 * stores them). Screenshots stay out of the markdown (they would be megabytes of base64 in a text file).
 */
import type { Translate } from '../../shared/i18n';
import type { Conversation } from '../../shared/history-store';
import { toItems } from './conversation';
import { toolCallSummary } from './tool-summary';

export function conversationToMarkdown(
  record: Pick<Conversation, 'title' | 'createdAt' | 'messages'> & { url?: string },
  t: Translate,
): string {
  const lines = [`# ${record.title || t('historyUntitled')}`, ''];
  lines.push(`_${new Date(record.createdAt).toISOString()}${record.url ? ` · ${record.url}` : ''}_`, '');
  for (const item of toItems(record.messages)) {
    if (item.kind === 'user') lines.push(`**${t('panelYou')}:**`, '', item.text, '');
    else if (item.kind === 'assistant')
      lines.push(`**${t('panelAssistant')}:**`, '', item.error ? `> ${item.error.message}` : item.text, '');
    else if (item.kind === 'thinking')
      lines.push(`<details><summary>${t('panelThinking')}</summary>`, '', item.text, '', '</details>', '');
    else if (item.kind === 'step')
      lines.push(
        `- ${toolCallSummary(item.call, item.refs, t)}${item.result?.isError ? ` (${t('stepFailed')})` : ''}`,
        '',
      );
    else lines.push(`_${item.text}_`, '');
  }
  return lines.join('\n').replace(/\n{3,}/g, '\n\n');
}

export function conversationToJson(record: Conversation): string {
  return JSON.stringify({ format: 'tabwright-conversation', version: 1, ...record }, null, 2);
}

/** A file name that works on every OS. */
export function exportFileName(record: Pick<Conversation, 'title' | 'createdAt'>, ext: 'md' | 'json'): string {
  const slug = (record.title || 'conversation')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 50);
  return `tabwright-${new Date(record.createdAt).toISOString().slice(0, 10)}-${slug || 'conversation'}.${ext}`;
}
