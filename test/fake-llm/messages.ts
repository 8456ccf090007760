// Turns both providers' request bodies into one flat list, so the resolver and tests read a single shape.
import type { NormalizedMessage } from './types.js';

type Json = Record<string, unknown>;

export interface NormalizedRequest {
  system: string;
  messages: NormalizedMessage[];
  toolNames: string[];
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Text of a content field: a string, or parts/blocks of either provider. Images count as a marker only. */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part: unknown) => {
      if (!isObject(part)) return '';
      if (typeof part.text === 'string') return part.text;
      if (part.type === 'image' || part.type === 'image_url') return '[image]';
      return '';
    })
    .filter((text) => text !== '')
    .join('\n');
}

export function normalizeOpenAi(body: Json): NormalizedRequest {
  const system: string[] = [];
  const messages: NormalizedMessage[] = [];
  for (const message of Array.isArray(body.messages) ? body.messages : []) {
    if (!isObject(message)) continue;
    const text = contentText(message.content);
    if (message.role === 'system' || message.role === 'developer') system.push(text);
    else if (message.role === 'tool') {
      const toolCallId = typeof message.tool_call_id === 'string' ? message.tool_call_id : undefined;
      messages.push({ role: 'tool', text, ...(toolCallId ? { toolCallId } : {}) });
    } else if (message.role === 'user') messages.push({ role: 'user', text });
    else if (message.role === 'assistant') {
      const toolCalls = (Array.isArray(message.tool_calls) ? message.tool_calls : []).flatMap((call: unknown) => {
        if (!isObject(call) || !isObject(call.function)) return [];
        return [{ id: String(call.id), name: String(call.function.name), arguments: String(call.function.arguments) }];
      });
      messages.push({ role: 'assistant', text, ...(toolCalls.length > 0 ? { toolCalls } : {}) });
    }
  }
  const toolNames = (Array.isArray(body.tools) ? body.tools : []).flatMap((tool: unknown) => {
    if (!isObject(tool)) return [];
    const fn = isObject(tool.function) ? tool.function : tool;
    return typeof fn.name === 'string' ? [fn.name] : [];
  });
  return { system: system.join('\n'), messages, toolNames };
}

/** Anthropic puts tool results inside user messages; each becomes its own `tool` entry, in order. */
export function normalizeAnthropic(body: Json): NormalizedRequest {
  const messages: NormalizedMessage[] = [];
  for (const message of Array.isArray(body.messages) ? body.messages : []) {
    if (!isObject(message)) continue;
    const role = message.role === 'assistant' ? 'assistant' : 'user';
    if (!Array.isArray(message.content)) {
      messages.push({ role, text: contentText(message.content) });
      continue;
    }
    let pending: unknown[] = [];
    let toolCalls: NonNullable<NormalizedMessage['toolCalls']> = [];
    const flush = () => {
      const text = contentText(pending);
      if (text !== '' || toolCalls.length > 0)
        messages.push({ role, text, ...(toolCalls.length > 0 ? { toolCalls } : {}) });
      pending = [];
      toolCalls = [];
    };
    for (const block of message.content) {
      if (isObject(block) && block.type === 'tool_use') {
        toolCalls.push({
          id: String(block.id),
          name: String(block.name),
          arguments: JSON.stringify(block.input ?? {}),
        });
      } else if (isObject(block) && block.type === 'tool_result') {
        flush();
        const toolCallId = typeof block.tool_use_id === 'string' ? block.tool_use_id : undefined;
        messages.push({ role: 'tool', text: contentText(block.content), ...(toolCallId ? { toolCallId } : {}) });
      } else pending.push(block);
    }
    flush();
  }
  const toolNames = (Array.isArray(body.tools) ? body.tools : []).flatMap((tool: unknown) =>
    isObject(tool) && typeof tool.name === 'string' ? [tool.name] : [],
  );
  return { system: contentText(body.system), messages, toolNames };
}
