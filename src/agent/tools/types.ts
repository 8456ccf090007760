import type { z } from 'zod';
import type { BrowserPort, ToolImage } from '../browser-port';
import type { HandoffRequest } from '../handoff/types';
import type { RiskTier } from '../policy/types';
import type { ToolEffects, EffectsContext } from './effects';

// ToolImage is declared in the port, which must not import this file (this file imports the port): no type cycle.
export type { RiskTier, ToolImage };

/**
 * A tool's outcome is a value, never a throw: failures go back to the model with a hint of what to do next.
 * `text` is what the model reads. Page-derived text must already be inside an untrusted block (see prompts/untrusted).
 */
export type ToolResult =
  | {
      ok: true;
      text: string;
      image?: ToolImage;
      pageChanged?: boolean;
      /** Lets the context manager collapse stale page state (model/messages.ts ToolResultKind). */
      kind?: 'snapshot' | 'screenshot' | 'other';
      /** The agent now works in this tab (the `tabs` tool switched or opened one): use it as ToolContext.tabId. */
      tabId?: number;
      /** From call to result, and the part spent waiting for the page to settle (benchmark, panel). */
      timing?: { totalMs: number; settleMs: number };
    }
  | { ok: false; error: string; hint?: string };

export interface ToolContext {
  /** The tab the session is bound to (the agent may switch it with the `tabs` tool). */
  tabId: number;
  browser: BrowserPort;
  signal: AbortSignal;
  /** Files the user attached in the chat (base64), for `upload_file`. */
  attachments?: ReadonlyArray<{ name: string; mimeType: string; data: string }>;
  /** Pauses the task at the end of this step and hands the tab to the user (ask_user). Absent: no hand-off here. */
  requestHandoff?: (request: HandoffRequest) => void;
}

export interface ToolDef<S extends z.ZodType = z.ZodType> {
  /** A contract: prompts, tests and saved tasks use these names. */
  name: string;
  /** What the model reads to decide when to use the tool. */
  description: string;
  parameters: S;
  risk: RiskTier;
  /** Page-changing tools run one at a time; read-only ones may run together. */
  changesPage: boolean;
  /**
   * What this call will do, from its arguments and the page, before it runs: the element(s) that will really
   * receive the click or keys, the URLs it loads, the fields it fills and with what, the form it submits. Policy
   * decides on these facts (src/background/policy/facts.ts), never on the model's words. Required for every tool
   * whose risk is not 'read' (registry.test.ts); a read tool without it is judged on the page it reads.
   */
  effects?(args: z.infer<S>, ctx: EffectsContext): Promise<ToolEffects>;
  /**
   * When the model has no screenshot tool: 'drop' for tools that only take screenshot pixels (click_xy, type_xy),
   * or the variant to offer instead (drag by refs only). Undefined: the tool is offered as it is.
   */
  withoutScreenshot?: 'drop' | ToolDef;
  execute(args: z.infer<S>, ctx: ToolContext): Promise<ToolResult>;
}

/** Keeps the schema's inferred type when declaring a tool in its own file. */
export function defineTool<S extends z.ZodType>(tool: ToolDef<S>): ToolDef<S> {
  return tool;
}
