/**
 * The one way to call a tool: validate the model's arguments, run it, and turn every failure into a ToolResult.
 * The loop calls this (or ToolDef.execute after its own validation); a bad argument or a throwing tool never
 * crashes it, and the model reads which field was wrong.
 */
import type { z } from 'zod';
import type { ToolContext, ToolDef, ToolResult } from './types';

export async function runTool(tool: ToolDef, rawArgs: unknown, ctx: ToolContext): Promise<ToolResult> {
  const parsed = tool.parameters.safeParse(rawArgs ?? {});
  if (!parsed.success) {
    return {
      ok: false,
      error: `Invalid arguments for ${tool.name}: ${describeIssues(parsed.error)}`,
      hint: 'Fix the named field and call the tool again.',
    };
  }
  if (ctx.signal.aborted) return { ok: false, error: `${tool.name} was stopped before it ran.` };
  try {
    return await tool.execute(parsed.data, ctx);
  } catch (error) {
    if (ctx.signal.aborted) return { ok: false, error: `${tool.name} was stopped.` };
    const message = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      error: `${tool.name} failed: ${message}`,
      hint: 'Take a new snapshot and try again, or try another way.',
    };
  }
}

/** "`ref`: expected string, received undefined; `modifiers[0]`: ..." — the field first, so the model can fix it. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const path = issue.path
        .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
        .join('');
      const message = issue.message.replace(/^Invalid input: /, '');
      if (issue.code === 'unrecognized_keys') return `unknown field(s) ${issue.keys.map((k) => `\`${k}\``).join(', ')}`;
      if (!path) return message;
      if (issue.code === 'invalid_type' && /received undefined/.test(message))
        return `\`${path}\` is required (${message})`;
      return `\`${path}\`: ${message}`;
    })
    .join('; ');
}
