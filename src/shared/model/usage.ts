/**
 * Token usage and an estimated cost, kept per model step and summed per task. Providers count differently:
 * Anthropic reports `input_tokens` WITHOUT cached tokens, OpenAI reports `prompt_tokens` WITH them. Adapters
 * normalise to this shape, where `input` never includes `cacheRead` / `cacheWrite`.
 */
export interface Usage {
  /** Uncached prompt tokens. */
  input: number;
  output: number;
  /** Prompt tokens served from the provider's prompt cache. */
  cacheRead: number;
  /** Prompt tokens written to the cache (Anthropic bills them at a premium; OpenAI reports none). */
  cacheWrite: number;
  /** Estimated USD from the capability table's prices; 0 when the model's price is unknown (e.g. local models). */
  costUsd: number;
}

export const ZERO_USAGE: Usage = Object.freeze({ input: 0, output: 0, cacheRead: 0, cacheWrite: 0, costUsd: 0 });

export function addUsage(a: Usage, b: Usage): Usage {
  return {
    input: a.input + b.input,
    output: a.output + b.output,
    cacheRead: a.cacheRead + b.cacheRead,
    cacheWrite: a.cacheWrite + b.cacheWrite,
    costUsd: a.costUsd + b.costUsd,
  };
}

/** USD per million tokens. Cache prices default to the provider's usual ratios when a table entry omits them. */
export interface Pricing {
  input: number;
  output: number;
  cacheRead?: number;
  cacheWrite?: number;
}

export function estimateCost(usage: Omit<Usage, 'costUsd'>, price: Pricing | undefined): number {
  if (!price) return 0;
  const perToken = (perMillion: number) => perMillion / 1_000_000;
  return (
    usage.input * perToken(price.input) +
    usage.output * perToken(price.output) +
    usage.cacheRead * perToken(price.cacheRead ?? price.input * 0.1) +
    usage.cacheWrite * perToken(price.cacheWrite ?? price.input * 1.25)
  );
}
