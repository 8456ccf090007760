import { z } from 'zod';
import type { ConfirmationCard } from './confirmation';
import { McpPanelState } from './bridge-protocol';
import type { Result } from './errors';
import { HANDOFF_KINDS } from './handoff';
import type { AgentEvent, Message, Usage } from './model';

/**
 * The worker's messages to the side panel (over the PANEL_PORT port), part of the one protocol in protocol.ts,
 * which re-exports them. The panel parses each one (parseWorkerToPanel) before it touches it: a worker and a panel
 * of two builds can meet after an update, and a bad message must be dropped, not drawn half-way.
 *
 * The agent's own types (messages, events, cards) keep their TypeScript definitions in ./model and ./confirmation;
 * here each is checked for the fields the panel reads, and typed as itself (z.custom), so there is one type per
 * thing and the panel still gets the exact union.
 */

/** A zod type for T that accepts a value when `shape` does (extra fields are let through: the type is T's). */
function checked<T>(shape: z.ZodType, what: string) {
  return z.custom<T>((value) => shape.safeParse(value).success, `not ${what}`);
}

const UsageShape = z.object({
  input: z.number(),
  output: z.number(),
  cacheRead: z.number(),
  cacheWrite: z.number(),
  costUsd: z.number(),
});
const UsageOf = checked<Usage>(UsageShape, 'a usage');

const Part = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('text'), text: z.string() }),
  z.looseObject({ type: z.literal('thinking'), text: z.string() }),
  z.looseObject({ type: z.literal('image'), mediaType: z.string(), data: z.string() }),
  z.looseObject({
    type: z.literal('toolCall'),
    id: z.string(),
    name: z.string(),
    args: z.record(z.string(), z.unknown()),
  }),
]);
const MessageBase = { id: z.string(), createdAt: z.number() };
const AssistantShape = z.looseObject({
  ...MessageBase,
  role: z.literal('assistant'),
  content: z.array(Part),
  stopReason: z.string(),
});
const ToolResultShape = z.looseObject({
  ...MessageBase,
  role: z.literal('toolResult'),
  toolCallId: z.string(),
  toolName: z.string(),
  isError: z.boolean(),
  kind: z.string(),
  text: z.string(),
});
const MessageShape = z.discriminatedUnion('role', [
  z.looseObject({ ...MessageBase, role: z.literal('user'), content: z.array(Part) }),
  AssistantShape,
  ToolResultShape,
]);

const EventShape = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('message_start'), message: AssistantShape }),
  z.looseObject({ type: z.enum(['text_delta', 'thinking_delta']), messageId: z.string(), delta: z.string() }),
  z.looseObject({ type: z.literal('toolcall_start'), messageId: z.string(), toolCallId: z.string(), name: z.string() }),
  z.looseObject({ type: z.literal('toolcall_delta'), messageId: z.string(), toolCallId: z.string() }),
  z.looseObject({ type: z.literal('toolcall_end'), messageId: z.string(), toolCall: Part }),
  z.looseObject({ type: z.literal('usage'), messageId: z.string(), usage: UsageShape }),
  z.looseObject({ type: z.literal('retry'), attempt: z.number() }),
  z.looseObject({ type: z.literal('error'), error: z.looseObject({ kind: z.string(), message: z.string() }) }),
  z.looseObject({ type: z.literal('message_end'), message: AssistantShape }),
  z.looseObject({ type: z.literal('step_start'), step: z.number() }),
  z.looseObject({ type: z.literal('tool_start'), toolCallId: z.string(), name: z.string() }),
  z.looseObject({ type: z.literal('tool_result'), message: ToolResultShape }),
  z.looseObject({ type: z.literal('step_end'), step: z.number(), usage: UsageShape, total: UsageShape }),
  z.looseObject({ type: z.literal('done'), stopReason: z.string(), usage: UsageShape }),
]);

const CardShape = z.looseObject({
  kind: z.enum(['site', 'step', 'high-risk', 'plan']),
  tool: z.string(),
  action: z.string(),
  origin: z.string(),
  reasons: z.array(z.looseObject({ code: z.string(), text: z.string() })),
  choices: z.array(z.enum(['once', 'always', 'deny'])),
  grants: z.array(z.looseObject({ kind: z.string(), origin: z.string() })),
  always: z.array(z.looseObject({ origin: z.string(), kind: z.string() })),
});

