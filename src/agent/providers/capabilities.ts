/**
 * What we know about a model by its id: does it read images, how big is its context, what does it cost.
 * Vision is a property of the model, not the provider (Qwen-Max is text-only, Qwen-VL reads images), so the table
 * matches model ids. Users override any entry in settings (a local model we do not know, a new release).
 *
 * Prices are USD per million tokens, public list prices at the time of writing, used only for the cost ESTIMATE
 * shown in the panel. Unknown models cost 0 (and the panel says "unknown"), never a guess.
 */
import type { Pricing } from '../../shared/model/usage';

export interface ModelCapabilities {
  vision: boolean;
  /** Prompt + output tokens the model accepts. */
  contextWindow: number;
  maxOutput: number;
  pricing?: Pricing;
}

/** Unknown models: assume text-only and a modest context, so we trim early rather than overflow. */
export const UNKNOWN_MODEL: ModelCapabilities = { vision: false, contextWindow: 32_000, maxOutput: 4096 };

type Entry = [pattern: RegExp, caps: ModelCapabilities];
const p = (input: number, output: number, cacheRead?: number): Pricing => ({ input, output, cacheRead });

// First match wins, so specific ids come before their families.
const TABLE: Entry[] = [
  [
    /^claude-(opus-4-[5-9]|opus-4\.[5-9])/,
    { vision: true, contextWindow: 200_000, maxOutput: 32_000, pricing: p(5, 25) },
  ],
  [/^claude-(opus-4|3-opus)/, { vision: true, contextWindow: 200_000, maxOutput: 32_000, pricing: p(15, 75) }],
  [
    /^claude-(sonnet-4|3-7-sonnet|3-5-sonnet)/,
    { vision: true, contextWindow: 200_000, maxOutput: 64_000, pricing: p(3, 15) },
  ],
  [/^claude-haiku-4/, { vision: true, contextWindow: 200_000, maxOutput: 64_000, pricing: p(1, 5) }],
  [/^claude-3-5-haiku/, { vision: true, contextWindow: 200_000, maxOutput: 8192, pricing: p(0.8, 4) }],
  [/^claude-3-haiku/, { vision: true, contextWindow: 200_000, maxOutput: 4096, pricing: p(0.25, 1.25) }],
  [/^claude-/, { vision: true, contextWindow: 200_000, maxOutput: 8192 }],
  [/^gpt-5-nano/, { vision: true, contextWindow: 400_000, maxOutput: 128_000, pricing: p(0.05, 0.4, 0.005) }],
  [/^gpt-5-mini/, { vision: true, contextWindow: 400_000, maxOutput: 128_000, pricing: p(0.25, 2, 0.025) }],
  [/^gpt-5/, { vision: true, contextWindow: 400_000, maxOutput: 128_000, pricing: p(1.25, 10, 0.125) }],
  [/^gpt-4\.1-nano/, { vision: true, contextWindow: 1_047_576, maxOutput: 32_768, pricing: p(0.1, 0.4, 0.025) }],
  [/^gpt-4\.1-mini/, { vision: true, contextWindow: 1_047_576, maxOutput: 32_768, pricing: p(0.4, 1.6, 0.1) }],
  [/^gpt-4\.1/, { vision: true, contextWindow: 1_047_576, maxOutput: 32_768, pricing: p(2, 8, 0.5) }],
  [/^gpt-4o-mini/, { vision: true, contextWindow: 128_000, maxOutput: 16_384, pricing: p(0.15, 0.6, 0.075) }],
  [/^gpt-4o/, { vision: true, contextWindow: 128_000, maxOutput: 16_384, pricing: p(2.5, 10, 1.25) }],
  [/^o4-mini/, { vision: true, contextWindow: 200_000, maxOutput: 100_000, pricing: p(1.1, 4.4, 0.275) }],
  [/^o3/, { vision: true, contextWindow: 200_000, maxOutput: 100_000, pricing: p(2, 8, 0.5) }],
  [/^gpt-3\.5/, { vision: false, contextWindow: 16_385, maxOutput: 4096, pricing: p(0.5, 1.5) }],
  [/^gemini-2\.5-pro/, { vision: true, contextWindow: 1_048_576, maxOutput: 65_536, pricing: p(1.25, 10) }],
  [/^gemini-2\.5-flash-lite/, { vision: true, contextWindow: 1_048_576, maxOutput: 65_536, pricing: p(0.1, 0.4) }],
  [/^gemini-2\.5-flash/, { vision: true, contextWindow: 1_048_576, maxOutput: 65_536, pricing: p(0.3, 2.5) }],
  [/^gemini-/, { vision: true, contextWindow: 1_048_576, maxOutput: 8192 }],
  [/^deepseek-/, { vision: false, contextWindow: 128_000, maxOutput: 8192, pricing: p(0.28, 0.42, 0.028) }],
  // Qwen: the VL / Omni models read images, Max / Plus / Turbo and plain qwen3 do not.
  [/^(qwen.*-vl|qvq|qwen.*omni)/, { vision: true, contextWindow: 128_000, maxOutput: 8192 }],
  [/^qwen/, { vision: false, contextWindow: 128_000, maxOutput: 8192 }],
  [/^(kimi|moonshot).*vision/, { vision: true, contextWindow: 128_000, maxOutput: 8192 }],
  // Local vision models commonly served by Ollama / LM Studio.
  [
    /^(llava|bakllava|llama3\.2-vision|llama-4|gemma3|minicpm-v|moondream|granite3\.2-vision|mistral-small3\.[12])/,
    { vision: true, contextWindow: 32_000, maxOutput: 4096 },
  ],
];

/** Drops OpenRouter-style vendor prefixes ("openai/gpt-4o") and Ollama tags ("llava:13b"). */
export function normaliseModelId(model: string): string {
  return (model.split('/').at(-1) ?? model).split(':')[0]!.toLowerCase();
}

export function capabilitiesFor(
  model: string,
  overrides: Record<string, Partial<ModelCapabilities>> = {},
): ModelCapabilities {
  const id = normaliseModelId(model);
  const base = TABLE.find(([pattern]) => pattern.test(id))?.[1] ?? UNKNOWN_MODEL;
  // An override may be keyed by the exact id the user typed or by the normalised id.
  return { ...base, ...(overrides[id] ?? {}), ...(overrides[model] ?? {}) };
}
