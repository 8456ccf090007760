/**
 * The options page as a user drives it: providers with a real test connection (against the fake LLM server, so a
 * failure shows the provider's own error), agent settings, site permissions, import/export without keys, Chinese,
 * and the accessibility check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer';
import { startFakeLlm, type FakeLlm } from '../fake-llm/index.js';
import { launchWithExtension, type ExtensionBrowser } from './helpers/browser';
import { readSettings, writeSettings } from './helpers/settings';
import { exportSkills } from '../../src/agent/skills';
import { artifactsDir, axeViolations, saveScreenshot } from './ui-support';

let ext: ExtensionBrowser;
let llm: FakeLlm;

beforeAll(async () => {
  llm = await startFakeLlm({ models: ['fake-model'], apiKey: 'right-key' });
  ext = await launchWithExtension();
});

afterAll(async () => {
  await ext?.close();
  await llm?.close();
});

async function setValue(page: Page, selector: string, value: string) {
  await page.$eval(selector, (el) => ((el as HTMLInputElement).value = ''));
  await page.type(selector, value);
}

/** Captures what a download would write, instead of writing a file. */
async function captureDownloads(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { downloads: Blob[] };
    w.downloads = [];
    URL.createObjectURL = (blob: Blob | MediaSource) => (w.downloads.push(blob as Blob), 'blob:captured');
    HTMLAnchorElement.prototype.click = () => undefined;
  });
}

