/** `npm start` as a newcomer runs it: loads the extension, preloads settings from the environment, keeps the profile. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { TABWRIGHT_EXTENSION_ID } from '../../src/mcp/locations';
import { repoRoot } from './helpers/browser';

const run = promisify(execFile);
const profile = mkdtempSync(path.join(tmpdir(), 'tabwright-profile-'));
afterAll(() => rmSync(profile, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/API_KEY|BASE_URL|TABWRIGHT_/.test(k)));
  return run('node', ['scripts/start.mjs', '--headless', '--exit-when-ready', '--no-build', '--profile', profile], {
    cwd: repoRoot,
    env: { ...clean, ...env },
    timeout: 60_000,
  });
}

it('starts Chromium with the extension, takes the provider from the environment and keeps it in the profile', async () => {
  const first = await start({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', TABWRIGHT_MODEL: 'qwen2.5:7b' });
  // The id comes from manifest.json's key: the same on every machine, so `tabwright-mcp install` needs no id.
  expect(first.stdout).toContain(`Tabwright ${TABWRIGHT_EXTENSION_ID} loaded`);
  expect(first.stdout).toContain('Providers: OpenAI-compatible (from environment) · qwen2.5:7b (from environment)');
  expect(first.stdout).toContain('READY');
  // A second start with no environment still has it: the profile folder persisted the settings.
  const second = await start({});
  expect(second.stdout).toContain('Providers: OpenAI-compatible (from environment) · qwen2.5:7b\n');
});
