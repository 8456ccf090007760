/**
 * Runs the tool calls of one model response. Every outcome is a ToolResultMessage, never a throw: unknown tools,
 * malformed or invalid arguments, refusals, tools that throw and Stop all go back to the model as error results,
 * so each call always has its result and the transcript stays valid for both APIs.
 *
 * Ordering: consecutive read-only calls run together; page-changing calls run one at a time, and once one reports
 * that the page changed, the remaining page-changing calls of the same response are not run (their refs came from
 * the old page) and the model is told to take a new snapshot.
 */
import type { ToolCallPart, ToolResultMessage } from '../../shared/model';
import { newId } from '../../shared/model';
import { classifyToolResult } from '../context/classify';
import { runTool } from '../tools/run';
import type { ToolDef, ToolResult } from '../tools/types';
import type { ApprovalDecision, RunAgentOptions } from './types';

export interface ExecuteOptions {
  tools: ReadonlyMap<string, ToolDef>;
  toolContext: RunAgentOptions['toolContext'];
  approve?: RunAgentOptions['approve'];
  signal: AbortSignal;
  now: () => number;
  onStart?: (call: ToolCallPart) => void;
}

export async function executeToolCalls(calls: ToolCallPart[], options: ExecuteOptions): Promise<ToolResultMessage[]> {
  const results: ToolResultMessage[] = [];
  let pageChangedBy: ToolCallPart | undefined;
  for (let i = 0; i < calls.length; ) {
    const call = calls[i]!;
    if (!changesPage(call, options)) {
      // Gather the run of read-only calls and run them together.
      let j = i;
      while (j < calls.length && !changesPage(calls[j]!, options)) j++;
      results.push(...(await Promise.all(calls.slice(i, j).map((c) => runOne(c, options)))));
      i = j;
      continue;
    }
    if (pageChangedBy) {
      results.push(
        errorResult(
          call,
          options,
          `Not run: the page changed after ${pageChangedBy.name}, and this action was chosen before that.`,
          `Read what ${pageChangedBy.name} changed, then repeat this action if it is still needed.${batchHint(pageChangedBy, call)}`,
        ),
      );
    } else {
      const result = await runOne(call, options);
      if (result.pageChanged) pageChangedBy = call;
      results.push(result);
    }
    i++;
  }
  return results;
}

/**
 * Two clicks in one turn are most often a run of boxes to tick (a mail list's rows, a form's options): the second
 * was refused and the model spent a turn per box (relay log C204). fill_form ticks them all in one call, in order,
 * and says what each did; say so.
 */
function batchHint(before: ToolCallPart, call: ToolCallPart): string {
  if (before.name !== 'click' || call.name !== 'click') return '';
  return ' To tick several checkboxes or radios in one call, use fill_form with true for each.';
}

function changesPage(call: ToolCallPart, { tools }: ExecuteOptions): boolean {
  return tools.get(call.name)?.changesPage ?? false;
}

async function runOne(call: ToolCallPart, options: ExecuteOptions): Promise<ToolResultMessage> {
  const { signal, toolContext } = options;
  if (signal.aborted) return errorResult(call, options, 'Stopped by the user before this ran.');
  const tool = options.tools.get(call.name);
  if (!tool) {
    const names = [...options.tools.keys()].join(', ');
    return errorResult(call, options, `Unknown tool "${call.name}".`, `Use one of: ${names}.`);
  }
  if (call.rawArgs !== undefined) {
    return errorResult(
      call,
      options,
      `The arguments are not a JSON object: ${clip(call.rawArgs, 200)}`,
      'Send the arguments as one JSON object that matches the tool schema.',
    );
  }
  const { approve } = options;
  const result = await runTool(
    tool,
    call.args,
    { ...toolContext, signal },
    {
      approve:
        approve &&
        (async (args) => refusal(await approve({ call, tool, args, risk: tool.risk, tabId: toolContext.tabId }))),
      onStart: () => options.onStart?.(call),
    },
  );
  // The `tabs` tool moved the agent to another tab: the following tools act there (the tool context is the only
  // place that knows the worked-on tab).
  if (result.ok && result.tabId !== undefined) toolContext.tabId = result.tabId;
  return toMessage(call, result, options);
}

function refusal(decision: ApprovalDecision): Extract<ToolResult, { ok: false }> | undefined {
  if (decision.allow) return undefined;
  // Policy words its refusals in full (who refused, why, what to do instead): pass those on as they are. A stale
  // ref is no refusal: the model only needs a new snapshot.
  if (decision.reason && /^(Policy refused|The user declined|Stale ref)/.test(decision.reason))
    return { ok: false, error: decision.reason };
  return {
    ok: false,
    error: `The user declined this action${decision.reason ? `: ${decision.reason}` : '.'}`,
    hint: 'Do not retry it; continue another way or report to the user.',
  };
}

export function toMessage(
  call: ToolCallPart,
  result: ToolResult,
  { now }: Pick<ExecuteOptions, 'now'>,
): ToolResultMessage {
  if (!result.ok) return errorResult(call, { now }, result.error, result.hint);
  const { image } = result;
  return {
    ...resultBase(call, now),
    isError: false,
    kind: classifyToolResult(result),
    text: result.text,
    ...(image
      ? {
          image: {
            type: 'image',
            mediaType: image.mediaType,
            data: image.data,
            width: image.width,
            height: image.height,
          },
        }
      : {}),
    ...(result.pageChanged !== undefined ? { pageChanged: result.pageChanged } : {}),
  };
}

export function errorResult(
  call: ToolCallPart,
  { now }: Pick<ExecuteOptions, 'now'>,
  error: string,
  hint?: string,
): ToolResultMessage {
  return {
    ...resultBase(call, now),
    isError: true,
    kind: 'other',
    text: hint ? `Error: ${error}\nHint: ${hint}` : `Error: ${error}`,
  };
}

function resultBase(call: ToolCallPart, now: () => number) {
  return { role: 'toolResult' as const, id: newId('msg'), createdAt: now(), toolCallId: call.id, toolName: call.name };
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
