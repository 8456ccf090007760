/**
 * Internal messages -> OpenAI chat completions messages (also used for every OpenAI-compatible server).
 * Tool messages carry text only in this API, so a screenshot is announced in the tool message and sent as an
 * image_url in a user message right after the run of tool messages (tool messages must directly follow the
 * assistant message that called them, so the images cannot be interleaved).
 */
import type OpenAI from 'openai';
import type { ImagePart, Message, ToolResultMessage } from '../../../shared/model';
import type { StreamRequest } from '../types';

type ChatMessage = OpenAI.Chat.ChatCompletionMessageParam;
type UserPart = OpenAI.Chat.ChatCompletionContentPartText | OpenAI.Chat.ChatCompletionContentPartImage;

export const IMAGE_FOLLOWS = '[The screenshot follows in the next message.]';
export const NO_VISION_NOTE = '[image omitted: this model does not read images]';

export function toOpenAIParams(
  request: StreamRequest,
  api: 'openai' | 'openai-compatible',
): OpenAI.Chat.ChatCompletionCreateParamsStreaming {
  const tools: OpenAI.Chat.ChatCompletionTool[] = request.tools.map((tool) => ({
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: tool.parameters },
  }));
  // OpenAI's newer models reject max_tokens; many compatible servers only know max_tokens.
  const limit =
    request.maxTokens === undefined
      ? {}
      : api === 'openai'
        ? { max_completion_tokens: request.maxTokens }
        : { max_tokens: request.maxTokens };
  return {
    model: request.model,
    stream: true,
    // Servers that ignore this simply send no usage chunk; the adapter copes.
    stream_options: { include_usage: true },
    ...limit,
    ...(tools.length ? { tools } : {}),
    messages: [
      { role: 'system', content: request.system },
      ...toOpenAIMessages(request.messages, request.vision ?? true),
    ],
  };
}

export function toOpenAIMessages(messages: Message[], vision: boolean): ChatMessage[] {
  const out: ChatMessage[] = [];
  let pendingImages: Array<{ result: ToolResultMessage; image: ImagePart }> = [];
  const flushImages = () => {
    if (pendingImages.length === 0) return;
    const content: UserPart[] = [];
    for (const { result, image } of pendingImages) {
      content.push({ type: 'text', text: `Screenshot from ${result.toolName} (call ${result.toolCallId}):` });
      content.push(imagePart(image));
    }
    out.push({ role: 'user', content });
    pendingImages = [];
  };

  for (const message of messages) {
    if (message.role !== 'toolResult') flushImages();
    if (message.role === 'user') {
      const onlyText = message.content.every((p) => p.type === 'text');
      out.push({
        role: 'user',
        content: onlyText
          ? message.content.map((p) => (p.type === 'text' ? p.text : '')).join('\n')
          : message.content.map((p) =>
              p.type === 'text' ? { type: 'text', text: p.text } : vision ? imagePart(p) : noVision(),
            ),
      });
    } else if (message.role === 'assistant') {
      const text = message.content.map((p) => (p.type === 'text' ? p.text : '')).join('');
      const calls = message.content.flatMap((p) =>
        p.type === 'toolCall'
          ? [{ id: p.id, type: 'function' as const, function: { name: p.name, arguments: JSON.stringify(p.args) } }]
          : [],
      );
      if (!text.trim() && calls.length === 0) continue; // an empty failed response adds nothing
      out.push({ role: 'assistant', content: text || null, ...(calls.length ? { tool_calls: calls } : {}) });
    } else {
      let text = message.text || '(no output)';
      if (message.image && vision) {
        text += `\n${IMAGE_FOLLOWS}`;
        pendingImages.push({ result: message, image: message.image });
      } else if (message.image) {
        text += `\n${NO_VISION_NOTE}`;
      }
      out.push({ role: 'tool', tool_call_id: message.toolCallId, content: text });
    }
  }
  flushImages();
  return out;
}

function imagePart(image: ImagePart): OpenAI.Chat.ChatCompletionContentPartImage {
  return { type: 'image_url', image_url: { url: `data:${image.mediaType};base64,${image.data}` } };
}

function noVision(): OpenAI.Chat.ChatCompletionContentPartText {
  return { type: 'text', text: NO_VISION_NOTE };
}
