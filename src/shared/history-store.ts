import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Message } from './model/messages';
import type { Usage } from './model/usage';
import type { Handoff, HandoffKind } from './handoff';
import type { Attachment } from './protocol';

/**
 * Conversations in IndexedDB: they survive worker restarts and browser restarts (chrome.storage.session does not),
 * and the side panel's history list reads the same store (extension pages share the worker's origin).
 */
/** `waiting`: handed to the user (hand-off); it waits, without limit, for Continue. */
export type ConversationStatus = 'idle' | 'running' | 'interrupted' | 'error' | 'waiting';

export interface Conversation {
  id: string;
  /** The tab it was started on (tab ids are not stable across browser restarts; history does not rely on them). */
  tabId: number;
  title: string;
  createdAt: number;
  updatedAt: number;
  status: ConversationStatus;
  messages: Message[];
  usage: Usage;
  /** Provider/model of the last run, for the header and the cost estimate. */
  model?: string;
  error?: { kind: string; message: string };
  /** Log of policy decisions shown in the conversation (what was asked, what the user answered). */
  decisions?: unknown[];
  /** The hand-off in progress (status `waiting`): why, what the user should do, the tab as it was. */
  handoff?: Handoff;
  /** Detections the user already handed back during this task: not asked again on the same page. */
  handedBack?: Array<{ kind: Exclude<HandoffKind, 'asked' | 'takeover'>; url: string }>;
}

interface HistoryDb extends DBSchema {
  conversations: { key: string; value: Conversation; indexes: { updatedAt: number } };
  /**
   * Files the user attached in a chat, for upload_file: apart from the conversation (which the panel lists and
   * searches often) because they can be megabytes. Kept so Continue after a worker restart can still upload them.
   */
  attachments: { key: string; value: { conversationId: string; files: Attachment[] } };
}

const DB_NAME = 'tabwright';
const DB_VERSION = 2;
let dbPromise: Promise<IDBPDatabase<HistoryDb>> | undefined;

function db(): Promise<IDBPDatabase<HistoryDb>> {
  dbPromise ??= openDB<HistoryDb>(DB_NAME, DB_VERSION, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1)
        database.createObjectStore('conversations', { keyPath: 'id' }).createIndex('updatedAt', 'updatedAt');
      if (oldVersion < 2) database.createObjectStore('attachments', { keyPath: 'conversationId' });
    },
  });
  return dbPromise;
}

export async function saveConversation(conversation: Conversation): Promise<void> {
  await (await db()).put('conversations', conversation);
}

export async function getConversation(id: string): Promise<Conversation | undefined> {
  return (await db()).get('conversations', id);
}

export async function deleteConversation(id: string): Promise<void> {
  const tx = (await db()).transaction(['conversations', 'attachments'], 'readwrite');
  await Promise.all([tx.objectStore('conversations').delete(id), tx.objectStore('attachments').delete(id), tx.done]);
}

export async function saveAttachments(conversationId: string, files: Attachment[]): Promise<void> {
  await (await db()).put('attachments', { conversationId, files });
}

export async function getAttachments(conversationId: string): Promise<Attachment[]> {
  return (await (await db()).get('attachments', conversationId))?.files ?? [];
}

/** Newest first; `query` matches the title and the text of every message, case-insensitively. */
export async function listConversations(query = '', limit = 200): Promise<Conversation[]> {
  const all = await (await db()).getAllFromIndex('conversations', 'updatedAt');
  const needle = query.trim().toLowerCase();
  const matches = needle ? all.filter((c) => searchableText(c).includes(needle)) : all;
  return matches.reverse().slice(0, limit);
}

function searchableText(conversation: Conversation): string {
  const parts = [conversation.title];
  for (const message of conversation.messages) {
    if (message.role === 'toolResult') continue;
    for (const part of message.content) if (part.type === 'text') parts.push(part.text);
  }
  return parts.join('\n').toLowerCase();
}

/** A title from the first user message: short, one line. */
export function titleFrom(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}
