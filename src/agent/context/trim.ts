/**
 * Keeps a long task inside the model's context window instead of failing. When the estimate passes the budget, the
 * middle of the conversation is replaced by one summary note: the task (first user message) and the recent turns
 * stay whole. The cut moves rarely (we trim down to ~60% of the budget, then reuse the same cut while it fits), so
 * the prefix the provider cached stays valid between trims.
 *
 * The summary is mechanical (what was said and which tools ran with what outcome), deterministic and free. Tool
 * output is NOT copied into it: it is page-derived and the summary is outside any untrusted block.
 */
import type { Message, ToolResultMessage, UserMessage } from '../../shared/model';
import { estimateMessageTokens, estimateTokens } from './estimate';

export interface FitOptions {
  /** Tokens the messages may use: context window minus the output reserve, system prompt and tools. */
  budget: number;
  /** The cut returned by the previous call; reused while it fits so the cached prefix survives. */
  previousCut?: string;
  /** Fraction of the budget to trim down to when a new cut is needed. */
  target?: number;
}

export interface FitResult {
  messages: Message[];
  /** False when even the task plus the last turn do not fit after truncation: report context_limit. */
  fits: boolean;
  /** Id of the first message kept after the summary; pass back as previousCut. */
  cut?: string;
}

const MAX_SUMMARY_LINES = 60;

export function fitContext(messages: Message[], options: FitOptions): FitResult {
  if (estimateTokens(messages) <= options.budget || messages.length < 3) return finish(messages, options.budget);
  const units = groupTurns(messages);
  const head = units[0]!;
  const rest = units.slice(1);

  const previous = rest.findIndex((unit) => unit[0]!.id === options.previousCut);
  if (previous > 0) {
    const candidate = assemble(head, rest.slice(0, previous), rest.slice(previous));
    if (estimateTokens(candidate) <= options.budget)
      return { messages: candidate, fits: true, cut: options.previousCut };
  }

  const goal = options.budget * (options.target ?? 0.6) - estimateTokens(head);
  let start = rest.length - 1;
  let used = estimateTokens(rest[start]!);
  while (start > 1 && used + estimateTokens(rest[start - 1]!) <= goal) used += estimateTokens(rest[--start]!);
  const trimmed = assemble(head, rest.slice(0, start), rest.slice(start));
  return { ...finish(trimmed, options.budget), cut: rest[start]![0]!.id };
}

/** A unit never separates an assistant message from its tool results (both APIs reject orphans). */
function groupTurns(messages: Message[]): Message[][] {
  const units: Message[][] = [];
  for (const message of messages) {
    if (message.role === 'toolResult' && units.length) units.at(-1)!.push(message);
    else units.push([message]);
  }
  return units;
}

function assemble(head: Message[], dropped: Message[][], tail: Message[][]): Message[] {
  if (dropped.length === 0) return [...head, ...tail.flat()];
  return [...head, summaryOf(dropped.flat()), ...tail.flat()];
}

export function summaryOf(dropped: Message[]): UserMessage {
  const results = new Map(
    dropped.filter((m): m is ToolResultMessage => m.role === 'toolResult').map((m) => [m.toolCallId, m]),
  );
  const lines: string[] = [];
  for (const message of dropped) {
    if (message.role === 'user')
      lines.push(
        `- user: ${clip(message.content.map((p) => (p.type === 'text' ? p.text : '[image]')).join(' '), 200)}`,
      );
    if (message.role !== 'assistant') continue;
    for (const part of message.content) {
      if (part.type === 'text' && part.text.trim()) lines.push(`- you said: ${clip(part.text, 200)}`);
      if (part.type !== 'toolCall') continue;
      const result = results.get(part.id);
      const outcome = !result ? 'no result' : result.isError ? `error: ${clip(result.text, 120)}` : 'ok';
      lines.push(`- ${part.name} ${clip(JSON.stringify(part.args), 120)} -> ${outcome}`);
    }
  }
  const shown = lines.slice(-MAX_SUMMARY_LINES);
  const omitted = lines.length - shown.length;
  const text =
    `[Context trimmed: ${dropped.length} earlier messages were removed to fit the context window. ` +
    `Page state from then is stale; take a new snapshot. What happened:]\n` +
    (omitted ? `- (${omitted} earlier actions not listed)\n` : '') +
    shown.join('\n');
  const first = dropped[0]!;
  // Id and timestamp derive from the dropped span, so the same cut yields the same bytes.
  return { role: 'user', id: `summary_${first.id}`, createdAt: first.createdAt, content: [{ type: 'text', text }] };
}

/** Last resort before giving up: shorten the largest tool outputs (a huge snapshot or page text). */
function finish(messages: Message[], budget: number): FitResult {
  let out = messages;
  for (let round = 0; round < 8 && estimateTokens(out) > budget; round++) {
    const largest = out.reduce(
      (best, m, i) =>
        m.role === 'toolResult' && estimateMessageTokens(m) > estimateMessageTokens(out[best]!) ? i : best,
      out.findIndex((m) => m.role === 'toolResult'),
    );
    const target = out[largest];
    if (largest < 0 || target?.role !== 'toolResult' || target.text.length < 2000) break;
    const keep = Math.floor(target.text.length / 2);
    out = out.map((m, i) =>
      i === largest && m.role === 'toolResult'
        ? {
            ...m,
            text: `${m.text.slice(0, keep)}\n[truncated ${m.text.length - keep} characters to fit the context window]`,
          }
        : m,
    );
  }
  return { messages: out, fits: estimateTokens(out) <= budget };
}

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
