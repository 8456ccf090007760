import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { translatorFor, type Messages } from '../../shared/i18n';
import type { Message } from '../../shared/model';
import { conversationToJson, conversationToMarkdown, exportFileName } from './export';

const t = translatorFor(JSON.parse(readFileSync('public/_locales/en/messages.json', 'utf8')) as Messages);
const record = {
  id: 'c1',
  title: 'Find pet 5',
  createdAt: Date.UTC(2025, 0, 2, 3, 4, 5),
  updatedAt: 0,
  url: 'http://127.0.0.1/swagger/',
  tabId: 1,
  status: 'idle' as const,
  usage: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, costUsd: 0 },
  messages: [
    { role: 'user', id: 'u', createdAt: 0, content: [{ type: 'text', text: 'Find pet 5' }] },
    {
      role: 'assistant',
      id: 'a',
      createdAt: 0,
      stopReason: 'tool_use',
      provider: 'p',
      model: 'm',
      content: [{ type: 'toolCall', id: 'c', name: 'navigate', args: { url: 'https://x.test/' } }],
    },
    {
      role: 'toolResult',
      id: 'r',
      createdAt: 0,
      toolCallId: 'c',
      toolName: 'navigate',
      isError: true,
      kind: 'other',
      text: 'blocked',
    },
    {
      role: 'assistant',
      id: 'b',
      createdAt: 0,
      stopReason: 'stop',
      provider: 'p',
      model: 'm',
      content: [
        { type: 'thinking', text: 'Pet 5 is named doggie.' },
        { type: 'text', text: 'It is **doggie**.' },
      ],
    },
  ] as Message[],
};

describe('export', () => {
  it('writes readable markdown with one line per step, thinking folded', () => {
    expect(conversationToMarkdown(record, t)).toBe(
      '# Find pet 5\n\n_2025-01-02T03:04:05.000Z · http://127.0.0.1/swagger/_\n\n**You:**\n\nFind pet 5\n\n- Opened https://x.test/ (failed)\n\n<details><summary>Thinking</summary>\n\nPet 5 is named doggie.\n\n</details>\n\n**Tabwright:**\n\nIt is **doggie**.\n',
    );
  });

  it('keeps every message in JSON', () => {
    const json = JSON.parse(conversationToJson(record));
    expect(json).toMatchObject({ format: 'tabwright-conversation', version: 1, id: 'c1', title: 'Find pet 5' });
    expect(json.messages).toHaveLength(4);
  });

  it('names files safely', () => {
    expect(exportFileName({ title: 'Find pet #5 / now?', createdAt: record.createdAt }, 'md')).toBe(
      'tabwright-2025-01-02-Find-pet-5-now.md',
    );
    expect(exportFileName({ title: '找宠物', createdAt: record.createdAt }, 'json')).toBe(
      'tabwright-2025-01-02-找宠物.json',
    );
  });
});
