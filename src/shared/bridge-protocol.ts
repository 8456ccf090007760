/**
 * The MCP bridge's messages (README, "Bring your own agent"). An MCP client's `tabwright-mcp` process talks to the
 * native host over a local socket, one JSON message per line; the native host relays each message to the worker
 * over Chrome native messaging inside an envelope naming the socket connection. The worker trusts nothing it gets:
 * every message from a client is parsed here, and a client must be paired before anything but `hello`.
 */
import { z } from 'zod';

/** The native messaging host's name: lower case, dots and underscores only (Chrome's rule). */
export const NATIVE_HOST_NAME = 'com.tabwright.mcp';
/** Chrome refuses a message from a native host above 1 MB; the host refuses longer client lines itself. */
export const MAX_HOST_MESSAGE_BYTES = 1024 * 1024;
/** The tab group an external agent works in unless the user grants it a tab. */
export const MCP_GROUP_TITLE = 'Tabwright (MCP)';
/** The extra tool an MCP client gets beside the browser tools. */
export const RUN_TASK = 'run_task';

export const RunTaskArgs = z
  .object({
    task: z
      .string()
      .min(1)
      .max(20_000)
      .describe("What Tabwright's own agent should do in the browser, in plain words."),
  })
  .strict();

export const ClientToWorker = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hello'),
    client: z.object({ name: z.string().min(1).max(100), version: z.string().max(50) }),
    /** A random key the CLI keeps per client name: the worker remembers a paired client by its hash. */
    key: z.string().min(16).max(200),
  }),
  z.object({
    type: z.literal('call'),
    id: z.number().int().nonnegative(),
    tool: z.string().min(1).max(100),
    args: z.record(z.string(), z.unknown()),
  }),
  z.object({ type: z.literal('cancel'), id: z.number().int().nonnegative() }),
]);
export type ClientToWorker = z.infer<typeof ClientToWorker>;

export interface CallResult {
  ok: boolean;
  text: string;
  image?: { mimeType: string; data: string };
}

export type WorkerToClient =
  /** Not paired yet: the user is asked in the side panel. */
  | { type: 'pairing' }
  | { type: 'welcome' }
  /** Pairing refused, or the client broke the protocol; the worker closes the connection after this. */
  | { type: 'refused'; reason: string }
  | ({ type: 'result'; id: number } & CallResult)
  /** The user pressed Disconnect, forgot the client, or turned the bridge off. */
  | { type: 'closed'; reason: string };

/** Native host -> worker: socket connections opening, their messages, and their end. */
export const HostToWorker = z.discriminatedUnion('kind', [
  /** The host listens on its socket: clients can connect now. */
  z.object({ kind: z.literal('ready') }),
  /** The host cannot serve (e.g. another browser has the bridge); it exits after this. */
  z.object({ kind: z.literal('error'), message: z.string().max(2000) }),
  z.object({ kind: z.literal('open'), conn: z.number().int() }),
  z.object({ kind: z.literal('message'), conn: z.number().int(), message: z.unknown() }),
  z.object({ kind: z.literal('close'), conn: z.number().int() }),
]);
export type HostToWorker = z.infer<typeof HostToWorker>;

export type WorkerToHost = { kind: 'message'; conn: number; message: WorkerToClient } | { kind: 'close'; conn: number };

/** chrome.storage.local keys: the user's switch (and ask timeout), and the clients they paired. */
export const MCP_CONFIG_KEY = 'mcpBridge';
export const MCP_PAIRED_KEY = 'mcpPaired';

export interface PairedClient {
  /** SHA-256 of the client's key, in hex. */
  id: string;
  name: string;
  pairedAt: number;
  lastSeen: number;
}

/** What the panel shows about external agents (validated by the panel like every worker message). */
export const McpPanelState = z.object({
  /** The native host is connected (the bridge is on and installed). */
  bridge: z.enum(['off', 'connected', 'unavailable']),
  bridgeError: z.string().optional(),
  /** Clients waiting for the user's pairing answer. */
  requests: z.array(z.object({ conn: z.number().int(), name: z.string() })),
  /** Paired clients connected now, and what each does. */
  agents: z.array(
    z.object({
      conn: z.number().int(),
      name: z.string(),
      tabId: z.number().int().optional(),
      activity: z.string().optional(),
    }),
  ),
  /** Tabs the user granted to external agents outside their group. */
  granted: z.array(z.number().int()),
});
export type McpPanelState = z.infer<typeof McpPanelState>;
