// Public types of the fake LLM server. Tests script the model by intent ("click the Save button"), the server
// turns that into the wire format of the provider the extension talks to. See README.md.

export type Provider = 'openai' | 'anthropic';

/** An element the fake model wants to act on, resolved to a ref from the latest snapshot in the request. */
export interface Target {
  /** Snapshot role, compared exactly (`button`, `textbox`, `link`...). */
  role?: string;
  /** Accessible name. A string is compared per `match`; a RegExp is tested against the name. */
  name?: string | RegExp;
  /** `exact` (default) or `substring` (case-insensitive). */
  match?: 'exact' | 'substring';
  /** 0-based pick among several matches. Without it, more than one match fails loudly (ambiguous intent). */
  nth?: number;
}

/** One tool call the fake model makes. */
export interface ToolCallSpec {
  tool: string;
  /** Resolved to a ref that goes into `args[refArg]`. */
  target?: Target;
  /** Argument name for `target`'s ref; default `ref`. */
  refArg?: string;
  /** More targets by argument name, e.g. `{ toRef: { role: 'listitem', name: 'Done' } }` for a drag. */
  targets?: Record<string, Target>;
  /** Plain arguments, merged after the resolved refs. */
  args?: Record<string, unknown>;
  /** Sent verbatim as the arguments string (e.g. broken JSON on purpose). Wins over args and targets. */
  rawArguments?: string;
  /** Tool call id; default `call_<n>` (OpenAI) / `toolu_fake_<n>` (Anthropic). */
  id?: string;
  /** Let the model call a tool the request did not declare (a hallucinated tool). Otherwise that is a failure. */
  undeclared?: boolean;
}

/** An HTTP error answered in the provider's real error body shape. */
export interface ErrorSpec {
  status: number;
  message?: string;
  /** Seconds, sent as the `Retry-After` header. */
  retryAfter?: number;
  /** Replaces the provider-shaped body entirely. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** A promise the test controls, to do things while the server is in the middle of a step (press Stop mid-stream). */
export interface Gate {
  /** Resolves when the server reaches the hold point. */
  readonly reached: Promise<void>;
  /** Lets the server carry on. */
  release(): void;
  /** Server side: mark reached and wait for release. */
  pass(): Promise<void>;
}

export interface UsageOverride {
  input?: number;
  output?: number;
  cached?: number;
}

/**
 * One model turn. Exactly one of `say` (alone), `tool`, `tools` or `fail` decides the kind; `say` may go with a
 * tool call as text before it. Timing fields apply to every kind.
 */
export interface Step extends Partial<ToolCallSpec> {
  say?: string;
  tools?: ToolCallSpec[];
  fail?: ErrorSpec;
  /** Runs against the request before answering; a throw becomes a recorded failure and an HTTP 500. */
  expect?: (req: RecordedRequest) => void;
  usage?: UsageOverride;
  /** Shows in failures, to tell steps apart. */
  label?: string;
  /** Wait before the response headers. */
  delayMs?: number;
  /** Wait between stream events. */
  chunkDelayMs?: number;
  /** Destroy the socket after this many stream events (0 = right after the headers). */
  cutAfterChunks?: number;
  /** Wait for the gate: before the headers, or after `holdAfterChunks` stream events. */
  hold?: Gate;
  holdAfterChunks?: number;
}

/** A script entry: a fixed step or one computed from the request. */
export type StepSource = Step | ((req: RecordedRequest) => Step);

export interface NormalizedMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  text: string;
  /** On tool results: the call they answer. */
  toolCallId?: string;
  /** On assistant turns: the calls the model made, arguments as a JSON string. */
  toolCalls?: { id: string; name: string; arguments: string }[];
}

/** A model request as received. `body` is the wire JSON, typed loosely because it has two providers' shapes. */
export interface RecordedRequest {
  index: number;
  provider: Provider;
  method: string;
  path: string;
  headers: Record<string, string>;
  // `any` on purpose: wire JSON of two providers that tests poke into.
  body: Record<string, any>;
  rawBody: string;
  stream: boolean;
  model: string;
  /** System prompt text (OpenAI system/developer messages, or Anthropic `system`). */
  system: string;
  /** Conversation without the system prompt, tool results as role `tool`. */
  messages: NormalizedMessage[];
  /** Names of the tools the request declared. */
  toolNames: string[];
  /** The latest snapshot text the resolver found, if any. */
  snapshot?: string;
  /** HTTP status answered (undefined while in flight). */
  status?: number;
  /** The client went away before the response ended. */
  aborted: boolean;
}

export type FailureKind =
  | 'unresolved-target'
  | 'ambiguous-target'
  | 'no-snapshot'
  | 'undeclared-tool'
  | 'script-exhausted'
  | 'expect-failed'
  | 'bad-step'
  | 'bad-request'
  | 'unknown-route';

export interface Failure {
  kind: FailureKind;
  /** Index into `requests`, or -1 when the request was not a model call. */
  requestIndex: number;
  message: string;
}

export interface FakeLlmOptions {
  script?: StepSource[];
  /** Used when the script is empty; return undefined to fail as exhausted. May wait (relay mode: relay.ts). */
  responder?: (req: RecordedRequest) => Step | undefined | Promise<Step | undefined>;
  /** Ids listed by GET /models; default ['fake-model']. */
  models?: string[];
  /** When set, a different key gets the provider's real 401. */
  apiKey?: string;
  /** Characters per streamed text or arguments fragment; default 8. */
  chunkChars?: number;
  /** Default wait between stream events; default 0. */
  chunkDelayMs?: number;
}

export interface FakeLlm {
  /** http://127.0.0.1:<port> */
  url: string;
  /** `${url}/v1`: pass as `new OpenAI({ baseURL })`. */
  openaiBaseUrl: string;
  /** `url`: pass as `new Anthropic({ baseURL })` (the SDK adds /v1). */
  anthropicBaseUrl: string;
  /** Model calls (chat completions / messages) in arrival order. */
  requests: RecordedRequest[];
  failures: Failure[];
  /** Append steps, consumed one per model request. */
  script(steps: StepSource | StepSource[]): void;
  /** Steps not consumed yet. */
  remaining(): number;
  /** Resolves when model request `index` (0-based) has arrived. */
  waitForRequest(index: number): Promise<RecordedRequest>;
  /** Throws with every failure's details. */
  assertNoFailures(): void;
  /** assertNoFailures and the script was used up. */
  assertDone(): void;
  /** Forget script, requests and failures (reuse one server across tests). */
  reset(): void;
  close(): Promise<void>;
}
