/** The loop's public contract: what the service worker passes in and gets back. */
import type {
  AgentError,
  AgentEvent,
  AgentStopReason,
  ImagePart,
  Message,
  ToolCallPart,
  Usage,
  UserMessage,
} from '../../shared/model';
import type { ModelCapabilities } from '../providers/capabilities';
import type { StreamFn } from '../providers/types';
import type { RiskTier, ToolContext, ToolDef } from '../tools/types';

export interface AgentSettings {
  model: string;
  /** Model steps (requests) per run. */
  maxSteps: number;
  /** Hard wall-clock limit for the run, model and tools included. */
  maxDurationMs: number;
  /** The same call with no page change this many times in a row stops the run. */
  maxRepeats: number;
  /** The same tool error this many times in a row stops the run (the prompt asks the model to stop at three). */
  maxSameError: number;
  /** Output tokens per response; also reserved out of the context window. */
  maxOutputTokens: number;
  /** Per-model overrides of the capability table, from the options page. */
  capabilityOverrides?: Record<string, Partial<ModelCapabilities>>;
  /** Tools that only produce images; not offered when no model can read images. */
  screenshotTools?: string[];
  /** The tool the loop runs when a screenshot cannot be described (default "snapshot"). */
  snapshotTool?: string;
}

export const DEFAULT_SETTINGS: Omit<AgentSettings, 'model'> = {
  maxSteps: 40,
  maxDurationMs: 15 * 60_000,
  maxRepeats: 3,
  maxSameError: 3,
  maxOutputTokens: 8192,
};

export interface ApprovalRequest {
  call: ToolCallPart;
  tool: ToolDef;
  /** Validated arguments. */
  args: unknown;
  risk: RiskTier;
  /** The tab the call acts in: the task's tab, or the one the `tabs` tool moved the agent to (ToolContext.tabId). */
  tabId: number;
}

export type ApprovalDecision = { allow: true } | { allow: false; reason?: string };

/** Describes a screenshot in words for a text-only model (see vision.ts). Rejects on failure or timeout. */
export type ImageDescriber = (image: ImagePart, signal: AbortSignal) => Promise<string>;

export interface RunAgentOptions {
  stream: StreamFn;
  tools: ToolDef[];
  /** The conversation so far, ending with the user's request (or an interrupted run to resume). */
  messages: Message[];
  settings: Pick<AgentSettings, 'model'> & Partial<AgentSettings>;
  signal?: AbortSignal;
  onEvent?: (event: AgentEvent) => void;
  /** Called after every change to the transcript: persist here, so a killed worker can resume. */
  onMessages?: (messages: Message[]) => void | Promise<void>;
  /** The tool context minus the signal; the loop supplies its own signal (Stop and the wall clock). */
  toolContext: Omit<ToolContext, 'signal'>;
  /** Policy hook: site permissions and confirmations. Absent means allow. */
  approve?: (request: ApprovalRequest) => Promise<ApprovalDecision>;
  /**
   * Messages the user typed while the agent was working, taken after each step's tool results and sent with them
   * (the user steering a running task). Return [] when there are none.
   */
  steer?: () => UserMessage[];
  /**
   * Asked at every step boundary, once the step's results are saved: a message pauses the run there, ending it
   * with stopReason 'handoff' (the task waits for the user: src/agent/handoff). Take over, ask_user, a detected
   * sign-in wall or CAPTCHA all pause here, so no step is ever cut in half. `tabId`: the tab the agent works in now.
   */
  checkpoint?: (at: { tabId: number; signal: AbortSignal }) => Promise<string | undefined>;
  /** Present when a vision model is configured for text-only models. */
  describeImage?: ImageDescriber;
  /** Usage of earlier runs of the same task, so totals continue. */
  usage?: Usage;
  /** Replaces the built-in system prompt (tests, experiments). Keep it byte-stable. */
  system?: string;
  /** Injected clock for tests. */
  now?: () => number;
}

export interface RunAgentResult {
  messages: Message[];
  stopReason: AgentStopReason;
  /** Explains guard stops and errors for the panel. */
  message?: string;
  error?: AgentError;
  usage: Usage;
  steps: number;
}