describe('options', () => {
  it('tests a provider connection and shows the real error when it fails', async () => {
    await writeSettings(ext, {
      providers: [
        { id: 'p1', kind: 'openai-compatible', baseUrl: llm.openaiBaseUrl, model: 'fake-model', apiKey: 'wrong-key' },
      ],
      defaultProviderId: 'p1',
    });
    const page = await ext.openOptions();
    await page.click('fieldset.provider .test-connection');
    await page.waitForFunction(() => /failed/.test(document.querySelector('.test-result')?.textContent ?? ''));
    expect(await page.$eval('.test-result', (n) => n.textContent)).toMatch(/The test failed: .*(401|key|auth)/i);

    await setValue(page, 'fieldset.provider input[name=apiKey]', 'right-key');
    llm.script({ say: 'ok' });
    await page.click('fieldset.provider .test-connection');
    await page.waitForFunction(() => /Connected/.test(document.querySelector('.test-result')?.textContent ?? ''));
    await page.close();
  });

  it('saves agent settings and site permissions that the worker then reads', async () => {
    const page = await ext.openOptions();
    await page.select('select[name=visionProvider]', 'p1');
    await setValue(page, 'input[name=maxSteps]', '25');
    await page.select('select[name=mode]', 'ask-before-acting');
    await page.type('input[name=newSite]', 'https://shop.example/cart');
    await page.keyboard.press('Enter');
    await page.waitForSelector('tr[data-site="https://shop.example"]');
    await page.select('tr[data-site="https://shop.example"] select[name=site-act]', 'block');
    await page.type('textarea[name=blockedSites]', 'bank.example\n');
    await page.click('button[type=submit]');
    await page.waitForFunction(() => document.querySelector('[role=status]')?.textContent === 'Saved.');
    const settings = await readSettings(ext);
    expect(settings).toMatchObject({
      visionProviderId: 'p1',
      maxSteps: 25,
      mode: 'ask-before-acting',
      sitePermissions: { 'https://shop.example': { read: 'allow', act: 'block' } },
      blockedSites: ['bank.example'],
    });
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'options-light');
    await page.close();
  });

  it('exports without keys unless asked, and imports a file keeping the keys already set', async () => {
    const page = await ext.openOptions();
    await captureDownloads(page);
    const exported = async () =>
      page.evaluate(async () =>
        JSON.parse(await (window as unknown as { downloads: Blob[] }).downloads.at(-1)!.text()),
      );
    await page.click('section[aria-labelledby=transfer-heading] button');
    expect((await exported()).providers[0].apiKey).toBe('');
    await page.click('input[name=includeKeys]');
    await page.click('section[aria-labelledby=transfer-heading] button');
    expect((await exported()).providers[0].apiKey).toBe('right-key');

    const file = path.join(artifactsDir, 'import-settings.json');
    mkdirSync(artifactsDir, { recursive: true });
    const keyless = {
      ...(await readSettings(ext)),
      maxSteps: 7,
      providers: [{ id: 'p1', kind: 'openai-compatible', baseUrl: llm.openaiBaseUrl, model: 'fake-model', apiKey: '' }],
    };
    writeFileSync(file, JSON.stringify(keyless));
    const input = await page.$('input[name=importFile]');
    await input!.uploadFile(file);
    await page.waitForFunction(() => document.querySelector('[role=status]')?.textContent === 'Imported and saved.');
    const settings = await readSettings(ext);
    expect(settings.maxSteps).toBe(7);
    expect((settings.providers as Array<{ apiKey: string }>)[0]!.apiKey).toBe('right-key');

    writeFileSync(file, '{"version": 99}');
    await input!.uploadFile(file);
    await page.waitForFunction(() => /Not imported/.test(document.querySelector('[role=status]')?.textContent ?? ''));
    await page.close();
  });

  it('a skills file naming a skill already in the library asks: keep both, replace, or cancel', async () => {
    const page = await ext.openOptions();
    await page.type('input[name=new-name]', 'weekly-report');
    await page.type('textarea[name=new-goal]', 'Open the report page and download this week');
    await page.click('form.skill-new button[type=submit]');
    const stored = () =>
      ext.inWorker(
        async () => ((await chrome.storage.local.get('skills')).skills ?? []) as Array<{ id: string; name: string }>,
      );
    await page.waitForFunction(() => document.querySelector('.skill-editor h3')?.textContent?.includes('weekly'));
    const mine = await stored();
    const file = path.join(artifactsDir, 'skills-clash.json');
    mkdirSync(artifactsDir, { recursive: true });
    writeFileSync(file, exportSkills(mine as never));
    const input = (await page.$('input[name=skills-file]'))!;
    const upload = async () => {
      await input.uploadFile(file);
      await page.waitForSelector('.skills-clash');
      return page.$eval('.skills-status', (n) => n.textContent ?? '');
    };
    const choose = (label: string) =>
      page.$$eval('.skills-clash button', (bs, l) => bs.find((b) => b.textContent === l)!.click(), label);

    // Nothing changes until the user chooses.
    expect(await upload()).toMatch(/^Your library already has \/weekly-report\. Replace them/);
    expect(await stored()).toEqual(mine);
    await choose('Cancel import');
    await page.waitForFunction(() => document.querySelector('.skills-status')?.textContent === 'Nothing was imported.');
    expect(await page.$('.skills-clash')).toBeNull();
    expect(await stored()).toEqual(mine);

    await upload();
    await choose('Keep both');
    await page.waitForFunction(() => document.querySelector('.skills-status')?.textContent?.startsWith('Imported:'));
    expect((await stored()).map((s) => s.name)).toEqual(['weekly-report', 'weekly-report-2']);

    await upload();
    await choose('Replace');
    await page.waitForFunction(() => document.querySelector('.skills-status')?.textContent?.startsWith('Imported:'));
    const replaced = await stored();
    expect(replaced.map((s) => s.name)).toEqual(['weekly-report', 'weekly-report-2']);
    // The file's skill took the old one's place and id, and comes in untrusted.
    expect(replaced[0]!.id).toBe(mine[0]!.id);
    expect((replaced[0] as { trusted?: boolean }).trusted).toBe(false);
    await page.close();
  });

  it('renders in Simplified Chinese with no missing string, and passes the accessibility check in dark', async () => {
    await ext.inWorker(async () => {
      const { settings } = (await chrome.storage.local.get('settings')) as { settings: Record<string, unknown> };
      await chrome.storage.local.set({ settings: { ...settings, language: 'zh_CN' } });
    });
    const page = await ext.openOptions();
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Tabwright 设置');
    expect(await page.$eval('html', (h) => h.lang)).toBe('zh-CN');
    expect(await page.evaluate(() => document.body.innerText)).not.toContain('⟦');
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'options-zh_CN-dark');
    await page.close();
  });
});
