/**
 * A user's task, end to end through the side panel: typed on a real app page (swagger-ui), the steps stream in as
 * they happen with a running state, the answer arrives; Stop works at once; typing while it runs steers the next
 * step; errors say what to do. The model is the fake LLM server (OpenAI wire format), scripted by intent.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { createGate, type FakeLlm } from '../fake-llm/index.js';
import type { ExtensionBrowser } from './helpers/browser';
import { allowSites } from './helpers/agent';
import { agentHarness } from './helpers/harness';
import type { startFixtureServers } from './helpers/servers';
import { writeSettings } from './helpers/settings';
import { axeViolations, saveScreenshot } from './ui-support';

let ext: ExtensionBrowser;
let llm: FakeLlm;
let servers: Awaited<ReturnType<typeof startFixtureServers>>;

agentHarness({
  check: 'failures',
  ready: async (made) => {
    ({ ext, llm, servers } = made);
    await useFake();
  },
});

/**
 * Acting on the fixture site is allowed up front: these tests are about the panel, and a site-permission card would
 * hold the first click (ui-upload shows a card answered). The key is not a word of the fixture URLs ("test" was),
 * since every occurrence of the key is redacted from what the model reads.
 */
function useFake(extra: Record<string, unknown> = {}) {
  const provider = {
    id: 'fake',
    kind: 'openai-compatible',
    label: 'Fake',
    apiKey: 'fake-api-key',
    baseUrl: llm.openaiBaseUrl,
    model: 'fake-model',
  };
  const sitePermissions = allowSites(servers.main.url);
  return writeSettings(ext, { providers: [provider], defaultProviderId: 'fake', sitePermissions, ...extra });
}

async function appTab(app: string): Promise<{ page: Page; tabId: number }> {
  const page = await ext.newPage(`${servers.main.url}/test/fixtures/apps/${app}/`);
  await page.waitForFunction(() => (window as { __ready?: boolean }).__ready === true, { timeout: 20_000 });
  return { page, tabId: await ext.tabIdOf(page) };
}

/**
 * Types into the panel, then shows the page again: the panel opened as a tab hides its page, and Chrome throttles
 * hidden pages (animation frames stop), which slows every page-settling wait. A real side panel never hides it.
 */
async function ask(panel: Page, text: string, page?: Page) {
  await panel.type('textarea', text);
  await panel.keyboard.press('Enter');
  await page?.bringToFront();
}

const stepLines = (panel: Page) => panel.$$eval('.step .step-text', (nodes) => nodes.map((n) => n.textContent));
const status = (panel: Page) => panel.$eval('main.panel', (m) => m.getAttribute('data-status'));

