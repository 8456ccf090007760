/**
 * Accumulates one assistant message from streamed pieces and produces the matching ProviderEvents. Both adapters
 * feed it, so partial-JSON handling, stop reasons and error cleanup behave the same for every provider.
 */
import {
  newId,
  type AgentError,
  type AssistantMessage,
  type ModelStopReason,
  type ProviderEvent,
  type ToolCallPart,
} from '../../shared/model';
import { estimateCost, type Pricing, type Usage } from '../../shared/model/usage';

interface OpenToolCall {
  id: string;
  name: string;
  raw: string;
  /** Position in message.content, so parallel calls keep the order the model gave. */
  slot: number;
}

export class MessageBuilder {
  readonly message: AssistantMessage;
  private pending: ProviderEvent[] = [];
  private open = new Map<string, OpenToolCall>();
  private usage: Omit<Usage, 'costUsd'> = { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 };
  private sawOutput = false;

  constructor(
    provider: string,
    model: string,
    private readonly pricing?: Pricing,
  ) {
    this.message = {
      role: 'assistant',
      id: newId('msg'),
      createdAt: Date.now(),
      content: [],
      stopReason: 'stop',
      provider,
      model,
    };
    this.pending.push({ type: 'message_start', message: structuredClone(this.message) });
  }

  /** True once any text or tool call arrived: retrying then would show the user duplicated output. */
  get hasOutput(): boolean {
    return this.sawOutput;
  }

  text(delta: string): void {
    this.append('text', delta);
  }

  thinking(delta: string): void {
    this.append('thinking', delta);
  }

  /** Streamed text of one kind joins the part before it when that part is of the same kind. */
  private append(type: 'text' | 'thinking', delta: string): void {
    if (!delta) return;
    this.sawOutput = true;
    const last = this.message.content.at(-1);
    if (last?.type === type) last.text += delta;
    else this.message.content.push({ type, text: delta });
    this.pending.push({ type: type === 'text' ? 'text_delta' : 'thinking_delta', messageId: this.message.id, delta });
  }

  /** `key` is the provider's handle for the call (block index, tool_calls index); `id` may be missing on some servers. */
  toolStart(key: string, id: string | undefined, name: string): void {
    this.sawOutput = true;
    const call: OpenToolCall = { id: id || newId('call'), name, raw: '', slot: this.message.content.length };
    this.message.content.push({ type: 'toolCall', id: call.id, name, args: {} });
    this.open.set(key, call);
    this.pending.push({ type: 'toolcall_start', messageId: this.message.id, toolCallId: call.id, name });
  }

  isOpen(key: string): boolean {
    return this.open.has(key);
  }

  openId(key: string): string | undefined {
    return this.open.get(key)?.id;
  }

  toolDelta(key: string, delta: string): void {
    const call = this.open.get(key);
    if (!call || !delta) return;
    call.raw += delta;
    this.pending.push({ type: 'toolcall_delta', messageId: this.message.id, toolCallId: call.id, delta });
  }

  toolEnd(key: string): void {
    const call = this.open.get(key);
    if (!call) return;
    this.open.delete(key);
    const part: ToolCallPart = { type: 'toolCall', id: call.id, name: call.name, ...parseArgs(call.raw) };
    this.message.content[call.slot] = part;
    this.pending.push({ type: 'toolcall_end', messageId: this.message.id, toolCall: part });
  }

  /** Merges what the provider reported so far (Anthropic reports input at start and output at the end). */
  setUsage(partial: Partial<Omit<Usage, 'costUsd'>>): void {
    this.usage = { ...this.usage, ...definedOnly(partial) };
    const usage: Usage = { ...this.usage, costUsd: estimateCost(this.usage, this.pricing) };
    this.message.usage = usage;
    this.pending.push({ type: 'usage', messageId: this.message.id, usage });
  }

  setStopReason(reason: ModelStopReason): void {
    this.message.stopReason = reason;
  }

  /** Events produced since the last drain, in order. */
  drain(): ProviderEvent[] {
    const out = this.pending;
    this.pending = [];
    return out;
  }

  /** Ends a stream that completed normally. Servers that say "stop" with tool calls still mean tool use. */
  finish(): ProviderEvent[] {
    for (const key of [...this.open.keys()]) this.toolEnd(key);
    // An empty <think></think> (a reasoning model told not to think) is not worth a fold in the panel.
    this.message.content = this.message.content.filter((p) => p.type !== 'thinking' || p.text.trim() !== '');
    const hasCalls = this.message.content.some((p) => p.type === 'toolCall');
    if (hasCalls && this.message.stopReason === 'stop') this.message.stopReason = 'tool_use';
    this.message.completedAt = Date.now();
    this.pending.push({ type: 'message_end', message: this.message });
    return this.drain();
  }

  /**
   * Ends a failed stream. Tool calls are dropped: a call without a result would make the next request invalid for
   * both APIs, and the loop must not act on a response that did not finish. Text already streamed is kept.
   */
  fail(error: AgentError): ProviderEvent[] {
    this.open.clear();
    this.message.content = this.message.content.filter((p) => p.type !== 'toolCall');
    this.message.stopReason = error.kind === 'aborted' ? 'aborted' : 'error';
    this.message.error = { kind: error.kind, message: error.message };
    this.message.completedAt = Date.now();
    this.pending.push({ type: 'error', error }, { type: 'message_end', message: this.message });
    return this.drain();
  }
}

/** Arguments must be a JSON object; anything else is kept raw so the loop can report it to the model. */
export function parseArgs(raw: string): { args: Record<string, unknown>; rawArgs?: string } {
  if (raw.trim() === '') return { args: {} };
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && !Array.isArray(value)) return { args: value as Record<string, unknown> };
  } catch {
    // fall through: malformed JSON is reported by the loop as an error result naming the problem
  }
  return { args: {}, rawArgs: raw };
}

function definedOnly<T extends object>(obj: T): Partial<T> {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => typeof v === 'number')) as Partial<T>;
}
