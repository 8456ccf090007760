/**
 * Internal messages -> Anthropic Messages API params.
 * - System prompt and tool list carry cache_control so the stable prefix is cached; the last message block carries
 *   one too, so each turn reads the previous turn's prefix from cache (3 of the 4 allowed breakpoints).
 * - Screenshots go inside tool_result blocks (Anthropic accepts images there).
 * - Consecutive tool results (parallel calls) share one user turn, as the API requires.
 */
import type Anthropic from '@anthropic-ai/sdk';
import type { ImagePart, Message } from '../../../shared/model';
import type { StreamRequest } from '../types';

type Block = Anthropic.ContentBlockParam;
type ResultContent = Anthropic.TextBlockParam | Anthropic.ImageBlockParam;

const CACHE = { type: 'ephemeral' } as const;
export const NO_VISION_NOTE = '[image omitted: this model does not read images]';

export function toAnthropicParams(request: StreamRequest): Anthropic.MessageCreateParamsStreaming {
  const tools: Anthropic.Tool[] = request.tools.map((tool, i) => ({
    name: tool.name,
    description: tool.description,
    input_schema: tool.parameters as Anthropic.Tool.InputSchema,
    ...(i === request.tools.length - 1 ? { cache_control: CACHE } : {}),
  }));
  return {
    model: request.model,
    max_tokens: request.maxTokens ?? 8192,
    stream: true,
    system: [{ type: 'text', text: request.system, cache_control: CACHE }],
    ...(tools.length ? { tools } : {}),
    messages: markLastBlock(toAnthropicMessages(request.messages, request.vision ?? true)),
  };
}

export function toAnthropicMessages(messages: Message[], vision: boolean): Anthropic.MessageParam[] {
  const out: Anthropic.MessageParam[] = [];
  // Same-role neighbours are merged: tool results of parallel calls, or a user note right after tool results.
  const push = (role: 'user' | 'assistant', blocks: Block[]) => {
    if (blocks.length === 0) return;
    const last = out.at(-1);
    if (last && last.role === role && Array.isArray(last.content)) last.content.push(...blocks);
    else out.push({ role, content: blocks });
  };
  for (const message of messages) {
    if (message.role === 'user') {
      push(
        'user',
        message.content.map((part) => (part.type === 'text' ? text(part.text) : image(part, vision))),
      );
    } else if (message.role === 'assistant') {
      // A failed response keeps its text for the user, but empty text blocks are rejected by the API.
      const blocks: Block[] = [];
      for (const part of message.content) {
        if (part.type === 'text' && part.text.trim()) blocks.push(text(part.text));
        if (part.type === 'toolCall') blocks.push({ type: 'tool_use', id: part.id, name: part.name, input: part.args });
      }
      push('assistant', blocks);
    } else {
      const content: ResultContent[] = [text(message.text || '(no output)')];
      if (message.image) content.push(image(message.image, vision));
      push('user', [{ type: 'tool_result', tool_use_id: message.toolCallId, is_error: message.isError, content }]);
    }
  }
  return out;
}

function text(value: string): Anthropic.TextBlockParam {
  return { type: 'text', text: value };
}

function image(part: ImagePart, vision: boolean): ResultContent {
  if (!vision) return text(NO_VISION_NOTE);
  return { type: 'image', source: { type: 'base64', media_type: part.mediaType, data: part.data } };
}

function markLastBlock(messages: Anthropic.MessageParam[]): Anthropic.MessageParam[] {
  const content = messages.at(-1)?.content;
  const last = Array.isArray(content) ? content.at(-1) : undefined;
  if (last && last.type !== 'thinking' && last.type !== 'redacted_thinking') {
    (last as { cache_control?: typeof CACHE }).cache_control = CACHE;
  }
  return messages;
}
