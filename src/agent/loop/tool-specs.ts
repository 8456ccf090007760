/**
 * zod parameters -> JSON Schema, once per run. The tool list is part of the cached prompt prefix, so the same tools
 * must give the same bytes every turn: we convert once and reuse the array.
 *
 * The list rides along in every request (~20 tools), so the schema carries what the model needs to call a tool
 * right (types, enums, defaults, required, ranges that guide a choice) and leaves out guards: string and list size
 * caps, patterns and the safe-integer range of `.int()`. zod still enforces them when the call is validated, and a
 * violation comes back as an error naming the limit, which the model can act on.
 */
import { z } from 'zod';
import type { ToolSpec } from '../providers/types';
import type { ToolDef } from '../tools/types';

const GUARD_KEYS = ['minLength', 'maxLength', 'minItems', 'maxItems', 'pattern'] as const;
/** Bounds this large only stop runaway input (pixel coordinates up to 10,000, the safe-integer range). */
const GUARD_BOUND = 10_000;

export function toToolSpecs(tools: readonly ToolDef[]): ToolSpec[] {
  return tools.map((tool) => ({
    name: tool.name,
    description: tool.description,
    parameters: toolParameters(tool.parameters),
  }));
}

export function toolParameters(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ jsonSchema }) => dropGuards(jsonSchema),
  });
  const { $schema: _ignored, ...parameters } = json as Record<string, unknown>;
  return parameters;
}

function dropGuards(node: Record<string, unknown>): void {
  for (const key of GUARD_KEYS) delete node[key];
  for (const key of ['minimum', 'maximum'] as const) {
    if (typeof node[key] === 'number' && Math.abs(node[key]) >= GUARD_BOUND) delete node[key];
  }
}
