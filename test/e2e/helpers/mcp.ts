/**
 * The MCP bridge as a user sets it up: a profile folder the test owns, `tabwright-mcp install` run into it (so
 * Chromium finds the native host at <profile>/NativeMessagingHosts), the bridge switched on, and MCP clients
 * started the way Claude Code starts one: the SDK's Client over stdio, running the built CLI.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { launchWithExtension, repoRoot, type ExtensionBrowser } from './browser';

export const MCP_CLI = path.join(repoRoot, 'dist-mcp', 'tabwright-mcp.mjs');

export interface McpSetup {
  ext: ExtensionBrowser;
  dir: string;
  socket: string;
  /** A new MCP client with its own key folder (a fresh folder is a client Tabwright has never paired). */
  client(name: string, home: string): Promise<Client>;
  close(): Promise<void>;
}

export async function launchWithBridge(askTimeoutMs = 20_000): Promise<McpSetup> {
  // Short: a unix socket path must stay under ~104 bytes.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'twm-'));
  const profile = path.join(dir, 'profile');
  await mkdir(profile);
  const socket = path.join(dir, 'bridge.sock');
  const ext = await launchWithExtension({ userDataDir: profile, env: { TABWRIGHT_MCP_SOCKET: socket } });
  await promisify(execFile)(
    process.execPath,
    [MCP_CLI, 'install', '--browser', 'chromium', '--user-data-dir', profile, '--extension-id', ext.extensionId],
    { env: { ...process.env, TABWRIGHT_MCP_HOME: path.join(dir, 'host') } },
  );
  await ext.inWorker(
    (timeout: number) => chrome.storage.local.set({ mcpBridge: { enabled: true, askTimeoutMs: timeout } }),
    askTimeoutMs,
  );
  await waitFor(
    () => ext.inWorker<{ bridge: string }>('globalThis.tabwright.mcp.state()'),
    (s) => s.bridge === 'connected',
    'the native host to start',
  );
  const clients: Client[] = [];
  return {
    ext,
    dir,
    socket,
    async client(name, home) {
      const client = new Client({ name, version: '1.0.0' });
      await client.connect(
        new StdioClientTransport({
          command: process.execPath,
          args: [MCP_CLI],
          env: { ...(process.env as Record<string, string>), TABWRIGHT_MCP_SOCKET: socket, TABWRIGHT_MCP_HOME: home },
          stderr: 'pipe',
        }),
      );
      clients.push(client);
      return client;
    },
    async close() {
      for (const c of clients) await c.close().catch(() => undefined);
      await ext.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export async function waitFor<T>(probe: () => Promise<T>, done: (v: T) => boolean, what: string, ms = 15_000) {
  const start = Date.now();
  let last: T | undefined;
  while (Date.now() - start < ms) {
    last = await probe().catch(() => last);
    if (last !== undefined && done(last)) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(last)?.slice(0, 500)}`);
}

/** The text of an MCP tool result. */
export function textOf(result: unknown): string {
  const content = (result as { content?: Array<{ type: string; text?: string }> }).content ?? [];
  return content.map((c) => c.text ?? '').join('\n');
}
