import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  BROWSERS,
  dataDir,
  hostLocation,
  hostManifest,
  isExtensionId,
  launcher,
  socketPath,
  TABWRIGHT_EXTENSION_ID,
} from './locations';

const linux = { platform: 'linux' as const, home: '/home/ann', env: {} };
const mac = { platform: 'darwin' as const, home: '/Users/ann', env: {} };
const win = {
  platform: 'win32' as const,
  home: 'C:\\Users\\ann',
  env: { LOCALAPPDATA: 'C:\\Users\\ann\\AppData\\Local' },
};

describe('native host locations', () => {
  it('Linux: each browser has its own config folder', () => {
    expect(BROWSERS.map((b) => hostLocation(linux, b).manifest)).toEqual([
      '/home/ann/.config/google-chrome/NativeMessagingHosts/com.tabwright.mcp.json',
      '/home/ann/.config/chromium/NativeMessagingHosts/com.tabwright.mcp.json',
      '/home/ann/.config/microsoft-edge/NativeMessagingHosts/com.tabwright.mcp.json',
      '/home/ann/.config/BraveSoftware/Brave-Browser/NativeMessagingHosts/com.tabwright.mcp.json',
    ]);
  });

  it('Linux honours XDG_CONFIG_HOME, as Chrome does', () => {
    const m = { ...linux, env: { XDG_CONFIG_HOME: '/cfg' } };
    expect(hostLocation(m, 'chrome').manifest).toBe('/cfg/google-chrome/NativeMessagingHosts/com.tabwright.mcp.json');
  });

  it('macOS: under Application Support', () => {
    expect(BROWSERS.map((b) => hostLocation(mac, b).manifest)).toEqual([
      '/Users/ann/Library/Application Support/Google/Chrome/NativeMessagingHosts/com.tabwright.mcp.json',
      '/Users/ann/Library/Application Support/Chromium/NativeMessagingHosts/com.tabwright.mcp.json',
      '/Users/ann/Library/Application Support/Microsoft Edge/NativeMessagingHosts/com.tabwright.mcp.json',
      '/Users/ann/Library/Application Support/BraveSoftware/Brave-Browser/NativeMessagingHosts/com.tabwright.mcp.json',
    ]);
  });

  it('Windows: a registry key per browser pointing at our own manifest file', () => {
    const at = BROWSERS.map((b) => hostLocation(win, b));
    expect(at.map((l) => (l.kind === 'registry' ? l.key : ''))).toEqual([
      'HKCU\\Software\\Google\\Chrome\\NativeMessagingHosts\\com.tabwright.mcp',
      'HKCU\\Software\\Chromium\\NativeMessagingHosts\\com.tabwright.mcp',
      'HKCU\\Software\\Microsoft\\Edge\\NativeMessagingHosts\\com.tabwright.mcp',
      'HKCU\\Software\\BraveSoftware\\Brave-Browser\\NativeMessagingHosts\\com.tabwright.mcp',
    ]);
    expect(at[2]!.manifest).toBe('C:\\Users\\ann\\AppData\\Local\\tabwright-mcp\\edge\\com.tabwright.mcp.json');
  });

  it('a custom profile (--user-data-dir) reads <profile>/NativeMessagingHosts; not on Windows', () => {
    expect(hostLocation(linux, 'chromium', '/tmp/p').manifest).toBe(
      '/tmp/p/NativeMessagingHosts/com.tabwright.mcp.json',
    );
    expect(() => hostLocation(win, 'chrome', 'C:\\p')).toThrow(/registry/);
  });

  it('our data folder per OS, or TABWRIGHT_MCP_HOME', () => {
    expect(dataDir(linux)).toBe('/home/ann/.local/share/tabwright-mcp');
    expect(dataDir(mac)).toBe('/Users/ann/Library/Application Support/tabwright-mcp');
    expect(dataDir(win)).toBe('C:\\Users\\ann\\AppData\\Local\\tabwright-mcp');
    expect(dataDir({ ...linux, env: { TABWRIGHT_MCP_HOME: '/x' } })).toBe('/x');
  });
});

describe('the manifest and its launcher', () => {
  it('allows only the given extension ids, never a wildcard', () => {
    const manifest = hostManifest('/opt/tw/host', ['abcdefghijklmnopabcdefghijklmnop']);
    expect(manifest).toMatchObject({ name: 'com.tabwright.mcp', type: 'stdio', path: '/opt/tw/host' });
    expect(manifest.allowed_origins).toEqual(['chrome-extension://abcdefghijklmnopabcdefghijklmnop/']);
  });

  it("Tabwright's id is the one Chrome derives from manifest.json's key", () => {
    const { key } = JSON.parse(readFileSync(new URL('../../manifest.json', import.meta.url), 'utf8')) as {
      key: string;
    };
    const hex = createHash('sha256').update(Buffer.from(key, 'base64')).digest('hex').slice(0, 32);
    const id = [...hex].map((c) => String.fromCharCode(97 + Number.parseInt(c, 16))).join('');
    expect(id).toBe(TABWRIGHT_EXTENSION_ID);
  });

  it('accepts only real extension ids', () => {
    expect(isExtensionId('abcdefghijklmnopabcdefghijklmnop')).toBe(true);
    expect(isExtensionId('*')).toBe(false);
    expect(isExtensionId('abcdefghijklmnopabcdefghijklmnoz')).toBe(false);
  });

  it("quotes paths in the shell launcher, and forwards Chrome's arguments", () => {
    const sh = launcher('linux', '/usr/bin/node', "/home/ann/it's/cli.mjs");
    expect(sh.text).toBe(`#!/bin/sh\nexec '/usr/bin/node' '/home/ann/it'\\''s/cli.mjs' native-host "$@"\n`);
    expect(launcher('win32', 'C:\\node.exe', 'C:\\tw\\cli.mjs').text).toBe(
      '@echo off\r\n"C:\\node.exe" "C:\\tw\\cli.mjs" native-host %*\r\n',
    );
  });
});

describe('the private socket', () => {
  const base = { uid: 1000, user: 'ann', tmpdir: '/tmp' };
  it('lives in a per-user folder: XDG_RUNTIME_DIR, else the temp folder with the uid', () => {
    expect(socketPath({ ...linux, ...base, env: { XDG_RUNTIME_DIR: '/run/user/1000' } })).toBe(
      '/run/user/1000/tabwright-mcp/bridge.sock',
    );
    expect(socketPath({ ...linux, ...base })).toBe('/tmp/tabwright-mcp-1000/bridge.sock');
  });
  it('is a named pipe per user on Windows', () => {
    expect(socketPath({ ...win, ...base, user: 'Ann Lee' })).toBe('\\\\.\\pipe\\tabwright-mcp-Ann_Lee');
  });
});
