/**
 * The secrets editor on the options page, as a user drives it: names checked before saving, origins cleaned, the
 * value only ever in a password field, a round trip through storage, and an export that leaves values out unless
 * the user ticks the box.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { launchWithExtension, type ExtensionBrowser } from './helpers/browser';
import { readSettings, writeSettings } from './helpers/settings';
import { axeViolations, saveScreenshot } from './ui-support';

const VALUE = 'Sup3r-s3cret-value!';
let ext: ExtensionBrowser;

beforeAll(async () => {
  ext = await launchWithExtension();
  await writeSettings(ext, {
    providers: [{ id: 'p1', kind: 'openai', apiKey: 'sk-provider-key', model: 'gpt-4.1' }],
    defaultProviderId: 'p1',
  });
});
afterAll(async () => {
  await ext?.close();
});

const secret = (i: number) => `section[aria-labelledby=secrets-heading] fieldset.secret:nth-of-type(${i + 1})`;
const statusText = (page: Page) => page.$eval('.save-bar [role=status]', (n) => n.textContent);

async function replace(page: Page, selector: string, text: string) {
  await page.$eval(selector, (el) => ((el as HTMLInputElement).value = ''));
  await page.type(selector, text);
}

/**
 * Submits and waits for the status this save should end in: a status left by an earlier save says nothing of this
 * one (under load the second save was read before it had answered). The caller's expect says what it got instead.
 */
async function save(page: Page, expected = 'Saved.') {
  await page.click('.save-bar button[type=submit]');
  await page
    .waitForFunction(
      (want) => document.querySelector('.save-bar [role=status]')?.textContent === want,
      { polling: 100, timeout: 10_000 },
      expected,
    )
    .catch(() => undefined);
}

describe('secrets on the options page', () => {
  it('adds a secret with a checked name and cleaned origins, and stores it', async () => {
    const page = await ext.openOptions();
    await page.click('button.add-secret');
    await page.type(`${secret(0)} input[name=secretName]`, 'work email');
    expect(await page.$eval(`${secret(0)} input[name=secretName]`, (i) => i.getAttribute('aria-invalid'))).toBe('true');
    expect(await page.$eval(`${secret(0)} .field-error`, (n) => n.textContent)).toMatch(/letters, digits and _/);
    await page.type(`${secret(0)} input[name=secretValue]`, VALUE);
    await page.type(`${secret(0)} input[name=secretDescription]`, 'my work address');
    await page.type(`${secret(0)} textarea[name=secretOrigins]`, 'mail.example/inbox\nhttps://login.example');
    await save(page, 'Not saved: fix the name of secret work email');
    expect(await statusText(page)).toBe('Not saved: fix the name of secret work email');
    expect((await readSettings(ext)).secrets).toEqual([]);

    await replace(page, `${secret(0)} input[name=secretName]`, 'work_email');
    expect(await page.$eval(`${secret(0)} legend`, (n) => n.textContent)).toBe('{{secret:work_email}}');
    await save(page);
    expect(await statusText(page)).toBe('Saved.');
    expect((await readSettings(ext)).secrets).toEqual([
      {
        name: 'work_email',
        value: VALUE,
        description: 'my work address',
        origins: ['https://mail.example', 'https://login.example'],
      },
    ]);
    // The value is in its password field and nowhere else on the page.
    expect(await page.$eval(`${secret(0)} input[name=secretValue]`, (i) => (i as HTMLInputElement).type)).toBe(
      'password',
    );
    expect(await page.evaluate(() => document.body.innerText)).not.toContain(VALUE);
    expect(
      await page.$$eval(
        'input:not([type=password]), textarea',
        (els, v) => els.filter((e) => (e as HTMLInputElement).value.includes(v)).length,
        VALUE,
      ),
    ).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('reads the stored secret back after a reload, and removes one without disturbing the next', async () => {
    const page = await ext.openOptions();
    expect(await page.$eval(`${secret(0)} input[name=secretValue]`, (i) => (i as HTMLInputElement).value)).toBe(VALUE);
    expect(await page.$eval(`${secret(0)} textarea[name=secretOrigins]`, (i) => (i as HTMLTextAreaElement).value)).toBe(
      'https://mail.example\nhttps://login.example',
    );
    await page.click('button.add-secret');
    await page.type(`${secret(1)} input[name=secretName]`, 'pin');
    await page.type(`${secret(1)} input[name=secretValue]`, '4321');
    await page.type(`${secret(1)} input[name=secretName]`, '2'); // still valid: pin2
    await saveScreenshot(page, 'options-secrets');
    await page.click(`${secret(0)} button.secondary`);
    expect(await page.$eval(`${secret(0)} input[name=secretName]`, (i) => (i as HTMLInputElement).value)).toBe('pin2');
    expect(await page.$eval(`${secret(0)} input[name=secretValue]`, (i) => (i as HTMLInputElement).value)).toBe('4321');
    await save(page);
    await expect
      .poll(async () => (await readSettings(ext)).secrets, { timeout: 10_000 })
      .toEqual([{ name: 'pin2', value: '4321', description: '', origins: [] }]);
    await page.close();
  });

  it('exports names without values unless "include keys and secrets" is ticked', async () => {
    await writeSettings(ext, {
      providers: [{ id: 'p1', kind: 'openai', apiKey: 'sk-provider-key', model: 'gpt-4.1' }],
      defaultProviderId: 'p1',
      secrets: [{ name: 'work_email', value: VALUE, description: 'd', origins: ['https://mail.example'] }],
    });
    const page = await ext.openOptions();
    await page.evaluate(() => {
      const w = window as unknown as { downloads: Blob[] };
      w.downloads = [];
      URL.createObjectURL = (blob: Blob | MediaSource) => (w.downloads.push(blob as Blob), 'blob:captured');
      HTMLAnchorElement.prototype.click = () => undefined;
    });
    const exported = () => page.evaluate(() => (window as unknown as { downloads: Blob[] }).downloads.at(-1)!.text());
    const exportButton = 'section[aria-labelledby=transfer-heading] button';
    await page.click(exportButton);
    const keyless = await exported();
    expect(keyless).not.toContain(VALUE);
    expect(keyless).not.toContain('sk-provider-key');
    expect(JSON.parse(keyless).secrets).toEqual([
      { name: 'work_email', value: '', description: 'd', origins: ['https://mail.example'] },
    ]);
    await page.click('input[name=includeKeys]');
    await page.click(exportButton);
    expect(JSON.parse(await exported()).secrets[0].value).toBe(VALUE);
    await page.close();
  });
});
