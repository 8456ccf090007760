/**
 * Bring your own agent (issue 15): an MCP client drives the user's browser through `tabwright-mcp`, the native
 * host and the extension, under the same policy as Tabwright's own agent. Real Chromium, the built extension, the
 * built CLI started over stdio by the official SDK's Client, a real app (swagger-ui) and the fake LLM for run_task.
 */
import net from 'node:net';
import path from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Page } from 'puppeteer';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from '../fake-llm/index.js';
import { allowSites, useFakeModel } from './helpers/agent';
import { launchWithBridge, textOf, waitFor, type McpSetup } from './helpers/mcp';
import { startFixtureServers } from './helpers/servers';

let setup: McpSetup;
let llm: FakeLlm;
let servers: Awaited<ReturnType<typeof startFixtureServers>>;
let panel: Page;
const t0 = Date.now();
const step = (what: string) => process.env.DEBUG_MCP && console.log(`${Date.now() - t0} ms: ${what}`);

beforeAll(async () => {
  [servers, llm, setup] = await Promise.all([startFixtureServers(), startFakeLlm(), launchWithBridge()]);
  await useFakeModel(setup.ext, llm, 'openai', {
    sitePermissions: allowSites(servers.main.url),
  });
  // The user's own tab, with the side panel open on it: pairing requests show in every panel.
  const own = await setup.ext.newPage('about:blank');
  panel = await setup.ext.openPanel(await setup.ext.tabIdOf(own));
});

afterAll(async () => {
  await setup?.close();
  await llm?.close();
  await servers?.close();
});

async function pairFromPanel(name: string, answer: 'allow' | 'refuse'): Promise<void> {
  // A tab in the background does not render (the real side panel is always visible).
  await panel.bringToFront();
  const request = await panel.waitForSelector('.mcp-request');
  expect(await request!.evaluate((n) => n.textContent)).toContain(name);
  await panel.click(`.mcp-request .mcp-${answer}`);
}

async function pageAt(fragment: string): Promise<Page> {
  const target = await setup.ext.browser.waitForTarget((t) => t.type() === 'page' && t.url().includes(fragment));
  return (await target.page())!;
}

