// The step queue, and turning a step into a provider-neutral reply: refs resolved, arguments serialized,
// usage estimated. Anything the test did not foresee becomes a Failure instead of a guess.
import { findLatestSnapshot, resolveInContext } from './resolve.js';
import type { FailureKind, RecordedRequest, Step, StepSource, ToolCallSpec } from './types.js';

export interface PlannedCall {
  id?: string;
  name: string;
  /** The arguments string as the model "wrote" it (maybe broken JSON). */
  arguments: string;
}

export interface Usage {
  input: number;
  output: number;
  cached: number;
}

export interface Reply {
  text: string;
  calls: PlannedCall[];
  usage: Usage;
}

export type Planned = { ok: true; reply: Reply } | { ok: false; kind: FailureKind; message: string };

export class Script {
  private queue: StepSource[] = [];

  add(steps: StepSource | StepSource[]): void {
    this.queue.push(...(Array.isArray(steps) ? steps : [steps]));
  }

  get remaining(): number {
    return this.queue.length;
  }

  clear(): void {
    this.queue = [];
  }

  next(req: RecordedRequest): Step | undefined {
    const source = this.queue.shift();
    return typeof source === 'function' ? source(req) : source;
  }
}

/** Rough token count; plausible numbers for cost features, not a tokenizer. */
export function estimateTokens(chars: number): number {
  return Math.ceil(chars / 4);
}

function stepCalls(step: Step): ToolCallSpec[] | string {
  const kinds = [step.tool !== undefined, step.tools !== undefined, step.fail !== undefined].filter(Boolean).length;
  if (kinds > 1) return 'a step takes only one of tool, tools, fail';
  if (kinds === 0 && step.say === undefined) return 'a step needs say, tool, tools or fail';
  if (step.tools) return step.tools;
  if (step.tool === undefined) return [];
  const { tool, target, refArg, targets, args, rawArguments, id, undeclared } = step;
  return [{ tool, target, refArg, targets, args, rawArguments, id, undeclared } as ToolCallSpec];
}

function planCall(spec: ToolCallSpec, req: RecordedRequest): PlannedCall | { kind: FailureKind; message: string } {
  if (!spec.undeclared && !req.toolNames.includes(spec.tool)) {
    const declared = req.toolNames.length > 0 ? req.toolNames.join(', ') : 'none';
    return {
      kind: 'undeclared-tool',
      message: `tool "${spec.tool}" is not declared in the request (declared: ${declared})`,
    };
  }
  const base = { name: spec.tool, ...(spec.id !== undefined ? { id: spec.id } : {}) };
  if (spec.rawArguments !== undefined) return { ...base, arguments: spec.rawArguments };
  const targets = { ...(spec.target ? { [spec.refArg ?? 'ref']: spec.target } : {}), ...spec.targets };
  const refs: Record<string, string> = {};
  for (const [arg, target] of Object.entries(targets)) {
    req.snapshot ??= findLatestSnapshot(req.messages);
    const resolved = resolveInContext(target, req.messages);
    if (!resolved.ok) return { kind: resolved.kind, message: `${spec.tool}.${arg}: ${resolved.message}` };
    refs[arg] = resolved.ref;
  }
  return { ...base, arguments: JSON.stringify({ ...refs, ...spec.args }) };
}

export function planReply(step: Step, req: RecordedRequest, cachedChars: number): Planned {
  const specs = stepCalls(step);
  if (typeof specs === 'string') return { ok: false, kind: 'bad-step', message: specs };
  const calls: PlannedCall[] = [];
  for (const spec of specs) {
    const call = planCall(spec, req);
    if ('kind' in call) return { ok: false, ...call };
    calls.push(call);
  }
  const text = step.say ?? '';
  const outChars = text.length + calls.reduce((sum, call) => sum + call.name.length + call.arguments.length, 0);
  const usage: Usage = {
    input: step.usage?.input ?? estimateTokens(req.rawBody.length),
    output: step.usage?.output ?? Math.max(1, estimateTokens(outChars)),
    cached: step.usage?.cached ?? estimateTokens(cachedChars),
  };
  return { ok: true, reply: { text, calls, usage } };
}

/** Split into fragments so clients must reassemble text and arguments like with a real stream. */
export function fragments(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}
