/**
 * zod parameters -> JSON Schema, once per run. The tool list is part of the cached prompt prefix, so the same tools
 * must give the same bytes every turn: we convert once and reuse the array.
 */
import { z } from 'zod';
import type { ToolSpec } from '../providers/types';
import type { ToolDef } from '../tools/types';

export function toToolSpecs(tools: readonly ToolDef[]): ToolSpec[] {
  return tools.map((tool) => {
    const { $schema: _ignored, ...parameters } = z.toJSONSchema(tool.parameters, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    return { name: tool.name, description: tool.description, parameters };
  });
}
