/**
 * The usual e2e setup for agent tests in one call: fixture servers, the fake LLM and Chromium with the extension,
 * started once per file and closed after it; the fake LLM is checked and reset after every test, so a scenario that
 * did not go as scripted fails the test that caused it.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startFakeLlm, type FakeLlm } from '../../fake-llm/index.js';
import { allowSites, useFakeModel, type WireFormat } from './agent';
import { launchWithExtension, type ExtensionBrowser } from './browser';
import { startFixtureServers } from './servers';

export interface AgentHarness {
  ext: ExtensionBrowser;
  llm: FakeLlm;
  servers: Awaited<ReturnType<typeof startFixtureServers>>;
}

/**
 * `check: 'done'` also demands every scripted step was used; 'failures' only that nothing failed. `model` makes the
 * fake LLM the extension's model in that wire format before `ready`; `allowFixtureSite` then lets the agent read
 * and act on the fixture site with no card. `ready` runs once everything is up (settings to write, or plain
 * variables for a test file to keep).
 */
export function agentHarness({
  check = 'done',
  ready,
  models = ['fake-model'],
  model,
  allowFixtureSite = false,
}: {
  check?: 'done' | 'failures';
  ready?: (harness: AgentHarness) => unknown;
  models?: string[];
  model?: WireFormat;
  allowFixtureSite?: boolean;
} = {}): AgentHarness {
  const harness = {} as AgentHarness;
  beforeAll(async () => {
    const [servers, llm, ext] = await Promise.all([
      startFixtureServers(),
      startFakeLlm({ models }),
      launchWithExtension(),
    ]);
    Object.assign(harness, { servers, llm, ext });
    if (model)
      await useFakeModel(ext, llm, model, allowFixtureSite ? { sitePermissions: allowSites(servers.main.url) } : {});
    await ready?.(harness);
  });
  afterAll(async () => {
    await harness.ext?.close();
    await harness.llm?.close();
    await harness.servers?.close();
  });
  afterEach(() => {
    if (check === 'done') harness.llm.assertDone();
    else harness.llm.assertNoFailures();
    harness.llm.reset();
  });
  return harness;
}

/**
 * The swagger-ui task's start: the fake model in `format`, the fixture site allowed to read and act (so no card
 * stops the script), and swagger-ui loaded and ready. Returns the page and its tab id.
 */
export async function openSwaggerForTask(h: AgentHarness, format: WireFormat) {
  await useFakeModel(h.ext, h.llm, format, { sitePermissions: allowSites(h.servers.main.url) });
  const page = await h.ext.newPage(`${h.servers.main.url}/test/fixtures/apps/swagger-ui/`);
  await page.waitForFunction(() => (window as { __ready?: boolean }).__ready === true, { timeout: 20_000 });
  return { page, tabId: await h.ext.tabIdOf(page) };
}
