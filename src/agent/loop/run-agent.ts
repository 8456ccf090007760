/**
 * The ReAct loop: ask the model, run the tools it asked for, feed the results back, until it answers or a guard
 * stops it. It takes its StreamFn as a parameter (tests inject a scripted one), never throws for provider or tool
 * failures (they are values), and reports every transcript change through onMessages so the worker can persist
 * after each step and resume after being killed.
 */
import {
  addUsage,
  toolCallsOf,
  ZERO_USAGE,
  type AgentError,
  type AgentEvent,
  type AgentStopReason,
  type AssistantMessage,
  type ToolCallPart,
  type Usage,
} from '../../shared/model';
import { collapseStale } from '../context/collapse';
import { estimateTextTokens } from '../context/estimate';
import { fitContext } from '../context/trim';
import { buildSystemPrompt } from '../prompts/system';
import { capabilitiesFor } from '../providers/capabilities';
import type { ToolDef } from '../tools/types';
import { toolsWithoutScreenshot } from '../tools/without-screenshot';
import { executeToolCalls, toMessage } from './execute';
import { RepeatGuard } from './guards';
import { repairTranscript } from './resume';
import { toToolSpecs } from './tool-specs';
import { DEFAULT_SETTINGS, type AgentSettings, type RunAgentOptions, type RunAgentResult } from './types';
import { dateNote, withDateNote } from './today';
import { adaptImages, visionModeFor } from './vision';

export async function runAgent(options: RunAgentOptions): Promise<RunAgentResult> {
  const settings: AgentSettings = { ...DEFAULT_SETTINGS, ...options.settings };
  const now = options.now ?? Date.now;
  const emit = (event: AgentEvent) => options.onEvent?.(event);
  const caps = capabilitiesFor(settings.model, settings.capabilityOverrides);
  const mode = visionModeFor(caps.vision, options.describeImage);
  const screenshotTools = new Set(settings.screenshotTools ?? ['screenshot']);
  const offered = mode === 'none' ? toolsWithoutScreenshot(options.tools, screenshotTools) : options.tools;
  const toolsByName = new Map(offered.map((t) => [t.name, t]));
  // Computed once: the system prompt and tool list are the cached prefix and must not change between turns.
  const system = options.system ?? buildSystemPrompt(mode);
  const specs = toToolSpecs(offered);
  const today = dateNote(now()); // once per run: the first message's bytes stay the same on every turn
  const budget =
    caps.contextWindow -
    Math.min(settings.maxOutputTokens, caps.maxOutput) -
    estimateTextTokens(system + JSON.stringify(specs));

  // Stop (the caller's signal) and the wall clock both abort the model stream and any running tool.
  const deadline = AbortSignal.timeout(settings.maxDurationMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  const guard = new RepeatGuard(settings.maxRepeats, settings.maxSameError);
  // A copy: tools may move the agent to another tab (ToolResult.tabId) for the rest of this run only.
  const toolContext = { ...options.toolContext };
  const messages = repairTranscript(options.messages, now());
  let usage: Usage = options.usage ?? ZERO_USAGE;
  let step = 0;
  let cut: string | undefined;

  const save = async () => {
    await options.onMessages?.([...messages]);
  };
  const finish = (stopReason: AgentStopReason, message?: string, error?: AgentError): RunAgentResult => {
    emit({ type: 'done', stopReason, ...(message ? { message } : {}), usage });
    return { messages, stopReason, ...(message ? { message } : {}), ...(error ? { error } : {}), usage, steps: step };
  };
  const stopped = () =>
    options.signal?.aborted
      ? finish('aborted', 'Stopped by the user.')
      : finish('time_limit', `Stopped: the task ran longer than ${Math.round(settings.maxDurationMs / 1000)} s.`);

  const runSnapshot = async (tool: ToolDef, call: ToolCallPart, s: AbortSignal) => {
    const args = tool.parameters.safeParse({});
    if (!args.success) return undefined;
    return toMessage(call, await tool.execute(args.data, { ...toolContext, signal: s }), { now });
  };

  if (messages.length !== options.messages.length) await save();

  while (true) {
    if (signal.aborted) return stopped();
    if (step >= settings.maxSteps)
      return finish('max_steps', `Stopped after ${settings.maxSteps} steps (the limit in Settings).`);
    step++;
    emit({ type: 'step_start', step });

    const fit = fitContext(collapseStale(messages), { budget, previousCut: cut });
    cut = fit.cut;
    if (!fit.fits) {
      const error: AgentError = {
        kind: 'context_limit',
        message: `The conversation no longer fits "${settings.model}", even trimmed. Start a new task or pick a model with a larger context window.`,
      };
      emit({ type: 'error', error });
      return finish('error', error.message, error);
    }

    let assistant: AssistantMessage | undefined;
    const request = {
      model: settings.model,
      system,
      tools: specs,
      messages: withDateNote(fit.messages, today),
      signal,
      vision: caps.vision,
      pricing: caps.pricing,
      maxTokens: Math.min(settings.maxOutputTokens, caps.maxOutput),
    };
    for await (const event of options.stream(request)) {
      if (event.type === 'message_end') assistant = event.message;
      emit(event);
    }
    if (!assistant) {
      const error: AgentError = {
        kind: 'server',
        message: 'The provider ended the response without a message. Press Retry.',
      };
      emit({ type: 'error', error });
      return finish('error', error.message, error);
    }
    messages.push(assistant);
    await save();
    const stepUsage = assistant.usage ?? ZERO_USAGE;
    usage = addUsage(usage, stepUsage);

    if (assistant.stopReason === 'aborted' || signal.aborted) {
      emit({ type: 'step_end', step, usage: stepUsage, total: usage });
      return stopped();
    }
    if (assistant.stopReason === 'error') {
      emit({ type: 'step_end', step, usage: stepUsage, total: usage });
      const error = assistant.error ? { kind: assistant.error.kind, message: assistant.error.message } : undefined;
      return finish('error', error?.message, error);
    }

    const calls = toolCallsOf(assistant);
    if (calls.length === 0) {
      emit({ type: 'step_end', step, usage: stepUsage, total: usage });
      return finish('completed');
    }

    const executeOptions = {
      tools: toolsByName,
      toolContext,
      approve: options.approve,
      signal,
      now,
      onStart: (call: (typeof calls)[number]) =>
        emit({ type: 'tool_start', toolCallId: call.id, name: call.name, args: call.args }),
    };
    const snapshotTool = toolsByName.get(settings.snapshotTool ?? 'snapshot');
    const results = [];
    for (const raw of await executeToolCalls(calls, executeOptions)) {
      const call = calls.find((c) => c.id === raw.toolCallId)!;
      const result = await adaptImages(raw, call, {
        mode,
        describe: options.describeImage,
        signal,
        snapshot: snapshotTool ? (s) => runSnapshot(snapshotTool, call, s) : undefined,
      });
      results.push(result);
      emit({ type: 'tool_result', message: result });
    }
    messages.push(...results);
    // What the user typed while this step ran goes to the model with the results, so it can change course now.
    messages.push(...(options.steer?.() ?? []));
    await save();
    emit({ type: 'step_end', step, usage: stepUsage, total: usage });

    if (signal.aborted) return stopped();
    const pause = await options.checkpoint?.({ tabId: toolContext.tabId, signal });
    if (pause) return finish('handoff', pause);
    const verdict = guard.observe(calls, results);
    if (verdict) return finish(verdict.reason, verdict.message);
  }
}
