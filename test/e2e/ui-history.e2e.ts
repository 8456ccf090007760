/**
 * Conversations as the user keeps them: each tab has its own chat (a panel follows the active tab), history survives
 * closing the panel and a worker restart, and is searchable, exportable, deletable and reopenable; first-run setup
 * gets a provider working; the panel in Simplified Chinese has no missing string.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { startFakeLlm, type FakeLlm } from '../fake-llm/index.js';
import { launchWithExtension, type ExtensionBrowser } from './helpers/browser';
import { startFixtureServers } from './helpers/servers';
import { writeSettings } from './helpers/settings';
import { axeViolations, saveScreenshot } from './ui-support';

let ext: ExtensionBrowser;
let llm: FakeLlm;
let servers: Awaited<ReturnType<typeof startFixtureServers>>;
const tabs: Record<'a' | 'b', { page: Page; tabId: number }> = {} as never;

const provider = () => ({
  id: 'fake',
  kind: 'openai-compatible',
  label: 'Fake',
  apiKey: 'test',
  baseUrl: llm.openaiBaseUrl,
  model: 'fake-model',
});

beforeAll(async () => {
  [servers, llm, ext] = await Promise.all([
    startFixtureServers(),
    startFakeLlm({ models: ['fake-model'] }),
    launchWithExtension(),
  ]);
  await writeSettings(ext, { providers: [provider()], defaultProviderId: 'fake' });
  for (const name of ['a', 'b'] as const) {
    const page = await ext.newPage(`${servers.main.url}/test/fixtures/pages/child.html?name=${name}`);
    tabs[name] = { page, tabId: await ext.tabIdOf(page) };
  }
});
afterAll(async () => {
  await ext?.close();
  await llm?.close();
  await servers?.close();
});
afterEach(() => llm.assertNoFailures());

const texts = (panel: Page, selector: string) =>
  panel.$$eval(selector, (nodes) => nodes.map((n) => n.textContent?.trim() ?? ''));
const idle = (panel: Page) =>
  panel.waitForFunction(() => document.querySelector('main.panel')?.getAttribute('data-status') === 'idle');

async function chat(tab: 'a' | 'b', question: string, answer: string) {
  llm.script({ say: answer });
  const panel = await ext.openPanel(tabs[tab].tabId);
  await panel.type('textarea', question);
  await panel.keyboard.press('Enter');
  await panel.waitForFunction(
    (a: string) => document.querySelector('.message-assistant')?.textContent?.includes(a),
    {},
    answer,
  );
  await idle(panel);
  return panel;
}

describe('each tab has its own chat', () => {
  it("bound panels show their own tab's conversation", async () => {
    const a = await chat('a', 'Question for tab A', 'Answer for tab A');
    const b = await chat('b', 'Question for tab B', 'Answer for tab B');
    expect(await texts(a, '.message-user .text')).toEqual(['Question for tab A']);
    expect(await texts(b, '.message-user .text')).toEqual(['Question for tab B']);
    await a.close();
    await b.close();
  });

  it('a panel opened without a tab follows the active tab', async () => {
    const panel = await ext.browser.newPage();
    await panel.goto(ext.extensionUrl('src/sidepanel/index.html'));
    await panel.waitForSelector('main.panel');
    await tabs.a.page.bringToFront();
    await panel.waitForFunction(
      () => document.querySelector('.message-user .text')?.textContent === 'Question for tab A',
    );
    await tabs.b.page.bringToFront();
    await panel.waitForFunction(
      () => document.querySelector('.message-user .text')?.textContent === 'Question for tab B',
    );
    await panel.close();
  });
});

describe('history', () => {
  it('survives closing the panel and a worker restart, and is searchable', async () => {
    await ext.stopWorker();
    const panel = await ext.openPanel(tabs.a.tabId);
    await panel.waitForSelector('.message-user');
    await panel.click('button[aria-pressed]');
    await panel.waitForSelector('.history-item');
    expect(await texts(panel, '.history-title')).toEqual(['Question for tab B', 'Question for tab A']);
    await panel.type('input[type=search]', 'tab b');
    await panel.waitForFunction(() => document.querySelectorAll('.history-item').length === 1);
    expect(await texts(panel, '.history-title')).toEqual(['Question for tab B']);
    expect(await axeViolations(panel)).toEqual([]);
    await saveScreenshot(panel, 'panel-history');
    await panel.close();
  });

  it('exports a conversation as markdown and JSON, and deletes it', async () => {
    const panel = await ext.openPanel(tabs.a.tabId);
    await panel.evaluate(() => {
      const w = window as unknown as { downloads: Array<{ blob: Blob; name: string }> };
      w.downloads = [];
      let last: Blob | undefined;
      URL.createObjectURL = (blob: Blob | MediaSource) => {
        last = blob as Blob;
        return 'blob:captured';
      };
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        w.downloads.push({ blob: last!, name: this.download });
      };
    });
    await panel.click('button[aria-pressed]');
    await panel.waitForSelector('.history-item');
    const item = '.history-item:last-child';
    const buttons = await panel.$$(`${item} .history-actions button`);
    await buttons[0]!.click();
    await buttons[1]!.click();
    await panel.waitForFunction(() => (window as unknown as { downloads: unknown[] }).downloads.length === 2);
    const files = await panel.evaluate(async () =>
      Promise.all(
        (window as unknown as { downloads: Array<{ blob: Blob; name: string }> }).downloads.map(async (d) => ({
          name: d.name,
          text: await d.blob.text(),
        })),
      ),
    );
    expect(files[0]!.name).toMatch(/^tabwright-\d{4}-\d\d-\d\d-Question-for-tab-A\.md$/);
    expect(files[0]!.text).toContain('**You:**\n\nQuestion for tab A');
    expect(files[0]!.text).toContain('Answer for tab A');
    expect(JSON.parse(files[1]!.text)).toMatchObject({ format: 'tabwright-conversation', title: 'Question for tab A' });
    await panel.click('.history-item:first-child .history-actions button:last-child');
    await panel.waitForFunction(() => document.querySelectorAll('.history-item').length === 1);
    expect(await texts(panel, '.history-title')).toEqual(['Question for tab A']);
    await panel.close();
  });

  it("reopens a past conversation in another tab's chat", async () => {
    const page = await ext.newPage(`${servers.main.url}/test/fixtures/pages/child.html?name=c`);
    const panel = await ext.openPanel(await ext.tabIdOf(page));
    await panel.click('button[aria-pressed]');
    await panel.waitForSelector('.history-open');
    await panel.click('.history-open');
    await panel.waitForFunction(
      () => document.querySelector('.message-user .text')?.textContent === 'Question for tab A',
    );
    expect(await texts(panel, '.message-assistant')).toEqual(['TabwrightAnswer for tab A']);
    await panel.close();
  });
});

describe('first run and languages', () => {
  it('sets up a provider in the panel, with a working connection test', async () => {
    await writeSettings(ext, { providers: [] });
    const page = await ext.newPage(`${servers.main.url}/test/fixtures/pages/child.html?name=d`);
    const panel = await ext.openPanel(await ext.tabIdOf(page));
    await panel.waitForSelector('.onboarding');
    expect(await axeViolations(panel)).toEqual([]);
    await panel.click('input[value=ollama]');
    expect(await panel.$('.onboarding input[name=apiKey]')).toBeNull();
    await panel.$eval('.onboarding input[name=baseUrl]', (i) => ((i as HTMLInputElement).value = ''));
    await panel.type('.onboarding input[name=baseUrl]', llm.openaiBaseUrl);
    await panel.$eval('.onboarding input[name=model]', (i) => ((i as HTMLInputElement).value = ''));
    await panel.type('.onboarding input[name=model]', 'fake-model');
    await saveScreenshot(panel, 'panel-onboarding');
    llm.script({ say: 'ok' });
    await panel.click('.onboarding button[type=submit]');
    await panel.waitForFunction(() =>
      /Connected/.test(document.querySelector('.onboarding [role=status]')?.textContent ?? ''),
    );
    await panel.click('.onboarding button[type=button]');
    await panel.waitForSelector('.empty');
    expect(await panel.$eval('.model-picker', (s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe(
      'Ollama · fake-model',
    );
    await panel.close();
  });

  it('renders the panel in Simplified Chinese with no missing string', async () => {
    await writeSettings(ext, { providers: [provider()], defaultProviderId: 'fake', language: 'zh_CN' });
    const panel = await ext.openPanel(tabs.a.tabId);
    await panel.waitForSelector('.message-user');
    expect(await panel.$eval('html', (h) => h.lang)).toBe('zh-CN');
    expect(await panel.$eval('button[aria-pressed]', (b) => b.textContent)).toBe('历史记录');
    const text = await panel.evaluate(() => document.body.innerText);
    expect(text).not.toContain('⟦');
    expect(text).toContain('你');
    expect(await axeViolations(panel)).toEqual([]);
    await saveScreenshot(panel, 'panel-zh_CN');
    await panel.click('button[aria-pressed]');
    await panel.waitForSelector('.history-item');
    expect(await panel.evaluate(() => document.body.innerText)).not.toContain('⟦');
    await panel.close();
  });
});
