/**
 * What the model must never read, checked in Chromium through the built extension's snapshot: text hidden from the
 * user (every variant of the red-team page carries a CANARY word, policy README section 5) and password values.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { appHarness } from './helpers/app-harness';
import type { startFixtureServers } from './helpers/servers';
import type { toolRunner } from './helpers/tools';

let servers: Awaited<ReturnType<typeof startFixtureServers>>;
let page: Page;
let tools: ReturnType<typeof toolRunner>;

appHarness((made) => ({ servers, page, tools } = made));

describe('hidden text and secrets stay out of the snapshot', () => {
  it('hidden.html: no canary in full or viewport mode, nor in find; the visible look-alikes are all there', async () => {
    await page.goto(`${servers.main.url}/test/fixtures/pages/redteam/hidden.html`, { waitUntil: 'load' });
    for (const mode of ['full', 'viewport']) {
      const text = await tools.ok('snapshot', { mode });
      expect(text).not.toMatch(/CANARY/);
      for (const ok of ['VISIBLE-OK-1', 'VISIBLE-OK-2', 'VISIBLE-OK-3', 'VISIBLE-OK-4']) expect(text).toContain(ok);
    }
    const found = await tools.run('find', { query: 'CANARY' });
    expect(found.ok ? found.text : found.error).toMatch(/no match|No element matches/i);
  });

  it('login.html: a filled password reads as •••, before and after typing into it', async () => {
    await page.goto(`${servers.main.url}/test/fixtures/pages/redteam/login.html`, { waitUntil: 'load' });
    const text = await tools.ok('snapshot', { mode: 'full' });
    expect(text).toMatch(/textbox "Password" (e\d+) value="•••"\n/);
    expect(text).not.toContain('CANARY-PW');
    const ref = /textbox "Password" (e\d+)/.exec(text)![1]!;
    // The diff after typing has nothing to say: the field still reads •••. (The type tool's own summary line is
    // not the snapshot's; it is reported to its owner.)
    const typed = await tools.ok('type', { ref, text: 'another-secret-77' });
    expect(typed).toContain('no visible changes in the snapshot');
    expect(await tools.ok('snapshot', { mode: 'full' })).not.toMatch(/another-secret-77|CANARY-PW/);
  });
});
