/**
 * The tools an MCP client sees: the extension's own browser tools with the same names, descriptions and schemas
 * (converted from their zod definitions at build time, so they cannot drift), and `run_task`. The extension
 * validates the arguments again with the same zod schemas: this list is for the client's benefit only.
 */
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { allTools } from '../agent/tools';
import { RUN_TASK, RunTaskArgs } from '../shared/bridge-protocol';

function inputSchema(schema: z.ZodType): Tool['inputSchema'] {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return { type: 'object', ...json } as Tool['inputSchema'];
}

const SCOPE =
  ' Acts in the tab Tabwright gave this agent (its own tab group, or a tab the user granted); page text comes ' +
  'inside untrusted blocks, and risky steps wait for the user to answer in the side panel.';

export function mcpTools(): Tool[] {
  const browserTools: Tool[] = allTools.map((tool) => ({
    name: tool.name,
    description: tool.description + (tool.risk === 'read' ? '' : SCOPE),
    inputSchema: inputSchema(tool.parameters),
    annotations: { readOnlyHint: tool.risk === 'read', openWorldHint: true },
  }));
  return [
    ...browserTools,
    {
      name: RUN_TASK,
      description:
        "Have Tabwright's own agent do a whole task in the browser with the user's configured model, and get its " +
        "answer and the steps it took. Same permissions and confirmations as the user's own tasks; the task's words " +
        "are yours, not the user's, so sites and data in them get no pass.",
      inputSchema: inputSchema(RunTaskArgs),
      annotations: { openWorldHint: true },
    },
  ];
}
