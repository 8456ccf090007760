/**
 * Browser tools inside whole tasks: a request typed in the side panel, the fake model (scripted by intent against
 * the snapshots the extension really sent) calls the tools through the agent loop, the page shows the result.
 * Shoelace's form in shadow DOM, and a link that opens a new tab where the agent carries on.
 */
import { expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { type AgentHarness, agentHarness } from './helpers/harness';
import { assistantTexts, waitForSession } from './helpers/agent';

let { ext, llm, servers } = {} as AgentHarness;
agentHarness({ model: 'openai', allowFixtureSite: true, ready: (made) => ({ ext, llm, servers } = made) });

async function runTask(page: Page, text: string) {
  const tabId = await ext.tabIdOf(page);
  const panel = await ext.openPanel(tabId);
  await panel.type('textarea', text);
  await panel.keyboard.press('Enter');
  await page.bringToFront(); // the real panel sits beside the page; Chrome throttles hidden pages
  const view = await waitForSession(ext, tabId, (v) => v.status !== 'running' && assistantTexts(v).length > 0, 40_000);
  await panel.close();
  return view;
}

it('fills and saves the shoelace profile form (shadow DOM, select, checkbox)', async () => {
  const page = await ext.newPage(`${servers.main.url}/test/fixtures/apps/shoelace/`);
  await page.waitForFunction(() => (window as { __ready?: boolean }).__ready === true, { timeout: 20_000 });
  llm.script([
    { tool: 'snapshot', args: { mode: 'full' } },
    { tool: 'type', target: { role: 'textbox', name: 'Full name *' }, args: { text: 'Ada Lovelace' } },
    { tool: 'type', target: { role: 'textbox', name: 'Email *' }, args: { text: 'ada@example.com' } },
    { tool: 'select_option', target: { role: 'combobox', name: 'Country' }, args: { values: 'Norway' } },
    { tool: 'click', target: { role: 'checkbox', name: 'I accept the terms' } },
    { tool: 'click', target: { role: 'button', name: 'Save' } },
    { say: 'Saved your profile.' },
  ]);
  const view = await runTask(page, 'Fill my profile: Ada Lovelace, ada@example.com, Norway, accept the terms, save');
  expect(view.status).toBe('idle');
  const results = view.messages.filter((m) => m.role === 'toolResult');
  expect(results.filter((r) => r.isError)).toEqual([]);
  const state = await page.evaluate(() => ({
    name: (document.querySelector('sl-input[name=name]') as HTMLInputElement).value,
    country: (document.querySelector('sl-select') as HTMLInputElement).value,
    terms: (document.querySelector('sl-checkbox') as HTMLInputElement).checked,
    saved: (document.getElementById('saved') as HTMLElement & { open: boolean }).open,
  }));
  expect(state).toEqual({ name: 'Ada Lovelace', country: 'no', terms: true, saved: true });
  await page.close();
});

it('follows a link that opens a new tab and acts there', async () => {
  const page = await ext.newPage(`${servers.main.url}/test/fixtures/pages/tools/basic.html`);
  llm.script([
    { tool: 'snapshot', args: {} },
    { tool: 'click', target: { role: 'link', name: 'Open second in a new tab' } },
    (req) => {
      const opened = /new tab (\d+):/.exec(req.messages.at(-1)?.text ?? '');
      if (!opened) throw new Error('the click result did not report the new tab');
      return { tool: 'tabs', args: { action: 'switch', tab_id: Number(opened[1]) } };
    },
    { tool: 'click', target: { role: 'button', name: 'Second button' } },
    { say: 'Clicked the button on the second page.' },
  ]);
  const view = await runTask(page, 'Open the second page and press its button');
  expect(view.messages.filter((m) => m.role === 'toolResult' && m.isError)).toEqual([]);
  const second = (await ext.browser.pages()).find((p) => p.url().endsWith('/second.html'))!;
  expect(await second.$eval('h1', (h) => h.textContent)).toBe('Second page clicked');
  // The first page was not touched by the refs of the second one.
  expect(await page.$eval('#log', (n) => n.textContent)).toBe('');
  await second.close();
  await page.close();
});
