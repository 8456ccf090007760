/**
 * Turns the conversation (src/shared/model messages) into what the panel draws: the user's messages, the model's
 * text, and one step per tool call paired with its result. Pure and unit-tested.
 */
import type { AssistantMessage, ImagePart, ToolCallPart, ToolResultMessage, Usage } from '../../shared/model';
import { indexRefs, type RefIndex } from './tool-summary';

export type Item =
  | { kind: 'user'; id: string; text: string; images: ImagePart[] }
  | { kind: 'assistant'; id: string; text: string; error?: { kind: string; message: string } }
  | { kind: 'thinking'; id: string; text: string }
  | { kind: 'step'; id: string; call: ToolCallPart; refs: RefIndex; result?: ToolResultMessage; running: boolean }
  | { kind: 'notice'; id: string; text: string };

type Loose = Record<string, unknown>;

function isAssistant(m: Loose): m is Loose & AssistantMessage {
  return m.role === 'assistant' && Array.isArray(m.content);
}

export function toItems(messages: readonly unknown[], running: readonly string[] = []): Item[] {
  const results = new Map<string, ToolResultMessage>();
  for (const m of messages as Loose[])
    if (m.role === 'toolResult') results.set(String(m.toolCallId), m as unknown as ToolResultMessage);
  const items: Item[] = [];
  let refs: RefIndex = new Map();
  messages.forEach((raw, index) => {
    const m = raw as Loose;
    const id = typeof m.id === 'string' ? m.id : `m${index}`;
    // Older sessions (before the agent model) hold plain {role, text} turns.
    if (typeof m.text === 'string' && m.role !== 'toolResult') {
      const kind = m.role === 'user' ? 'user' : m.role === 'assistant' ? 'assistant' : 'notice';
      items.push(kind === 'user' ? { kind, id, text: m.text, images: [] } : { kind, id, text: m.text });
      return;
    }
    if (m.role === 'user' && Array.isArray(m.content)) {
      const parts = m.content as Array<{ type: string; text?: string }>;
      const text = parts.map((p) => (p.type === 'text' ? (p.text ?? '') : '')).join('');
      items.push({ kind: 'user', id, text, images: parts.filter((p): p is ImagePart => p.type === 'image') });
      return;
    }
    if (isAssistant(m)) {
      let text = '';
      let part = 0;
      const flush = () => {
        if (text.trim()) items.push({ kind: 'assistant', id: `${id}:${part++}`, text });
        text = '';
      };
      for (const p of m.content) {
        if (p.type === 'text') text += p.text;
        else if (p.type === 'thinking') {
          flush();
          if (p.text.trim()) items.push({ kind: 'thinking', id: `${id}:${part++}`, text: p.text.trim() });
        } else {
          flush();
          items.push({
            kind: 'step',
            id: p.id,
            call: p,
            refs,
            result: results.get(p.id),
            running: running.includes(p.id),
          });
        }
      }
      flush();
      if (m.error && m.error.kind !== 'aborted')
        items.push({ kind: 'assistant', id: `${id}:error`, text: '', error: m.error });
      return;
    }
    if (m.role === 'toolResult' && typeof m.text === 'string') {
      // The newest snapshot names the elements the next calls point at.
      const found = indexRefs(m.text);
      if (found.size > 0) refs = found;
    }
  });
  return items;
}

export interface UsageTotals {
  inputTokens: number;
  outputTokens: number;
  cachedTokens: number;
  costUsd: number;
}

function fromUsage(u: Usage): UsageTotals {
  return { inputTokens: u.input + u.cacheWrite, outputTokens: u.output, cachedTokens: u.cacheRead, costUsd: u.costUsd };
}

/** Tokens and cost of the whole conversation: the worker's total when it has one, else the messages' sum. */
export function conversationUsage(total: unknown, messages: readonly unknown[]): UsageTotals {
  const given = total as Partial<Usage> | undefined;
  if (given && typeof given.input === 'number' && given.input + (given.output ?? 0) > 0)
    return fromUsage(given as Usage);
  const sum: UsageTotals = { inputTokens: 0, outputTokens: 0, cachedTokens: 0, costUsd: 0 };
  for (const m of messages as Loose[]) {
    if (!isAssistant(m) || !m.usage) continue;
    const u = fromUsage(m.usage);
    sum.inputTokens += u.inputTokens;
    sum.outputTokens += u.outputTokens;
    sum.cachedTokens += u.cachedTokens;
    sum.costUsd += u.costUsd;
  }
  return sum;
}
