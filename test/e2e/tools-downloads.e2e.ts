/**
 * Downloads a page starts while the agent acts are cancelled (or removed from disk) and reported to the model;
 * the user's own downloads in the same tab are untouched.
 */
import { expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import type { ExtensionBrowser } from './helpers/browser';
import { appHarness } from './helpers/app-harness';
import { downloadsNamed } from './helpers/downloads';
import type { startFixtureServers } from './helpers/servers';
import type { toolRunner } from './helpers/tools';

let ext: ExtensionBrowser;
let servers: Awaited<ReturnType<typeof startFixtureServers>>;
let page: Page;
let tools: ReturnType<typeof toolRunner>;

appHarness((made) => ({ ext, servers, page, tools } = made));

it("cancels a download the agent's click started and tells the model; the user's own download goes through", async () => {
  await page.goto(`${servers.main.url}/test/fixtures/pages/tools/download.html`, { waitUntil: 'load' });
  const clicked = await tools.ok('click', { ref: await tools.ref('link', 'Monthly report') });
  expect(clicked).toMatch(/started a download; Tabwright (cancelled|removed) it because downloads need the user/);
  expect(await downloadsNamed(ext, 'report-agent')).toEqual([]);

  // The user clicks a link themselves, outside any agent action: Chrome downloads it as usual.
  await page.click('#user');
  await expect
    .poll(async () => (await downloadsNamed(ext, 'report-user')).map((d) => d.state), { timeout: 10_000 })
    .toContain('complete');
});
