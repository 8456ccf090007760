// Relay mode: a person or another language model plays the model through files. Each request the extension sends
// is written to <dir>/request-<n>.txt (readable) and .json (as recorded); the answer is read from
// <dir>/answer-<n>.json (a step: tool calls or text) or answer-<n>.txt (plain text = the final answer).
// See README.md, "Relay mode".
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { NormalizedMessage, RecordedRequest, Step, ToolCallSpec } from './types.js';

export interface RelayOptions {
  dir: string;
  /** Called with the readable text of each new request (the CLI prints it). */
  onRequest?: (readable: string, index: number) => void;
  /** Called when an answer was read (or was malformed: `error`). */
  onAnswer?: (index: number, step: Step | undefined, error?: string) => void;
  pollMs?: number;
  /** Give up waiting after this long (the request then fails as exhausted); default 30 minutes. */
  timeoutMs?: number;
  /**
   * A malformed answer is rejected only once its file has not changed for this long (default 1 s): a file still
   * being written (`cmd > answer-3.json` creates it empty first) is waited for, not set aside half-written.
   */
  settleMs?: number;
}

const key = (m: NormalizedMessage) => `${m.role}\u0000${m.text}\u0000${JSON.stringify(m.toolCalls ?? [])}`;

function formatMessage(m: NormalizedMessage): string {
  const head =
    m.role === 'tool' ? `--- tool result${m.toolCallId ? ` (${m.toolCallId})` : ''} ---` : `--- ${m.role} ---`;
  const calls = (m.toolCalls ?? []).map((c) => `-> call ${c.name} ${c.arguments}  [id ${c.id}]`);
  return [head, m.text, ...calls].filter((x) => x !== '').join('\n');
}

/**
 * The request as someone playing the model needs it: the system prompt and tool list the first time (and when
 * they change), then only the messages that are new since the previous request. Messages the extension rewrote
 * meanwhile (older page states collapsed) are said to be so, not reprinted.
 */
export function formatRequest(req: RecordedRequest, previous: RecordedRequest | undefined, dir: string): string {
  const out = [`=== request #${req.index} (${req.provider}, model ${req.model}, ${req.toolNames.length} tools) ===`];
  if (!previous || previous.system !== req.system) out.push('--- system prompt ---', req.system);
  else out.push(`(system prompt unchanged, ${req.system.length} chars)`);
  const tools = (req.body.tools ?? []) as Array<Record<string, any>>;
  if (!previous || previous.toolNames.join() !== req.toolNames.join()) {
    out.push('--- tools ---');
    for (const t of tools) {
      const fn = t.function ?? t;
      const params = fn.parameters ?? fn.input_schema ?? {};
      out.push(`${fn.name}(${fields(params)}): ${fn.description ?? ''}`);
    }
  }
  let same = 0;
  const before = previous?.messages ?? [];
  while (same < before.length && same < req.messages.length && key(before[same]!) === key(req.messages[same]!)) same++;
  if (same < before.length) out.push(`(${before.length - same} earlier message(s) were rewritten by the extension)`);
  else if (same > 0) out.push(`(${same} earlier message(s) unchanged)`);
  for (const m of req.messages.slice(same)) out.push(formatMessage(m));
  out.push(
    `=== answer: write ${path.join(dir, `answer-${req.index}.json`)} ===`,
    '  {"tool": "click", "args": {"ref": "e12"}}                      one tool call',
    '  {"tools": [{"tool": "type", "args": {...}}, ...], "say": "..."}  several calls, optional text before them',
    '  {"say": "final answer"}   or a plain-text answer-N.txt         the final answer (ends the task)',
  );
  return out.join('\n');
}

/** `a: string, b?: "x"|"y" = "x"`: an object schema's properties, `?` = optional, `= v` = the default. */
function fields(schema: Record<string, any>): string {
  const required = new Set<string>(schema.required ?? []);
  return Object.entries((schema.properties ?? {}) as Record<string, Record<string, any>>)
    .map(([name, p]) => {
      const fallback = p.default !== undefined ? ` = ${JSON.stringify(p.default)}` : '';
      return `${name}${required.has(name) ? '' : '?'}: ${typeOf(p)}${fallback}`;
    })
    .join(', ');
}

/**
 * A JSON schema as a model reads it, nested shapes included: `{ref: string, value: string|boolean|string[]}[]`.
 * The tool list printed only "array" for fill_form's fields, so whoever played the model had to open the raw .json
 * to learn what a field is (relay log, survey task).
 */
