/**
 * npm run bench:prefix — what every request carries before the first message: the system prompt and the tool list
 * (as the OpenAI adapter sends it), in o200k tokens, per tool, largest first. PREFIX_SCHEMA=name prints a tool's JSON.
 */
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { toToolSpecs } from '../src/agent/loop/tool-specs';
import { buildSystemPrompt } from '../src/agent/prompts/system';
import { allTools } from '../src/agent/tools';

export function main(): void {
  const specs = toToolSpecs(allTools);
  const wire = specs.map((s) => ({ type: 'function', function: s }));
  const rows = wire.map((w) => ({
    name: w.function.name,
    tokens: countTokens(JSON.stringify(w)),
    description: countTokens(w.function.description),
  }));
  rows.sort((a, b) => b.tokens - a.tokens);
  const system = countTokens(buildSystemPrompt('native'));
  const tools = countTokens(JSON.stringify(wire));
  console.log('| tool | tokens | of which description |\n|---|---|---|');
  for (const r of rows) console.log(`| ${r.name} | ${r.tokens} | ${r.description} |`);
  console.log(`\nsystem prompt ${system}, tools ${tools}, prefix ${system + tools}`);
  const show = process.env.PREFIX_SCHEMA;
  if (show) console.log(JSON.stringify(specs.find((s) => s.name === show) ?? specs, null, 1));
}