it('a paired client lists the tools, snapshots and clicks a real app, waits for a card, and runs a task', async () => {
  const client: Client = await setup.client('probe-agent', path.join(setup.dir, 'home-a'));
  await pairFromPanel('probe-agent', 'allow');

  step('const { tools } = await client');
  const { tools } = await client.listTools();
  const names = tools.map((t) => t.name);
  expect(names).toEqual(expect.arrayContaining(['snapshot', 'click', 'type', 'tabs', 'evaluate', 'run_task']));
  expect(tools.find((t) => t.name === 'click')!.inputSchema.required).toEqual(['ref']);

  const url = `${servers.main.url}/test/fixtures/apps/swagger-ui/`;
  step('const nav = await client');
  const nav = await client.callTool({ name: 'navigate', arguments: { url } });
  expect(nav.isError, textOf(nav)).toBeFalsy();
  const page = await pageAt('/apps/swagger-ui/');
  await page.waitForFunction(() => (window as { __ready?: boolean }).__ready === true, { timeout: 20_000 });
  const tabId = await setup.ext.tabIdOf(page);
  // The agent works in its own tab group, not in the user's tab.
  const group = await setup.ext.inWorker(async (id: number) => {
    const tab = await chrome.tabs.get(id);
    return tab.groupId >= 0 ? (await chrome.tabGroups.get(tab.groupId)).title : null;
  }, tabId);
  expect(group).toBe('Tabwright (MCP)');

  step('const snap = textOf');
  const snap = textOf(await client.callTool({ name: 'snapshot', arguments: { mode: 'full' } }));
  expect(snap).toContain('<untrusted');
  const ref = /button "GET \/pet\/\{petId\}[^"\n]*" (e\d+)/.exec(snap)?.[1];
  expect(ref, snap.slice(0, 2000)).toBeDefined();
  step('const click = await');
  const click = await client.callTool({ name: 'click', arguments: { ref } });
  expect(click.isError, textOf(click)).toBeFalsy();
  await page.waitForSelector('.try-out__btn', { timeout: 10_000 });

  step('// A high-risk call');
  // A high-risk call: the card shows in the side panel of the agent's tab, and the call waits for the answer.
  const evaluating = client.callTool({ name: 'evaluate', arguments: { code: 'return document.title' } });
  void evaluating.then((r) => step(`evaluate answered: ${textOf(r).slice(0, 300)}`));
  const agentPanel = await setup.ext.openPanel(tabId);
  step(
    `pending asks: ${JSON.stringify(await setup.ext.inWorker('globalThis.tabwright.pendingAsks().map(a => a.card.kind)'))}`,
  );
  step('const card = await');
  const card = await agentPanel.waitForSelector('.ask-pending.ask-high-risk');
  await card!.evaluate((n) => (n.querySelector('.ask-allow') as HTMLButtonElement).click());
  step('const evaluated = await');
  const evaluated = await evaluating;
  expect(evaluated.isError, textOf(evaluated)).toBeFalsy();
  expect(textOf(evaluated)).toContain('Swagger UI');

  // The panel shows who is connected.
  await panel.bringToFront();
  const bar = await panel.waitForSelector('.mcp-agent');
  expect(await bar!.evaluate((n) => n.textContent)).toContain('probe-agent');

  step('llm.script([');
  llm.script([
    { tool: 'snapshot', args: {} },
    { tool: 'click', target: { role: 'button', name: 'Try it out' } },
    { say: 'Try it out is open now.' },
  ]);
  await page.bringToFront();
  step('const task = textOf');
  const task = textOf(await client.callTool({ name: 'run_task', arguments: { task: 'Open Try it out' } }));
  step(task);
  expect(task).toContain('Answer: Try it out is open now.');
  expect(task).toMatch(/1\. snapshot \{\} -> ok\n2\. click \{"ref":"e\d+"\} -> ok/);
  await page.waitForSelector('.execute', { timeout: 10_000 });
  llm.assertDone();

  step('// A tab the agent opens through the page');
  // A link the agent clicks opens a new tab: it joins the agent's group, so `tabs` lists it and can switch to it.
  await client.callTool({
    name: 'navigate',
    arguments: { url: `${servers.main.url}/test/fixtures/pages/tools/basic.html` },
  });
  const basic = textOf(await client.callTool({ name: 'snapshot', arguments: {} }));
  const link = /link "Open second in a new tab" (e\d+)/.exec(basic)?.[1];
  expect(link, basic.slice(0, 1500)).toBeDefined();
  expect(textOf(await client.callTool({ name: 'click', arguments: { ref: link } }))).not.toMatch(/refused/i);
  const opened = await setup.ext.tabIdOf(await pageAt('/tools/second.html'));
  await setup.ext.inWorker(async (id: number) => {
    for (let i = 0; i < 50 && (await chrome.tabs.get(id)).groupId < 0; i++)
      await new Promise((r) => setTimeout(r, 100));
  }, opened);
  const listed = textOf(await client.callTool({ name: 'tabs', arguments: { action: 'list' } }));
  expect(listed).toContain('second.html');

  step('// Disconnect in the panel');
  // Disconnect in the panel ends the session: the next call says so.
  await panel.bringToFront();
  await panel.click('.mcp-agent .mcp-disconnect');
  const after = await client.callTool({ name: 'snapshot', arguments: {} });
  expect(after.isError).toBe(true);
  expect(textOf(after)).toMatch(/disconnected/);
  await agentPanel.close();
  // Generous for a loaded 2-core machine (60 s measured at load 35); far less on an idle one.
}, 120_000);

it('an unpaired client is refused: nothing runs, and a raw socket client cannot skip pairing', async () => {
  const client = await setup.client('intruder', path.join(setup.dir, 'home-b'));
  step('intruder connected');
  await pairFromPanel('intruder', 'refuse');
  const url = `${servers.main.url}/test/fixtures/apps/swagger-ui/?intruder`;
  step('const refused = await');
  const refused = await client.callTool({ name: 'navigate', arguments: { url } });
  expect(refused.isError).toBe(true);
  expect(textOf(refused)).toMatch(/refused to pair/);
  expect(setup.ext.browser.targets().some((t) => t.url().includes('?intruder'))).toBe(false);

  step('// Straight to the socket');
  // Straight to the socket, no hello: refused and closed.
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(setup.socket, () =>
      socket.write(`${JSON.stringify({ type: 'call', id: 1, tool: 'navigate', args: { url } })}\n`),
    );
    let data = '';
    socket.on('data', (d) => {
      data += d;
    });
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
  });
  expect(JSON.parse(answer.split('\n')[0]!)).toMatchObject({ type: 'refused' });
  await waitFor(
    () => setup.ext.inWorker<{ agents: unknown[]; requests: unknown[] }>('globalThis.tabwright.mcp.state()'),
    (s) => s.agents.length === 0 && s.requests.length === 0,
    'no agent left connected',
  );
});
