/**
 * Catches a model that is stuck: the same call over and over while the page does not change, or the same error
 * coming back. The prompt asks the model to stop by itself after three identical errors; this enforces it.
 */
import type { ToolCallPart, ToolResultMessage } from '../../shared/model';

export interface GuardVerdict {
  reason: 'repeated_action' | 'repeated_error';
  message: string;
}

export class RepeatGuard {
  private lastCall = '';
  private sameCall = 0;
  private lastError = '';
  private sameError = 0;

  constructor(
    private readonly maxRepeats: number,
    private readonly maxSameError: number,
  ) {}

  /** Feed one step's calls and results in order; returns a verdict when the run should stop. */
  observe(calls: ToolCallPart[], results: ToolResultMessage[]): GuardVerdict | undefined {
    const byId = new Map(results.map((r) => [r.toolCallId, r]));
    for (const call of calls) {
      const result = byId.get(call.id);
      const signature = `${call.name} ${stableJson(call.args)}`;
      if (result?.pageChanged) {
        this.lastCall = '';
        this.sameCall = 0;
      } else {
        this.sameCall = signature === this.lastCall ? this.sameCall + 1 : 1;
        this.lastCall = signature;
        if (this.sameCall >= this.maxRepeats) {
          return {
            reason: 'repeated_action',
            message: `Stopped: the agent repeated \`${signature}\` ${this.sameCall} times without the page changing.`,
          };
        }
      }
      if (result?.isError) {
        const error = `${call.name}: ${result.text.split('\n')[0]}`;
        this.sameError = error === this.lastError ? this.sameError + 1 : 1;
        this.lastError = error;
        if (this.sameError >= this.maxSameError) {
          return {
            reason: 'repeated_error',
            message: `Stopped after the same error ${this.sameError} times in a row: ${error}`,
          };
        }
      } else if (result) {
        this.lastError = '';
        this.sameError = 0;
      }
    }
    return undefined;
  }
}

/** Key order must not make two identical calls look different. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
