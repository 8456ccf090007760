import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildSystemPrompt } from '../prompts/system';
import { allTools } from '../tools';
import { toolParameters, toToolSpecs } from './tool-specs';

describe('tool specs', () => {
  it('keep what guides a call and drop size guards, which zod still enforces', () => {
    const schema = z.object({
      text: z.string().min(1).max(20_000),
      tags: z.array(z.string()).min(1).max(50).optional(),
      x: z.number().min(0).max(10_000),
      pages: z.number().min(0.1).max(20).default(1),
      id: z.number().int(),
      mode: z.enum(['a', 'b']).default('a'),
    });
    expect(toolParameters(schema)).toEqual({
      type: 'object',
      properties: {
        text: { type: 'string' },
        tags: { type: 'array', items: { type: 'string' } },
        x: { type: 'number', minimum: 0 },
        pages: { type: 'number', minimum: 0.1, maximum: 20, default: 1 },
        id: { type: 'integer' },
        mode: { type: 'string', enum: ['a', 'b'], default: 'a' },
      },
      required: ['text', 'x', 'id'],
    });
    expect(schema.safeParse({ text: 'x'.repeat(20_001), x: 1, id: 1 }).success).toBe(false);
  });

  it('are the same bytes on every conversion (prompt caching)', () => {
    expect(JSON.stringify(toToolSpecs(allTools))).toBe(JSON.stringify(toToolSpecs(allTools)));
  });

  // Every request carries the system prompt and the tool list. `npm run bench:prefix` prints the tokens per tool.
  it('keeps the fixed prefix of every request small', () => {
    const tools = toToolSpecs(allTools).map((spec) => ({ type: 'function', function: spec }));
    const prefix = countTokens(buildSystemPrompt('native')) + countTokens(JSON.stringify(tools));
    expect(prefix).toBeLessThan(4000);
  });
});
