/**
 * The part of a conversation that is still streaming. The worker sends the full session state after each change
 * and the agent's events in between; the panel draws state + whatever the events added since, so text appears as
 * it is written and a step shows the moment it starts. Pure, so it is unit-tested with plain event lists.
 */
import type { AgentEvent, AssistantMessage, Message, ToolResultMessage, Usage } from '../../shared/model';

export interface LiveState {
  /** The assistant message being streamed, until the state that contains it arrives. */
  message?: AssistantMessage;
  /** Results the events reported before the state caught up. */
  results: ToolResultMessage[];
  /** Tool calls started and not finished: their step lines show a spinner, and the page shows the highlight. */
  running: string[];
  /** Usage of the run so far, from step_end / done. */
  total?: Usage;
}

export const EMPTY_LIVE: LiveState = { results: [], running: [] };

function withMessage(
  state: LiveState,
  messageId: string,
  change: (m: AssistantMessage) => AssistantMessage,
): LiveState {
  if (!state.message || state.message.id !== messageId) return state;
  return { ...state, message: change(state.message) };
}

/** A delta joins the last part when it is of the same kind (as the worker's MessageBuilder does), else starts one. */
function appendText(m: AssistantMessage, type: 'text' | 'thinking', delta: string): AssistantMessage {
  const content = [...m.content];
  const last = content[content.length - 1];
  if (last?.type === type) content[content.length - 1] = { type, text: last.text + delta };
  else content.push({ type, text: delta });
  return { ...m, content };
}

export function applyEvent(state: LiveState, event: AgentEvent): LiveState {
  switch (event.type) {
    case 'message_start':
      return { ...state, message: { ...event.message, content: [...event.message.content] } };
    case 'text_delta':
      return withMessage(state, event.messageId, (m) => appendText(m, 'text', event.delta));
    case 'thinking_delta':
      return withMessage(state, event.messageId, (m) => appendText(m, 'thinking', event.delta));
    case 'toolcall_start':
      return withMessage(state, event.messageId, (m) => ({
        ...m,
        content: [...m.content, { type: 'toolCall', id: event.toolCallId, name: event.name, args: {} }],
      }));
    case 'toolcall_end':
      return withMessage(state, event.messageId, (m) => {
        const content = m.content.filter((p) => !(p.type === 'toolCall' && p.id === event.toolCall.id));
        return { ...m, content: [...content, event.toolCall] };
      });
    case 'usage':
      return withMessage(state, event.messageId, (m) => ({ ...m, usage: event.usage }));
    case 'message_end':
      return { ...state, message: event.message };
    case 'tool_start':
      return { ...state, running: [...state.running.filter((id) => id !== event.toolCallId), event.toolCallId] };
    case 'tool_result':
      return {
        ...state,
        results: [...state.results, event.message],
        running: state.running.filter((id) => id !== event.message.toolCallId),
      };
    case 'step_end':
      return { ...state, total: event.total };
    case 'done':
      return { ...state, running: [], total: event.usage };
    default:
      return state;
  }
}

/** The conversation to draw: the saved messages, then what the events added that the state does not hold yet. */
export function mergeLive(saved: readonly Message[], live: LiveState): Message[] {
  const ids = new Set(saved.map((m) => m.id));
  const extra: Message[] = [];
  if (live.message && !ids.has(live.message.id)) extra.push(live.message);
  for (const result of live.results) if (!ids.has(result.id)) extra.push(result);
  return extra.length ? [...saved, ...extra] : [...saved];
}
