import { z } from 'zod';
import { Quote } from './panel-protocol';

/**
 * Every message that crosses an extension context, in one place. Each side validates what it receives with these
 * schemas (a content script lives beside hostile page code; a bug elsewhere must not become a crash) and checks who
 * sent it (see ./messaging.ts). Add a message here first; never copy one of these types into a context.
 */

// ---- one-shot messages handled by the service worker (chrome.runtime.sendMessage) ----
export const ToWorker = z.discriminatedUnion('type', [
  /** Content script: a frame says it is alive (also lets tests see the frame tree the worker knows). */
  z.object({ type: z.literal('worker/ping') }),
  /** Palette overlay (content script, top frame): run this task on the sender's tab and show the panel. */
  z.object({ type: z.literal('palette/submit'), text: z.string().min(1).max(20_000), token: z.string().max(100) }),
  /** Palette overlay: recent tasks to offer. */
  z.object({ type: z.literal('palette/recent') }),
  /** Options page: call the provider with its current settings and report the real error on failure. */
  z.object({ type: z.literal('provider/test'), providerId: z.string() }),
  /** Options page / panel: list models the endpoint offers (`cached`: the last list fetched, without a request). */
  z.object({ type: z.literal('provider/models'), providerId: z.string(), cached: z.boolean().optional() }),
  /**
   * Palette frame (with its token): the sender tab's hand-off. `state` asks whether a task runs or waits for the user;
   * `take-over` pauses the running task at its next step; `hand-back` resumes a waiting one, with the user's note.
   */
  z.object({
    type: z.literal('palette/handoff'),
    action: z.enum(['state', 'take-over', 'hand-back']),
    note: z.string().max(4000).optional(),
    token: z.string().max(100),
  }),
  /** Side panel history: show a past conversation (from IndexedDB) in this tab's chat, to read or go on with it. */
  z.object({ type: z.literal('history/open'), tabId: z.number().int(), conversationId: z.string().min(1).max(200) }),
  // ---- skills (issue 14): the library lives in the worker (src/background/skills) ----
  /** Options page / panel: the library, each scheduled skill's next run and the recent runs. */
  z.object({ type: z.literal('skills/list') }),
  /** Palette (content script): the skills' names and descriptions, for completion after `/`. */
  z.object({ type: z.literal('palette/skills') }),
  /** Options page: add or replace one skill (validated by the worker with the Skill schema). */
  z.object({ type: z.literal('skills/put'), skill: z.unknown() }),
  z.object({ type: z.literal('skills/delete'), id: z.string().min(1).max(100) }),
  /**
   * Options page: a skills file's text; all of it is imported or nothing. A name already in the library is not
   * replaced unless the user said so: without `onClash` the worker imports nothing and names the clashes.
   */
  z.object({
    type: z.literal('skills/import'),
    text: z.string().max(5_000_000),
    onClash: z.enum(['replace', 'keep-both']).optional(),
  }),
  /** Panel: "Save as skill" on the tab's conversation. */
  z.object({
    type: z.literal('skills/save'),
    tabId: z.number().int(),
    name: z.string().min(1).max(60),
    description: z.string().max(1000).optional(),
  }),
  /** Options page: a skill written from a prompt alone, with no recorded steps. */
  z.object({
    type: z.literal('skills/create'),
    name: z.string().min(1).max(60),
    goal: z.string().min(1).max(4000),
    startUrl: z.string().max(4000).optional(),
  }),
  /** Panel: run a skill on the tab (`/name args`), with the values of the small form; `trust`: run an imported one. */
  z.object({
    type: z.literal('skills/run'),
    tabId: z.number().int(),
    name: z.string().min(1).max(60),
    args: z.string().max(20_000).default(''),
    values: z.record(z.string().max(40), z.string().max(20_000)).default({}),
    trust: z.boolean().default(false),
  }),
]);
export type ToWorker = z.infer<typeof ToWorker>;

// ---- one-shot messages handled by content scripts (chrome.tabs.sendMessage): see content-protocol.ts ----
export { ToContent } from './content-protocol';

export interface ContentPong {
  url: string;
  isTop: boolean;
  title: string;
}

// ---- the side panel's long-lived port to the worker (name PANEL_PORT) ----
export const PANEL_PORT = 'tabwright-panel';

export const Attachment = z.object({
  name: z.string().max(500),
  mimeType: z.string().max(200),
  /** base64 of the bytes; bounded so one message cannot exhaust the worker. */
  data: z.string().max(30_000_000),
});
export type Attachment = z.infer<typeof Attachment>;

export { Quote };

export const PanelToWorker = z.discriminatedUnion('type', [
  /** The panel shows this tab's chat; the worker answers with session/state and then streams events. */
  z.object({ type: z.literal('panel/attach'), tabId: z.number().int() }),
  z.object({
    type: z.literal('chat/send'),
    tabId: z.number().int(),
    text: z.string().min(1).max(100_000),
    attachments: z.array(Attachment).max(10).default([]),
    quotes: z.array(Quote).max(8).default([]),
  }),
  z.object({ type: z.literal('chat/stop'), tabId: z.number().int() }),
  z.object({ type: z.literal('chat/new'), tabId: z.number().int() }),
  z.object({ type: z.literal('chat/continue'), tabId: z.number().int() }),
  /** Take over: the running task pauses at its next step boundary and the tab is the user's. */
  z.object({ type: z.literal('handoff/take-over'), tabId: z.number().int() }),
  /** Continue / Hand back: the waiting task resumes, told what changed and the user's optional note. */
  z.object({ type: z.literal('handoff/resume'), tabId: z.number().int(), note: z.string().max(4000).optional() }),
  /** The user's answer to a question the worker asked (site permission, confirmation). */
  z.object({
    type: z.literal('ask/answer'),
    tabId: z.number().int(),
    askId: z.string(),
    answer: z.enum(['allow-once', 'allow-always', 'deny']),
  }),
  // ---- the MCP bridge (src/background/bridge): external agents ----
  /** The user's answer to an external agent's pairing request. */
  z.object({ type: z.literal('mcp/pair'), conn: z.number().int(), allow: z.boolean() }),
  z.object({ type: z.literal('mcp/disconnect'), conn: z.number().int() }),
  /** Let external agents act in this tab, outside their own tab group. */
  z.object({ type: z.literal('mcp/grant-tab'), tabId: z.number().int() }),
]);
export type PanelToWorker = z.infer<typeof PanelToWorker>;

// ---- the worker's messages to panels, validated by the panel: see panel-protocol.ts ----
export { parseWorkerToPanel, PolicyAsk, SessionView, WorkerToPanel } from './panel-protocol';
export type { PanelEvent } from './panel-protocol';
