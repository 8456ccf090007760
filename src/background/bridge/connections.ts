/**
 * The clients connected through the native host, one state machine each (pairing.ts says what a state allows):
 * hello -> paired at once if the user approved this client before, else a pairing request in every side panel,
 * answered Allow or Refuse (or left unanswered: refused after the timeout). Calls of a paired client run one at a
 * time per client, in its tab (scope.ts). The panel sees who is connected and what each is doing.
 */
import { RUN_TASK, type WorkerToClient, type WorkerToHost, type McpPanelState } from '../../shared/bridge-protocol';
import { ClientToWorker } from '../../shared/bridge-protocol';
import { runBrowserTool } from './call';
import { admit, clientId, isPaired, pair, touch, type ConnState } from './pairing';
import { runTask } from './run-task';
import { inScope, newAgentTab } from './scope';
import { loadMcpConfig, loadPaired, savePaired } from './store';

interface Conn {
  conn: number;
  state: ConnState;
  name?: string;
  id?: string;
  tabId?: number;
  activity?: string;
  answerPairing?: (allow: boolean) => void;
  calls: Map<number, AbortController>;
  queue: Promise<unknown>;
  /** Where its calls' task state is kept (call.ts): new with each connection, so no grant outlives it. */
  stateKey: string;
}

const conns = new Map<number, Conn>();
let post: (message: WorkerToHost) => void = () => undefined;
let onChange: () => void = () => undefined;

export function attachHost(send: (message: WorkerToHost) => void, changed: () => void): void {
  post = send;
  onChange = changed;
}

const toClient = (c: Conn, message: WorkerToClient) => post({ kind: 'message', conn: c.conn, message });

export function opened(conn: number): void {
  const stateKey = `mcp:${crypto.randomUUID()}`;
  conns.set(conn, { conn, state: 'new', calls: new Map(), queue: Promise.resolve(), stateKey });
}

export function closed(conn: number): void {
  const c = conns.get(conn);
  if (!c) return;
  end(c);
}

function end(c: Conn, message?: WorkerToClient): void {
  if (message) toClient(c, message);
  if (c.state !== 'closed') post({ kind: 'close', conn: c.conn });
  c.state = 'closed';
  c.answerPairing?.(false);
  for (const call of c.calls.values()) call.abort();
  conns.delete(c.conn);
  onChange();
}

export async function received(conn: number, raw: unknown): Promise<void> {
  const c = conns.get(conn);
  if (!c) return;
  const parsed = ClientToWorker.safeParse(raw);
  if (!parsed.success) return end(c, { type: 'refused', reason: 'Malformed message.' });
  const message = parsed.data;
  const verdict = admit(c.state, message);
  if (!verdict.ok) return end(c, { type: 'refused', reason: verdict.reason });
  if (message.type === 'hello') return hello(c, message.client.name, message.key);
  if (message.type === 'cancel') return void c.calls.get(message.id)?.abort();
  const controller = new AbortController();
  c.calls.set(message.id, controller);
  // One call at a time per client: its calls share one tab, and a card must not be overtaken by the next call.
  c.queue = c.queue.then(async () => {
    const result = await call(c, message.tool, message.args, controller.signal).catch((error: unknown) => ({
      ok: false,
      text: `Error: ${error instanceof Error ? error.message : String(error)}`,
    }));
    c.calls.delete(message.id);
    if (c.state === 'paired') toClient(c, { type: 'result', id: message.id, ...result });
  });
}

async function hello(c: Conn, name: string, key: string): Promise<void> {
  c.state = 'pairing';
  c.name = name;
  c.id = await clientId(key);
  const paired = await loadPaired();
  if (isPaired(paired, c.id)) {
    await savePaired(touch(paired, c.id, Date.now()));
    return welcome(c);
  }
  toClient(c, { type: 'pairing' });
  const { askTimeoutMs } = await loadMcpConfig();
  const allowed = await new Promise<boolean | 'timeout'>((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), askTimeoutMs);
    c.answerPairing = (allow) => {
      clearTimeout(timer);
      resolve(allow);
    };
    onChange();
  });
  c.answerPairing = undefined;
  // The connection may have ended while the user was asked.
  if (!conns.has(c.conn)) return;
  if (allowed !== true) {
    const reason =
      allowed === 'timeout'
        ? `No answer in the Tabwright side panel within ${Math.round(askTimeoutMs / 1000)} s: this agent is not paired.`
        : 'The user refused to pair this agent with Tabwright. Nothing was done in the browser.';
    return end(c, { type: 'refused', reason });
  }
  await savePaired(pair(await loadPaired(), { id: c.id, name }, Date.now()));
  welcome(c);
}

function welcome(c: Conn): void {
  c.state = 'paired';
  toClient(c, { type: 'welcome' });
  onChange();
}

async function call(c: Conn, tool: string, args: Record<string, unknown>, signal: AbortSignal) {
  const { askTimeoutMs } = await loadMcpConfig();
  if (c.tabId === undefined || !(await inScope(c.tabId))) c.tabId = await newAgentTab();
  c.activity = tool === RUN_TASK ? `run_task: ${String(args.task ?? '').slice(0, 80)}` : describeCall(tool, args);
  onChange();
  try {
    if (tool === RUN_TASK) return await runTask(c.tabId, args, signal);
    const { result, tabId } = await runBrowserTool(tool, args, {
      tabId: c.tabId,
      stateKey: c.stateKey,
      askTimeoutMs,
      signal,
    });
    c.tabId = tabId;
    return result;
  } finally {
    c.activity = undefined;
    onChange();
  }
}

function describeCall(tool: string, args: Record<string, unknown>): string {
  const what = args.ref ?? args.url ?? args.action ?? args.text ?? '';
  return `${tool}${what ? ` ${String(what).slice(0, 60)}` : ''}`;
}

export function answerPairing(conn: number, allow: boolean): void {
  conns.get(conn)?.answerPairing?.(allow);
}

export function disconnect(conn: number, reason: string): void {
  const c = conns.get(conn);
  if (c) end(c, { type: 'closed', reason });
}

/** Every connection ends (the host went away, or the bridge was turned off). */
export function endAll(reason: string): void {
  for (const c of [...conns.values()]) end(c, { type: 'closed', reason });
}

/** The user forgot clients in the options page: their connections end now. */
export async function dropForgotten(): Promise<void> {
  const paired = await loadPaired();
  for (const c of [...conns.values()])
    if (c.state === 'paired' && c.id && !isPaired(paired, c.id))
      end(c, { type: 'closed', reason: 'The user removed this agent from Tabwright.' });
}

export function connectionsView(): Pick<McpPanelState, 'requests' | 'agents'> {
  const all = [...conns.values()];
  return {
    requests: all.filter((c) => c.answerPairing).map((c) => ({ conn: c.conn, name: c.name ?? '?' })),
    agents: all
      .filter((c) => c.state === 'paired')
      .map((c) => ({ conn: c.conn, name: c.name ?? '?', tabId: c.tabId, activity: c.activity })),
  };
}
