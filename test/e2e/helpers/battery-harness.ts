/**
 * The task battery's setup, shared by its files: one browser with the fake LLM (Anthropic wire format) and the
 * fixture site allowed, and `open(app)` for a fixture app in a new tab that is closed after each test.
 */
import { afterEach } from 'vitest';
import type { Page } from 'puppeteer';
import { agentHarness } from './harness';
import { allowSites, useFakeModel } from './agent';
import { openApp } from './app-harness';

export function batteryHarness() {
  const h = agentHarness({
    check: 'done',
    ready: ({ ext, llm, servers }) =>
      useFakeModel(ext, llm, 'anthropic', { sitePermissions: allowSites(servers.main.url) }),
  });
  // Closed after each test even when it failed: a task still running would take the next test's script steps.
  const opened: Page[] = [];
  afterEach(async () => {
    for (const page of opened.splice(0)) await page.close().catch(() => {});
  });
  async function open(app: string): Promise<Page> {
    const page = await h.ext.newPage();
    opened.push(page);
    await openApp(page, h.servers.main.url, app);
    return page;
  }
  return { h, open };
}