function typeOf(p: Record<string, any>): string {
  if (p.enum) return p.enum.map((e: unknown) => JSON.stringify(e)).join('|');
  if (p.const !== undefined) return JSON.stringify(p.const);
  const union = p.anyOf ?? p.oneOf;
  if (Array.isArray(union)) return union.map((u: Record<string, any>) => typeOf(u)).join('|');
  if (p.type === 'array') {
    const items = p.items as Record<string, any> | undefined;
    const union = Boolean(items?.anyOf ?? items?.oneOf) || items?.enum?.length > 1;
    const item = items ? typeOf(items) : 'any';
    return `${union ? `(${item})` : item}[]`;
  }
  if (p.type === 'object' && p.properties) return `{${fields(p)}}`;
  const type = Array.isArray(p.type) ? p.type.join('|') : (p.type ?? 'any');
  // An upper bound, or the player learns it from an error (scroll's pages <= 20: relay log C201). A lower one of 0
  // on every coordinate would be noise.
  return p.maximum === undefined ? type : `${type} (${p.minimum ?? ''}..${p.maximum})`;
}

/** Checks an answer file's JSON and turns it into a step; an error text says what is wrong. */
export function parseAnswer(raw: string, isJson: boolean): { step: Step } | { error: string } {
  if (!isJson) return raw.trim() ? { step: { say: raw.trim() } } : { error: 'empty answer' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    return { error: `not JSON: ${String(error)}` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { error: 'expected an object' };
  const v = value as Record<string, unknown>;
  const call = (c: unknown): ToolCallSpec | string => {
    if (typeof c !== 'object' || c === null) return 'a tool call must be an object';
    const o = c as Record<string, unknown>;
    if (typeof o.tool !== 'string') return 'a tool call needs "tool": "<name>"';
    if (o.args !== undefined && (typeof o.args !== 'object' || o.args === null)) return '"args" must be an object';
    return {
      tool: o.tool,
      ...(o.args ? { args: o.args as Record<string, unknown> } : {}),
      ...(o.target ? { target: o.target as ToolCallSpec['target'] } : {}),
    };
  };
  const say = typeof v.say === 'string' ? { say: v.say } : {};
  if (Array.isArray(v.tools)) {
    const calls = v.tools.map(call);
    const bad = calls.find((c) => typeof c === 'string');
    return bad ? { error: bad as string } : { step: { ...say, tools: calls as ToolCallSpec[] } };
  }
  if (v.tool !== undefined) {
    const c = call(v);
    return typeof c === 'string' ? { error: c } : { step: { ...say, ...c } };
  }
  return v.say !== undefined ? { step: say } : { error: 'expected "say", "tool" or "tools"' };
}

/**
 * A responder for startFakeLlm({ responder }). The extension retries a request that got no answer for a minute;
 * a retry of the request still waiting (same messages) keeps its number, so the answer file written for it
 * answers the retry.
 */
export function relayResponder(opts: RelayOptions): (req: RecordedRequest) => Promise<Step | undefined> {
  const { dir, pollMs = 150, timeoutMs = 30 * 60_000, settleMs = 1000 } = opts;
  mkdirSync(dir, { recursive: true });
  let previous: RecordedRequest | undefined;
  let waiting: { number: number; key: string } | undefined;
  let next = 0;
  return async (req) => {
    const reqKey = JSON.stringify([req.system, req.messages]);
    let number: number;
    if (waiting && waiting.key === reqKey) number = waiting.number;
    else {
      number = next++;
      const shown = { ...req, index: number };
      const readable = formatRequest(shown, previous, dir);
      writeFileSync(path.join(dir, `request-${number}.txt`), `${readable}\n`);
      writeFileSync(path.join(dir, `request-${number}.json`), JSON.stringify(shown.body, null, 2));
      previous = shown;
      waiting = { number, key: reqKey };
      opts.onRequest?.(readable, number);
    }
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      for (const [file, isJson] of [
        [`answer-${number}.json`, true],
        [`answer-${number}.txt`, false],
      ] as const) {
        const full = path.join(dir, file);
        if (!existsSync(full)) continue;
        const parsed = parseAnswer(readFileSync(full, 'utf8'), isJson);
        if ('error' in parsed) {
          if (Date.now() - statSync(full).mtimeMs < settleMs) continue; // maybe still being written
          // Move it aside so a corrected file can take its place; the error is written next to it.
          renameSync(full, `${full}.rejected`);
          writeFileSync(path.join(dir, `answer-${number}.error.txt`), `${parsed.error}\n`);
          opts.onAnswer?.(number, undefined, parsed.error);
          continue;
        }
        if (waiting?.number === number) waiting = undefined;
        opts.onAnswer?.(number, parsed.step);
        return parsed.step;
      }
      await new Promise((r) => setTimeout(r, pollMs));
    }
    return undefined;
  };
}
