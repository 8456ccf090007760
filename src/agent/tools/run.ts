/**
 * The one way to call a tool, for the agent loop (loop/execute.ts), the e2e tests and the benchmarks (the worker's
 * tabwright.runTool): validate the model's arguments, ask the policy, run it, and turn every failure into a
 * ToolResult. A bad argument, a refusal, Stop or a throwing tool never crashes the caller, and the model reads which
 * field was wrong or what to do instead.
 */
import type { z } from 'zod';
import type { ToolContext, ToolDef, ToolResult } from './types';

export interface RunHooks {
  /** Called with the validated arguments before the tool runs: a failure result refuses the call. */
  approve?: (args: unknown) => Promise<Extract<ToolResult, { ok: false }> | undefined>;
  /** The call passed validation and approval, and starts now. */
  onStart?: () => void;
}

export async function runTool(
  tool: ToolDef,
  rawArgs: unknown,
  ctx: ToolContext,
  hooks: RunHooks = {},
): Promise<ToolResult> {
  const { signal } = ctx;
  if (signal.aborted) return { ok: false, error: 'Stopped by the user before this ran.' };
  const parsed = tool.parameters.safeParse(rawArgs ?? {});
  if (!parsed.success) {
    return {
      ok: false,
      error: `Invalid arguments for ${tool.name}: ${describeIssues(parsed.error)}`,
      hint: 'Fix the named field and call the tool again.',
    };
  }
  const refused = await hooks.approve?.(parsed.data);
  if (refused) return refused;
  // Asking the user can take long: Stop may have come meanwhile.
  if (signal.aborted) return { ok: false, error: 'Stopped by the user before this ran.' };
  hooks.onStart?.();
  try {
    return await untilAborted(tool.execute(parsed.data, ctx), signal);
  } catch (error) {
    if (signal.aborted)
      return {
        ok: false,
        error: 'Stopped by the user while this was running.',
        hint: 'Take a new snapshot to see the page as it is now.',
      };
    const message = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      error: `${tool.name} failed: ${message}`,
      hint: 'Take a new snapshot and try again, or try another way.',
    };
  }
}

/** Stop must not wait for a tool that ignores its signal. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) {
      onAbort(); // aborted before we listened (e.g. Stop pressed as the tool started)
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** "`ref`: expected string, received undefined; `modifiers[0]`: ..." — the field first, so the model can fix it. */
/**
 * A value that failed every branch of a union: the branch whose type it had says what is wrong (31 keys for
 * press_key: "at most 30 keys a call"), where zod says only "Invalid input" (relay log C148).
 */
function nearestBranch(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.code !== 'invalid_union') return issue;
  const typed = issue.errors.filter(
    (errs) => errs.length && !errs.some((e) => e.code === 'invalid_type' && !e.path.length),
  );
  const inner = typed.length === 1 ? typed[0]![0] : undefined;
  return inner ? { ...inner, path: [...issue.path, ...inner.path] } : issue;
}

export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((outer) => {
      const issue = nearestBranch(outer);
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
