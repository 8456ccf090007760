/**
 * The conversation as Tabwright keeps it: one provider-neutral shape that the loop runs on, the side panel renders
 * and the service worker persists. Every type here is plain JSON (no Date, Map, class or undefined-sensitive data),
 * so a message survives chrome.storage / IndexedDB and a port to the panel unchanged.
 *
 * Provider adapters (src/agent/providers/*) convert to and from their wire formats; nothing outside them knows
 * what a provider's message looks like.
 */
import type { Usage } from './usage';
import type { ErrorKind } from './errors';

/** Epoch milliseconds. A number, not a Date, so it serialises as-is. */
export type Timestamp = number;

export interface TextPart {
  type: 'text';
  text: string;
}

/**
 * A reasoning model's thinking (DeepSeek's reasoning_content, a leading <think> block of Qwen3 and R1 on Ollama).
 * Shown to the user folded; never sent back to a model (DeepSeek refuses it, and it would cost tokens every turn).
 */
export interface ThinkingPart {
  type: 'thinking';
  text: string;
}

/** `data` is base64 without a `data:` prefix (same convention as ToolImage in tools/types.ts). */
export interface ImagePart {
  type: 'image';
  mediaType: 'image/jpeg' | 'image/png';
  data: string;
  width?: number;
  height?: number;
}

/**
 * A tool call as the model made it. `args` is the parsed JSON object; when the model sent text that is not a JSON
 * object, `args` is `{}` and `rawArgs` keeps the text, so the loop can tell the model exactly what was wrong.
 */
export interface ToolCallPart {
  type: 'toolCall';
  id: string;
  name: string;
  args: Record<string, unknown>;
  rawArgs?: string;
}

export interface UserMessage {
  role: 'user';
  id: string;
  createdAt: Timestamp;
  content: Array<TextPart | ImagePart>;
}

/**
 * Why one model response ended. `stop`: the model answered; `tool_use`: it wants tools run; `length`: it hit its
 * output limit; `error` / `aborted`: the stream did not finish (see `error` on the message).
 */
export type ModelStopReason = 'stop' | 'tool_use' | 'length' | 'error' | 'aborted';

export interface AssistantMessage {
  role: 'assistant';
  id: string;
  createdAt: Timestamp;
  /** Set when the stream ended, whatever the reason. */
  completedAt?: Timestamp;
  content: Array<TextPart | ThinkingPart | ToolCallPart>;
  stopReason: ModelStopReason;
  /** Provider id and model id that produced it ("anthropic", "claude-sonnet-4-5"). */
  provider: string;
  model: string;
  usage?: Usage;
  /** Present when stopReason is 'error' or 'aborted': what went wrong and what the user can do. */
  error?: { kind: ErrorKind; message: string };
}

/**
 * What a tool result is, so the context manager can collapse stale page state: only the newest `snapshot` and the
 * newest `screenshot` stay in the conversation; older ones become a one-line placeholder.
 */
export type ToolResultKind = 'snapshot' | 'screenshot' | 'other';

export interface ToolResultMessage {
  role: 'toolResult';
  id: string;
  createdAt: Timestamp;
  toolCallId: string;
  toolName: string;
  isError: boolean;
  kind: ToolResultKind;
  /** What the model reads. For errors, the error and its hint. */
  text: string;
  /** A screenshot, for models that read images (see providers/capabilities). */
  image?: ImagePart;
  /** The tool reported that the page changed (the loop runs no other page-changing call of that turn after it). */
  pageChanged?: boolean;
  /** True once the context manager replaced the content with a placeholder (the panel may render it greyed). */
  collapsed?: boolean;
}

export type Message = UserMessage | AssistantMessage | ToolResultMessage;

/** Ids only need to be unique within a conversation; crypto.randomUUID exists in workers and node 20. */
export function newId(prefix: string): string {
  return `${prefix}_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`;
}

export function userMessage(text: string, images: ImagePart[] = [], now = Date.now()): UserMessage {
  return { role: 'user', id: newId('msg'), createdAt: now, content: [{ type: 'text', text }, ...images] };
}

export function textOf(message: UserMessage | AssistantMessage): string {
  return message.content
    .filter((part): part is TextPart => part.type === 'text')
    .map((part) => part.text)
    .join('');
}

export function toolCallsOf(message: AssistantMessage): ToolCallPart[] {
  return message.content.filter((part): part is ToolCallPart => part.type === 'toolCall');
}
