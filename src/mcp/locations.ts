/**
 * Where each browser looks for a user-level native messaging host, per OS (Chrome's "Native messaging host
 * location" docs; Edge and Brave are Chromium builds with their own config folders). Pure, so every OS is
 * unit-tested on any machine. On Linux and macOS a browser reads `<folder>/<host name>.json`; with a custom
 * `--user-data-dir` it reads `<user-data-dir>/NativeMessagingHosts/` instead. On Windows it reads the registry key
 * `HKCU\Software\<vendor>\NativeMessagingHosts\<host name>`, whose default value is the manifest's path.
 */
import path from 'node:path';
import { NATIVE_HOST_NAME } from '../shared/bridge-protocol';

export const BROWSERS = ['chrome', 'chromium', 'edge', 'brave'] as const;
export type BrowserName = (typeof BROWSERS)[number];

export interface Machine {
  platform: NodeJS.Platform;
  home: string;
  env: Record<string, string | undefined>;
}

export type HostLocation =
  | { browser: BrowserName; kind: 'file'; manifest: string }
  | { browser: BrowserName; kind: 'registry'; key: string; manifest: string };

const LINUX: Record<BrowserName, string> = {
  chrome: 'google-chrome',
  chromium: 'chromium',
  edge: 'microsoft-edge',
  brave: 'BraveSoftware/Brave-Browser',
};
const MAC: Record<BrowserName, string> = {
  chrome: 'Google/Chrome',
  chromium: 'Chromium',
  edge: 'Microsoft Edge',
  brave: 'BraveSoftware/Brave-Browser',
};
const WINDOWS: Record<BrowserName, string> = {
  chrome: 'Google\\Chrome',
  chromium: 'Chromium',
  edge: 'Microsoft\\Edge',
  brave: 'BraveSoftware\\Brave-Browser',
};

const FILE = `${NATIVE_HOST_NAME}.json`;

/** Our own folder: the launcher script, the Windows manifests, client keys. */
export function dataDir({ platform, home, env }: Machine): string {
  if (env.TABWRIGHT_MCP_HOME) return env.TABWRIGHT_MCP_HOME;
  if (platform === 'win32')
    return path.win32.join(env.LOCALAPPDATA ?? path.win32.join(home, 'AppData', 'Local'), 'tabwright-mcp');
  if (platform === 'darwin') return path.posix.join(home, 'Library', 'Application Support', 'tabwright-mcp');
  return path.posix.join(env.XDG_DATA_HOME || path.posix.join(home, '.local', 'share'), 'tabwright-mcp');
}

export function hostLocation(machine: Machine, browser: BrowserName, userDataDir?: string): HostLocation {
  const { platform, home, env } = machine;
  if (userDataDir) {
    if (platform === 'win32') throw new Error('--user-data-dir: Windows reads hosts from the registry only');
    return { browser, kind: 'file', manifest: path.join(userDataDir, 'NativeMessagingHosts', FILE) };
  }
  if (platform === 'win32') {
    return {
      browser,
      kind: 'registry',
      key: `HKCU\\Software\\${WINDOWS[browser]}\\NativeMessagingHosts\\${NATIVE_HOST_NAME}`,
      manifest: path.win32.join(dataDir(machine), browser, FILE),
    };
  }
  if (platform === 'darwin') {
    const base = path.posix.join(home, 'Library', 'Application Support', MAC[browser]);
    return { browser, kind: 'file', manifest: path.posix.join(base, 'NativeMessagingHosts', FILE) };
  }
  const config = env.XDG_CONFIG_HOME || path.posix.join(home, '.config');
  return { browser, kind: 'file', manifest: path.posix.join(config, LINUX[browser], 'NativeMessagingHosts', FILE) };
}

/**
 * Tabwright's own id: Chrome derives it from manifest.json's `key`, so every unpacked copy of dist/ has it, on any
 * machine and path (locations.test.ts checks the two agree). A store build gets the store's id instead.
 */
export const TABWRIGHT_EXTENSION_ID = 'lfjmjdhlnbdncjdipjepjecfoeieilao';

/** An extension id: 32 letters a-p (the hash of its key, written in the alphabet Chrome uses). */
export function isExtensionId(id: string): boolean {
  return /^[a-p]{32}$/.test(id);
}

export function hostManifest(launcher: string, extensionIds: readonly string[]) {
  return {
    name: NATIVE_HOST_NAME,
    description: 'Tabwright MCP bridge: lets your coding agent use this browser through Tabwright',
    path: launcher,
    type: 'stdio',
    // Only our extension may start the host; never a wildcard.
    allowed_origins: extensionIds.map((id) => `chrome-extension://${id}/`),
  };
}

/**
 * The host's `path` must be one executable without arguments, so a small script runs node on the CLI. Chrome
 * passes the caller's origin (and on Windows a window handle) as arguments; the script forwards them.
 */
export function launcher(platform: NodeJS.Platform, node: string, cli: string): { name: string; text: string } {
  if (platform === 'win32')
    return { name: 'tabwright-mcp-host.bat', text: `@echo off\r\n"${node}" "${cli}" native-host %*\r\n` };
  const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  return { name: 'tabwright-mcp-host', text: `#!/bin/sh\nexec ${quote(node)} ${quote(cli)} native-host "$@"\n` };
}

/** The local socket between the host and `tabwright-mcp`: private to the user (a 0700 folder, or a named pipe). */
export function socketPath(machine: Machine & { uid: number; user: string; tmpdir: string }): string {
  const { platform, env } = machine;
  if (env.TABWRIGHT_MCP_SOCKET) return env.TABWRIGHT_MCP_SOCKET;
  if (platform === 'win32') return `\\\\.\\pipe\\tabwright-mcp-${machine.user.replace(/[^\w.-]/g, '_')}`;
  const dir = env.XDG_RUNTIME_DIR
    ? path.posix.join(env.XDG_RUNTIME_DIR, 'tabwright-mcp')
    : path.posix.join(machine.tmpdir, `tabwright-mcp-${machine.uid}`);
  return path.posix.join(dir, 'bridge.sock');
}