/** What the panel needs to draw a conversation: the agent's own message model, plus status and totals. */
export const SessionView = z.object({
  tabId: z.number().int(),
  conversationId: z.string(),
  title: z.string(),
  /** `waiting`: handed to the user (hand-off); it waits, without limit, for Continue. */
  status: z.enum(['idle', 'running', 'interrupted', 'error', 'waiting']),
  messages: z.array(checked<Message>(MessageShape, 'a message')),
  /** Status `waiting`: why the user has the tab and what to do (empty `instructions`: say it by `kind`). */
  handoff: z
    .object({
      kind: z.enum(HANDOFF_KINDS),
      reason: z.string(),
      instructions: z.string(),
      since: z.number(),
      /** The host of the page the user is handed (what they sign in to, pay on, type a code into). */
      site: z.string().max(300).optional(),
    })
    .optional(),
  /** Take over was pressed: the task pauses at its next step. */
  takingOver: z.boolean().optional(),
  /** Messages the user typed while the agent ran; they go to the model at its next step. */
  queued: z.array(z.string()),
  error: z.object({ kind: z.string(), message: z.string() }).optional(),
  usage: UsageOf,
  model: z.string().optional(),
});
export type SessionView = z.infer<typeof SessionView>;

/** One confirmation card as the panel shows it; `answer` is set once answered (the card stays, with the answer). */
export const PolicyAsk = z.object({
  askId: z.string(),
  toolCallId: z.string(),
  card: checked<ConfirmationCard>(CardShape, 'a confirmation card'),
  at: z.number(),
  answer: z.enum(['once', 'always', 'deny', 'aborted']).optional(),
  /** A refusal by policy (block list, secret in a URL...): shown as a notice, never asked. */
  blocked: z.literal(true).optional(),
});
export type PolicyAsk = z.infer<typeof PolicyAsk>;

/** A streamed agent event (text delta, tool step...): the agent core's event union, unchanged. */
export type PanelEvent = AgentEvent;

/**
 * Page text the user attached to a message (a selection, the page's title, a link or image URL): the page wrote it,
 * so it travels apart from the user's own words and reaches the model inside an untrusted block, as page data.
 * Both ways: the worker pre-fills it (context menu), the panel sends it with chat/send.
 */
export const Quote = z.object({
  kind: z.enum(['selection', 'page', 'link', 'image']),
  text: z.string().max(4000),
  /** The page it was taken from. */
  url: z.string().max(4000),
});
export type Quote = z.infer<typeof Quote>;

const tabId = z.number().int();

export const WorkerToPanel = z.discriminatedUnion('type', [
  z.object({ type: z.literal('session/state'), tabId, state: SessionView }),
  z.object({ type: z.literal('session/event'), tabId, event: checked<PanelEvent>(EventShape, 'an agent event') }),
  z.object({ type: z.literal('prefill'), tabId, text: z.string(), quotes: z.array(Quote).optional() }),
  /** The running task's origin sets (policy/origin-sets.ts), for the panel's one-line summary. */
  z.object({
    type: z.literal('policy/origins'),
    tabId,
    origins: z.object({ read: z.array(z.string()), write: z.array(z.string()) }),
  }),
  /** Policy asks the user (site permission, confirmation); the panel answers with `ask/answer`. */
  z.object({ type: z.literal('policy/ask'), tabId, ask: PolicyAsk }),
  z.object({ type: z.literal('policy/answered'), tabId, askId: z.string(), answer: PolicyAsk.shape.answer.unwrap() }),
  /** External agents (MCP bridge): sent to every panel, whatever its tab. */
  z.object({ type: z.literal('mcp/state'), state: McpPanelState }),
]);
export type WorkerToPanel = z.infer<typeof WorkerToPanel>;

/** Parses a message from the worker's port; an unknown or malformed one is an error value, never drawn. */
export function parseWorkerToPanel(message: unknown): Result<WorkerToPanel> {
  const parsed = WorkerToPanel.safeParse(message);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, error: `Rejected message: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid'}` };
}
