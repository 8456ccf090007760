/**
 * A cheap token estimate for the worker: ~4 characters per token for English and markup, which is what the
 * o200k / Claude tokenizers average on snapshot text (checked against gpt-tokenizer in estimate.test.ts).
 * A real tokenizer would add hundreds of kB to the worker bundle for a decision that only needs to be roughly right
 * and errs on the safe side thanks to the reserve the loop keeps.
 */
import type { Message } from '../../shared/model';

/** Anthropic scales images to ~1568 px on the long side: about 1,600 tokens. OpenAI high detail is close. */
export const IMAGE_TOKENS = 1600;
/** Role markers and separators each message adds on the wire. */
const MESSAGE_OVERHEAD = 4;

export function estimateTextTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

export function estimateMessageTokens(message: Message): number {
  let tokens = MESSAGE_OVERHEAD;
  if (message.role === 'toolResult') {
    tokens += estimateTextTokens(message.text) + (message.image ? IMAGE_TOKENS : 0);
  } else {
    for (const part of message.content) {
      if (part.type === 'text') tokens += estimateTextTokens(part.text);
      else if (part.type === 'thinking')
        continue; // never sent back to the model
      else if (part.type === 'image') tokens += IMAGE_TOKENS;
      else tokens += estimateTextTokens(part.name + JSON.stringify(part.args));
    }
  }
  return tokens;
}

export function estimateTokens(messages: readonly Message[]): number {
  return messages.reduce((sum, m) => sum + estimateMessageTokens(m), 0);
}
