/**
 * One event union for every provider and for the loop. The loop forwards provider events as they arrive (text and
 * tool-call deltas stream to the panel) and adds its own step / tool / done events. Events are plain JSON so they
 * cross the port to the side panel without conversion.
 *
 * Order for one model step:
 *   step_start, message_start, (text_delta | thinking_delta | toolcall_start | toolcall_delta | toolcall_end | usage | retry)*,
 *   [error], message_end, (tool_start, tool_result)*, step_end
 * and once per run, last: done.
 */
import type { AgentError } from './errors';
import type { AssistantMessage, ToolCallPart, ToolResultMessage } from './messages';
import type { Usage } from './usage';

/** Events a provider stream yields. A stream always ends with exactly one `message_end`; it never throws. */
export type ProviderEvent =
  /** The (empty) assistant message the deltas belong to; its id is the `messageId` of the deltas. */
  | { type: 'message_start'; message: AssistantMessage }
  | { type: 'text_delta'; messageId: string; delta: string }
  | { type: 'thinking_delta'; messageId: string; delta: string }
  | { type: 'toolcall_start'; messageId: string; toolCallId: string; name: string }
  /** A piece of the tool call's JSON arguments, as streamed (not valid JSON on its own). */
  | { type: 'toolcall_delta'; messageId: string; toolCallId: string; delta: string }
  | { type: 'toolcall_end'; messageId: string; toolCall: ToolCallPart }
  /** Running usage for this message; the last one wins (providers report input early and output late). */
  | { type: 'usage'; messageId: string; usage: Usage }
  /** A retryable failure before any output; the provider waits `delayMs` then tries again. */
  | { type: 'retry'; attempt: number; maxRetries: number; delayMs: number; error: AgentError }
  /** The stream failed; `message_end` follows with the partial message (stopReason 'error' or 'aborted'). */
  | { type: 'error'; error: AgentError }
  | { type: 'message_end'; message: AssistantMessage };

/**
 * Why a run of the loop ended.
 * - `completed`: the model answered without asking for tools.
 * - `max_steps`, `time_limit`: a guard from settings stopped it.
 * - `repeated_action`: the same page-changing call ran repeatedly with no page change.
 * - `repeated_error`: the same tool error came back three times in a row.
 * - `aborted`: the user pressed Stop.
 * - `error`: a provider error that retries did not fix (see the `error` event before `done`).
 * - `handoff`: paused at a step boundary for the user (RunAgentOptions.checkpoint); the task waits for Continue.
 */
export type AgentStopReason =
  | 'completed'
  | 'max_steps'
  | 'time_limit'
  | 'repeated_action'
  | 'repeated_error'
  | 'aborted'
  | 'error'
  | 'handoff';

export type LoopEvent =
  | { type: 'step_start'; step: number }
  | { type: 'tool_start'; toolCallId: string; name: string; args: Record<string, unknown> }
  | { type: 'tool_result'; message: ToolResultMessage }
  /** `usage` is this step's model usage; `total` is the run so far (including earlier runs of a resumed task). */
  | { type: 'step_end'; step: number; usage: Usage; total: Usage }
  /** Always the last event of a run. `message` explains guard stops and errors in words for the panel. */
  | { type: 'done'; stopReason: AgentStopReason; message?: string; usage: Usage };

export type AgentEvent = ProviderEvent | LoopEvent;