describe('a task in the side panel', () => {
  it('streams each step as it happens on a real app, then shows the answer', async () => {
    const { page, tabId } = await appTab('swagger-ui');
    const gate = createGate();
    llm.script([
      { tool: 'snapshot', args: { mode: 'full' } },
      { tool: 'click', target: { role: 'button', name: /^GET \/pet\/\{petId\}/ } },
      { tool: 'snapshot', args: { mode: 'full' } },
      { tool: 'click', target: { role: 'button', name: 'Try it out' } },
      { tool: 'snapshot', args: { mode: 'full' } },
      { tool: 'type', target: { role: 'textbox', name: /petId/ }, args: { text: '5' } },
      { say: 'I opened **GET /pet/{petId}** and entered `5`.', hold: gate, chunkDelayMs: 5 },
    ]);
    const panel = await ext.openPanel(tabId);
    await ask(panel, 'Open the find-pet operation and enter pet id 5', page);
    await gate.reached;
    // Mid-run: the steps are there, the panel says it is working, and Stop is offered.
    await panel.waitForFunction(() => document.querySelectorAll('.step').length === 6);
    expect(await status(panel)).toBe('running');
    expect(await panel.$eval('main.panel', (m) => m.getAttribute('aria-busy'))).toBe('true');
    expect(await panel.$eval('button.danger', (b) => b.textContent)).toBe('Stop');
    const lines = await stepLines(panel);
    expect(lines[1]).toMatch(/^Clicked button 'GET \/pet/);
    expect(lines.slice(3)).toEqual([
      "Clicked button 'Try it out'",
      'Read the page structure',
      "Typed '5' into text box 'petId'",
    ]);
    await panel.bringToFront();
    await saveScreenshot(panel, 'panel-running');
    gate.release();
    await panel.waitForFunction(() => document.querySelector('main.panel')?.getAttribute('data-status') === 'idle');
    const answer = await panel.$eval('.message-assistant:last-of-type .markdown', (n) => n.innerHTML);
    expect(answer).toContain('<strong>GET /pet/{petId}</strong>');
    expect(await panel.$eval('.usage', (n) => n.textContent)).toMatch(/tokens in/);
    expect(await panel.$$('button.danger')).toHaveLength(0);
    expect(await axeViolations(panel)).toEqual([]);
    await saveScreenshot(panel, 'panel-task-done');
    await panel.close();
  });

  it("folds a reasoning model's <think> block away from the answer, and does not send it back", async () => {
    const { tabId } = await appTab('swagger-ui');
    llm.script([
      {
        say: '<think>\nThe user wants the title. The page is Swagger Petstore.\n</think>\n\nThe page is the **Swagger Petstore** API.',
      },
      { say: 'You are welcome.' },
    ]);
    const panel = await ext.openPanel(tabId);
    await ask(panel, 'What is this page?');
    await panel.waitForFunction(
      () =>
        document.querySelector('main.panel')?.getAttribute('data-status') === 'idle' &&
        document.querySelector('.message-assistant'),
    );
    expect(await panel.$$eval('.message-assistant .markdown', (ns) => ns.map((n) => n.textContent!.trim()))).toEqual([
      'The page is the Swagger Petstore API.',
    ]);
    const thinking = await panel.$eval('.message-thinking details', (d) => ({
      open: (d as HTMLDetailsElement).open,
      summary: d.querySelector('summary')!.textContent,
      text: d.querySelector('.text')!.textContent,
    }));
    expect(thinking).toEqual({
      open: false,
      summary: 'Thinking',
      text: 'The user wants the title. The page is Swagger Petstore.',
    });
    await ask(panel, 'Thanks');
    await panel.waitForFunction(() =>
      [...document.querySelectorAll('.message-assistant')].some((n) => n.textContent?.includes('You are welcome.')),
    );
    // The second request carries the answer, not the reasoning.
    const second = llm.requests.at(-1)!;
    expect(second.rawBody).toContain('Swagger Petstore** API.');
    expect(second.rawBody).not.toContain('The user wants the title');
    expect(await axeViolations(panel)).toEqual([]);
    await panel.close();
  });

  it('stops at once when the user presses Stop', async () => {
    const { tabId } = await appTab('swagger-ui');
    const gate = createGate();
    llm.script([{ say: 'This answer will never finish because', hold: gate, holdAfterChunks: 2 }]);
    const panel = await ext.openPanel(tabId);
    await ask(panel, 'Start something long');
    await gate.reached;
    await panel.waitForSelector('button.danger');
    const pressed = Date.now();
    await panel.click('button.danger');
    await panel.waitForFunction(() => document.querySelector('main.panel')?.getAttribute('data-status') !== 'running', {
      timeout: 3000,
    });
    expect(Date.now() - pressed).toBeLessThan(2000);
    expect(await panel.$$('button.danger')).toHaveLength(0);
    gate.release();
    await panel.close();
  });

  it('takes a message typed while it runs and gives it to the model at the next step', async () => {
    const { tabId } = await appTab('swagger-ui');
    const gate = createGate();
    // Whenever the steering message reaches the model, it answers to it (the loop may take it at its next step or
    // right after the current run).
    const steered = (req: { messages: Array<{ role: string; text: string }> }) =>
      req.messages.some((m) => m.role === 'user' && m.text.includes('Actually, pet 7'))
        ? { say: 'Noted: you want pet 7.' }
        : { say: 'Done.' };
    llm.script([{ tool: 'snapshot', hold: gate }, steered, steered]);
    const panel = await ext.openPanel(tabId);
    await ask(panel, 'Find a pet');
    await gate.reached;
    await panel.waitForSelector('button.danger');
    expect(await panel.$eval('button[type=submit]', (b) => b.textContent)).toBe('Send to agent');
    await ask(panel, 'Actually, pet 7');
    await panel.waitForSelector('.message-queued');
    gate.release();
    await panel.waitForFunction(() =>
      [...document.querySelectorAll('.message-assistant')].some((n) => n.textContent?.includes('pet 7')),
    );
    await panel.waitForFunction(() => document.querySelector('main.panel')?.getAttribute('data-status') === 'idle');
    expect(await panel.$$('.message-queued')).toHaveLength(0);
    await panel.close();
  });

  it('shows a provider error with the way to fix it', async () => {
    const { tabId } = await appTab('swagger-ui');
    llm.script([{ fail: { status: 401, message: 'invalid x-api-key' } }]);
    const panel = await ext.openPanel(tabId);
    await ask(panel, 'Hello');
    const alert = await panel.waitForSelector('[role=alert][data-error-kind=auth]');
    expect(await alert!.evaluate((n) => n.textContent)).toMatch(/invalid x-api-key/);
    expect(await alert!.$eval('button', (b) => b.textContent)).toBe('Open settings');
    await panel.close();
  });
});
